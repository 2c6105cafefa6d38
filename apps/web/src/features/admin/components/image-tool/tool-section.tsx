/** The tool's and editor's titled cards are the shared SectionCard. */
export { SectionCard as ToolSection } from '@/components/ui/section-card';

export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-emerald-800 px-6 py-2.5 font-semibold text-white hover:bg-emerald-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-wait disabled:opacity-60';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 font-semibold text-emerald-900 ring-1 ring-emerald-800 hover:bg-emerald-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-60';
