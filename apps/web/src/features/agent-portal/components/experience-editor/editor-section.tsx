import { fieldClass } from '@/components/ui/field';
/** The tool's and editor's titled cards are the shared SectionCard. */
export { SectionCard as EditorSection } from '@/components/ui/section-card';

export const smallButtonClass =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-emerald-800 ring-1 ring-stone-300 hover:bg-emerald-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed disabled:opacity-50';
export const iconButtonClass =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-600 ring-1 ring-stone-300 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed disabled:opacity-40';
export const inputClass = fieldClass({}, 'shadow-sm');
