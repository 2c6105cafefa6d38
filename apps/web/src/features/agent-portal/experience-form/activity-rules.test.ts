import { describe, expect, it } from 'vitest';
import { ACTIVITY_TAGS, MESSAGES } from '@safari/contract';
import { addCustomActivity, customActivities, isSelected, toggleActivity, type ActivityValue } from './activity-rules';

const act = (activity_name: string, activity_description: string | null = null): ActivityValue => ({ activity_name, activity_description, location: null });

describe('activities and tags picker (agent-side.md §3, §5)', () => {
  it('offers the 11 predefined tags', () => {
    expect(ACTIVITY_TAGS).toHaveLength(11);
    expect(ACTIVITY_TAGS).toContain('Gorilla & Chimpanzee Trekking');
  });

  it('toggles a tag on and off, keeping the other activities and their descriptions', () => {
    const start = [act('Game drive', 'Morning and afternoon drives')];
    const on = toggleActivity(start, 'Beach Time');
    expect(on.map((a) => a.activity_name)).toEqual(['Game drive', 'Beach Time']);
    expect(on[0]).toEqual(start[0]);
    expect(toggleActivity(on, 'beach time').map((a) => a.activity_name)).toEqual(['Game drive']);
  });

  it('refuses an empty custom activity with the spec text', () => {
    expect(addCustomActivity([], '   ')).toEqual({ ok: false, error: MESSAGES.customActivityEmpty });
    expect(MESSAGES.customActivityEmpty).toBe('Please enter an activity name');
  });

  it('refuses a duplicate of an already selected activity, ignoring case and spaces', () => {
    const selected = [act('Hot-air balloon ride'), act('Safari & Wildlife')];
    expect(addCustomActivity(selected, '  hot-air BALLOON ride ')).toEqual({ ok: false, error: MESSAGES.customActivityDuplicate });
    expect(addCustomActivity(selected, 'safari & wildlife')).toEqual({ ok: false, error: 'This activity is already selected' });
  });

  it('adds a trimmed custom activity; a predefined tag typed by hand is selected as the tag', () => {
    const added = addCustomActivity([], '  Walking   safari ');
    expect(added).toEqual({ ok: true, activities: [act('Walking safari')] });
    const tag = addCustomActivity([], 'honeymoon');
    expect(tag.ok && tag.activities[0]!.activity_name).toBe('Honeymoon');
    expect(tag.ok && customActivities(tag.activities)).toEqual([]);
  });

  it('lists only the non-predefined activities as custom ones', () => {
    const selected = [act('Beach Time'), act('Spice farm tour')];
    expect(customActivities(selected).map((a) => a.activity_name)).toEqual(['Spice farm tour']);
    expect(isSelected(selected, 'beach time')).toBe(true);
  });
});
