import { OptimizeButton } from '../ai-optimize/optimize-button';

/** 'Optimize with AI' beside the name and description fields of the experience editor (agent-side.md §2). */
export interface AiOptimizeSlotProps {
  contentType: 'experience_name' | 'experience_description';
  text: string;
  context: { experienceName: string; location: string };
  onReplace: (text: string) => void;
}

export function AiOptimizeSlot({ contentType, text, onReplace }: AiOptimizeSlotProps) {
  return <OptimizeButton contentType={contentType} text={text} label={contentType === 'experience_name' ? 'name' : 'description'} onReplace={onReplace} />;
}
