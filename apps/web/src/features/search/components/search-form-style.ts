import { buttonClass } from '@/components/ui/button';
import { fieldClass } from '@/components/ui/field';

/** The search box's look, shared by the box (search-box.tsx) and the plain form that may stand in for it. */
export const SEARCH_FORM_CLASS = 'relative flex gap-2';
export const SEARCH_INPUT_CLASS = fieldClass({ pill: true }, 'min-w-0 flex-1');
export const SEARCH_BUTTON_CLASS = buttonClass();
export const SEARCH_PLACEHOLDER = 'Search by name, place, agency…';
export const SEARCH_MAX_LENGTH = 200;
