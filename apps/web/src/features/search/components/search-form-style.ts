import { buttonClass } from '@/components/ui/button';

/** The search box's look, shared by the box (search-box.tsx) and the plain form that may stand in for it. */
export const SEARCH_FORM_CLASS = 'relative flex gap-2';
export const SEARCH_INPUT_CLASS =
  'min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-5 py-2.5 text-stone-900 placeholder:text-stone-500 focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-700/30';
export const SEARCH_BUTTON_CLASS = buttonClass();
export const SEARCH_PLACEHOLDER = 'Search by name, place, agency…';
export const SEARCH_MAX_LENGTH = 200;
