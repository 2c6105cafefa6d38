import { buttonClass } from '@/components/ui/button';
/** The tool's and editor's titled cards are the shared SectionCard. */
export { SectionCard as ToolSection } from '@/components/ui/section-card';

export const primaryButton =
  buttonClass({}, 'disabled:cursor-wait');
export const secondaryButton =
  buttonClass({ tone: 'secondary' });
