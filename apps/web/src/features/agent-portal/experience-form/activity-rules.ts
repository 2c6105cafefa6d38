import { ACTIVITY_TAGS, MESSAGES } from '@safari/contract';

/** An activity as the editor keeps it: the picker only sets names; descriptions from the catalogue are kept. */
export interface ActivityValue {
  activity_name: string;
  activity_description: string | null;
  location: string | null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const isSelected = (selected: readonly ActivityValue[], name: string) => selected.some((a) => same(a.activity_name, name));

/** A predefined tag on or off (agent-side.md §3). */
export function toggleActivity(selected: readonly ActivityValue[], name: string): ActivityValue[] {
  return isSelected(selected, name)
    ? selected.filter((a) => !same(a.activity_name, name))
    : [...selected, { activity_name: name, activity_description: null, location: null }];
}

export type AddResult = { ok: true; activities: ActivityValue[] } | { ok: false; error: string };

/**
 * A custom activity (agent-side.md §5): non-empty and not a duplicate of an already selected activity
 * (case and surrounding spaces ignored). Typing a predefined tag's name selects that tag, spelt as the tag.
 */
export function addCustomActivity(selected: readonly ActivityValue[], input: string): AddResult {
  const name = input.trim().replace(/\s+/g, ' ');
  if (!name) return { ok: false, error: MESSAGES.customActivityEmpty };
  if (isSelected(selected, name)) return { ok: false, error: MESSAGES.customActivityDuplicate };
  const tag = ACTIVITY_TAGS.find((t) => same(t, name));
  return { ok: true, activities: [...selected, { activity_name: tag ?? name, activity_description: null, location: null }] };
}

/** Selected activities that are not predefined tags, shown as removable chips. */
export const customActivities = (selected: readonly ActivityValue[]) => selected.filter((a) => !ACTIVITY_TAGS.some((t) => same(t, a.activity_name)));
