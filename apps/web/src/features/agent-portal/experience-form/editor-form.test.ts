import { describe, expect, it } from 'vitest';
import { MESSAGES, type ExperienceDetail } from '@safari/contract';
import { editorProblems, editorSchema, previewDetail, toEditorValues, type EditorValues } from './editor-form';
import { filterByName } from './filter-by-name';
import { optimizationTips } from './optimization-tips';

const stored: ExperienceDetail = {
  id: 9, experience_name: 'Serengeti Safari', experience_type: null, description: null, price: null, duration_days: null, location: null,
  destination_name: null, country: null, is_tour: false, agent_id: 1, agency_name: 'A', agent_name: null, primary_image: null, images: [],
  activities: [{ id: 1, activity_name: 'Game drive', activity_description: 'Dawn drive', location: null }], destinations: [], food_beverages: [],
  experience_images: [], travel_agent: null, itinerary: [], included: [], excluded: [], group_style: null, group_max_size: null,
  best_months: [], status: 'draft', created_at: '', updated_at: '',
};

const values = (over: Partial<EditorValues> = {}): EditorValues => ({ ...toEditorValues(stored), ...over });

describe('experience editor form', () => {
  it('turns the form into the PUT body: numbers, days numbered by position, empty entries dropped, months in calendar order', () => {
    const body = editorSchema.parse(
      values({
        price: '1450.50',
        duration_days: '2',
        experience_type: 'Safari & Wildlife',
        country: 'Kenya',
        itinerary: [
          { place: 'Nairobi', description: 'Arrive', lodging: '' },
          { place: 'Masai Mara', description: 'Game drives', lodging: 'Mara Camp' },
        ],
        included: ['Park fees', '  '],
        group_style: 'small_group',
        group_max_size: '8',
        best_months: ['September', 'July'],
        status: 'published',
      }),
    );
    expect(body).toMatchObject({
      price: 1450.5,
      duration_days: 2,
      experience_type: 'Safari & Wildlife',
      country: 'Kenya',
      description: null,
      itinerary: [
        { day: 1, place: 'Nairobi', description: 'Arrive', lodging: null },
        { day: 2, place: 'Masai Mara', description: 'Game drives', lodging: 'Mara Camp' },
      ],
      included: ['Park fees'],
      group_style: 'small_group',
      group_max_size: 8,
      best_months: ['July', 'September'],
      status: 'published',
      activities: [{ activity_name: 'Game drive', activity_description: 'Dawn drive', location: null }],
    });
  });

  it('sends no group size for a private trip and nulls for empty numbers', () => {
    const body = editorSchema.parse(values({ group_style: 'private', group_max_size: '8' }));
    expect(body).toMatchObject({ group_style: 'private', group_max_size: null, price: null, duration_days: null });
  });

  it('names the field in every message', () => {
    const result = editorSchema.safeParse(
      values({ experience_name: '  ', price: '12,5', duration_days: '0', itinerary: [{ place: ' ', description: '', lodging: '' }], group_style: 'small_group', group_max_size: '500' }),
    );
    expect(result.success).toBe(false);
    const tree: Record<string, unknown> = {};
    for (const issue of result.error!.issues) {
      let node = tree;
      for (const key of issue.path.map(String)) node = (node[key] ??= {}) as Record<string, unknown>;
      node.message = issue.message;
    }
    const problems = editorProblems(tree);
    expect(problems).toContain('Price per person must be an amount in USD (up to 1,000,000, at most 2 decimals)');
    expect(problems).toContain('Duration must be a whole number of days from 1 to 90');
    expect(problems).toContain('Itinerary day 1: the place is required');
    expect(problems).toContain('Maximum group size must be a whole number from 1 to 100');
    // The first stage stops before the contract's rules; the name rule is the contract's (server) message.
    const name = editorSchema.safeParse(values({ experience_name: '  ' }));
    expect(name.error!.issues.map((i) => i.message)).toEqual([MESSAGES.experienceNameRequired]);
  });

  it('previews the editor values over the stored record', () => {
    const p = previewDetail(stored, values({ price: '300', included: ['Meals'], best_months: ['March'], group_style: 'private' }));
    expect(p).toMatchObject({ price: 300, included: ['Meals'], best_months: ['March'], group_style: 'private', group_max_size: null, agency_name: 'A' });
  });

  it('filters the list by name, case-insensitive', () => {
    const list = [{ experience_name: 'Serengeti Safari' }, { experience_name: 'Zanzibar Beach' }];
    expect(filterByName(list, 'SERENG')).toEqual([list[0]]);
    expect(filterByName(list, '  ')).toEqual(list);
    expect(filterByName(list, 'gorilla')).toEqual([]);
  });

  it('ticks optimisation tips off as the experience gets them', () => {
    const tips = optimizationTips({ name: '3-Day Serengeti Migration Safari', description: 'x'.repeat(300), activities: 3, itineraryDays: 0, hasPrice: true, images: 0, included: 1 });
    expect(tips.filter((t) => !t.done).map((t) => t.id)).toEqual(['itinerary', 'images']);
  });
});
