/**
 * Where the 'Optimize with AI' button of agent-side.md §2/§4 goes, beside each text field's copy button. The AI
 * issue fills this component (POST /api/ai/optimize with content, contentType and context; disabled with
 * the tooltip 'Add some text first to optimize with AI' (agent-side.md §4) while the text is blank; the Original-versus-AI preview dialog; `onReplace` writes
 * the chosen text back into the field). Until then it renders nothing: no button that does nothing.
 */
export interface AiOptimizeSlotProps {
  contentType: 'experience_name' | 'experience_description';
  text: string;
  context: { experienceName: string; location: string };
  onReplace: (text: string) => void;
}

export function AiOptimizeSlot(_props: AiOptimizeSlotProps) {
  return null;
}
