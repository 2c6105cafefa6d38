import { z } from 'zod';
import { CATEGORY_FILTERS, COUNTRY_NAMES, ITINERARY_LIMITS, MONTHS, updateExperienceBody, type ExperienceDetail } from '@safari/contract';

/** The editor's limits: the contract's (agent-portal.ts), shown as counters and maxlength. */
export const EDITOR_LIMITS = {
  name: 200,
  description: 5000,
  place: ITINERARY_LIMITS.place,
  dayText: ITINERARY_LIMITS.dayText,
  listItem: 200,
  days: ITINERARY_LIMITS.days,
  groupMax: 100,
} as const;

/** Experience types: the search categories whose keywords the type must carry (traveller-side.md §5). */
export const EXPERIENCE_TYPES: readonly string[] = CATEGORY_FILTERS.map((c) => c.name);
export { COUNTRY_NAMES, MONTHS };

const wholeNumber = (max: number) => (s: string) => /^\d+$/.test(s) && Number(s) >= 1 && Number(s) <= max;

/**
 * The form's own shape: inputs hold strings, days are numbered by position. It is checked here with messages that
 * name the field, turned into the PUT body, and then checked by the contract's updateExperienceBody, the rule the
 * server applies.
 */
const editorFields = z
  .object({
    experience_name: z.string(),
    description: z.string(),
    price: z
      .string()
      .trim()
      .refine((s) => s === '' || (/^\d+(\.\d{1,2})?$/.test(s) && Number(s) <= 1_000_000), { message: 'Price per person must be an amount in USD (up to 1,000,000, at most 2 decimals)' }),
    duration_days: z
      .string()
      .trim()
      .refine((s) => s === '' || wholeNumber(EDITOR_LIMITS.days)(s), { message: `Duration must be a whole number of days from 1 to ${EDITOR_LIMITS.days}` }),
    experience_type: z.string(),
    location: z.string(),
    destination_name: z.string(),
    country: z.string(),
    activities: z.array(z.object({ activity_name: z.string(), activity_description: z.string().nullable(), location: z.string().nullable() })),
    food_beverages: z.array(z.object({ meal_type: z.string(), meal_details: z.string() })),
    itinerary: z.array(z.object({ place: z.string(), description: z.string(), lodging: z.string() })),
    included: z.array(z.string()),
    excluded: z.array(z.string()),
    group_style: z.enum(['', 'private', 'small_group']),
    group_max_size: z.string().trim(),
    best_months: z.array(z.enum(MONTHS)),
    status: z.enum(['draft', 'published']),
  })
  .superRefine((v, ctx) => {
    v.itinerary.forEach((d, i) => {
      if (!d.place.trim()) ctx.addIssue({ code: 'custom', path: ['itinerary', i, 'place'], message: `Itinerary day ${i + 1}: the place is required` });
    });
    v.food_beverages.forEach((f, i) => {
      if (!f.meal_type.trim() && f.meal_details.trim()) ctx.addIssue({ code: 'custom', path: ['food_beverages', i, 'meal_type'], message: 'Food & beverages: each entry needs a meal type' });
    });
    if (v.group_style === 'small_group' && v.group_max_size !== '' && !wholeNumber(EDITOR_LIMITS.groupMax)(v.group_max_size)) {
      ctx.addIssue({ code: 'custom', path: ['group_max_size'], message: `Maximum group size must be a whole number from 1 to ${EDITOR_LIMITS.groupMax}` });
    }
  });

export type EditorValues = z.input<typeof editorFields>;

const listOf = (items: string[]) => items.map((s) => s.trim()).filter(Boolean);

/** Every field is sent, so what the agent sees is what is stored. */
export function toUpdateBody(v: z.output<typeof editorFields>): z.input<typeof updateExperienceBody> {
  return {
    experience_name: v.experience_name,
    description: v.description,
    price: v.price === '' ? null : Number(v.price),
    duration_days: v.duration_days === '' ? null : Number(v.duration_days),
    experience_type: v.experience_type,
    location: v.location,
    destination_name: v.destination_name,
    country: v.country,
    activities: v.activities.map((a) => ({ activity_name: a.activity_name, activity_description: a.activity_description, location: a.location })),
    food_beverages: v.food_beverages.filter((f) => f.meal_type.trim()).map((f) => ({ meal_type: f.meal_type, meal_details: f.meal_details })),
    itinerary: v.itinerary.map((d, i) => ({ day: i + 1, place: d.place, description: d.description, lodging: d.lodging })),
    included: listOf(v.included),
    excluded: listOf(v.excluded),
    group_style: v.group_style === '' ? null : v.group_style,
    group_max_size: v.group_style === 'small_group' && v.group_max_size !== '' ? Number(v.group_max_size) : null,
    best_months: MONTHS.filter((m) => v.best_months.includes(m)),
    status: v.status,
  };
}

export const editorSchema = editorFields.transform(toUpdateBody).pipe(updateExperienceBody);

const text = (s: string | null | undefined) => s ?? '';

export function toEditorValues(e: ExperienceDetail): EditorValues {
  const style = e.group_style === 'private' || e.group_style === 'small_group' ? e.group_style : '';
  return {
    experience_name: e.experience_name,
    description: text(e.description),
    price: e.price == null ? '' : String(e.price),
    duration_days: e.duration_days == null ? '' : String(e.duration_days),
    experience_type: text(e.experience_type),
    location: text(e.location),
    destination_name: text(e.destination_name),
    country: text(e.country),
    activities: e.activities.map((a) => ({ activity_name: a.activity_name, activity_description: a.activity_description, location: a.location ?? null })),
    food_beverages: e.food_beverages.map((f) => ({ meal_type: f.meal_type, meal_details: text(f.meal_details) })),
    itinerary: [...e.itinerary].sort((a, b) => a.day - b.day).map((d) => ({ place: d.place, description: d.description, lodging: text(d.lodging) })),
    included: [...e.included],
    excluded: [...e.excluded],
    group_style: style,
    group_max_size: e.group_max_size == null ? '' : String(e.group_max_size),
    best_months: MONTHS.filter((m) => e.best_months.includes(m)),
    status: e.status,
  };
}

/**
 * The public page's data as it will read after saving: the stored experience with the editor's values over it
 * (for the preview; images and agent come from the stored record).
 */
export function previewDetail(stored: ExperienceDetail, v: EditorValues): ExperienceDetail {
  const price = /^\d+(\.\d{1,2})?$/.test(v.price.trim()) ? Number(v.price) : null;
  const days = /^\d+$/.test(v.duration_days.trim()) ? Number(v.duration_days) : null;
  const orNull = (s: string) => s.trim() || null;
  return {
    ...stored,
    experience_name: v.experience_name.trim() || stored.experience_name,
    description: orNull(v.description),
    price,
    duration_days: days,
    experience_type: orNull(v.experience_type),
    location: orNull(v.location),
    destination_name: orNull(v.destination_name),
    country: orNull(v.country),
    activities: v.activities.map((a, i) => ({ id: -(i + 1), activity_name: a.activity_name, activity_description: a.activity_description, location: a.location })),
    food_beverages: v.food_beverages.filter((f) => f.meal_type.trim()).map((f, i) => ({ id: -(i + 1), meal_type: f.meal_type, meal_details: orNull(f.meal_details) })),
    itinerary: v.itinerary.map((d, i) => ({ day: i + 1, place: d.place, description: d.description, lodging: orNull(d.lodging) })),
    included: listOf(v.included),
    excluded: listOf(v.excluded),
    group_style: v.group_style || null,
    group_max_size: v.group_style === 'small_group' && /^\d+$/.test(v.group_max_size) ? Number(v.group_max_size) : null,
    best_months: MONTHS.filter((m) => v.best_months.includes(m)),
    status: v.status,
  };
}

const LABELS: Record<string, string> = {
  experience_name: 'Experience name',
  description: 'Description',
  price: 'Price per person',
  duration_days: 'Duration',
  experience_type: 'Experience type',
  location: 'Location',
  destination_name: 'Destination',
  country: 'Country',
  activities: 'Activities',
  food_beverages: 'Food & beverages',
  itinerary: 'Itinerary',
  included: 'Included',
  excluded: 'Not included',
  group_max_size: 'Maximum group size',
  best_months: 'Best months',
};

interface ErrorNode {
  message?: unknown;
  [key: string]: unknown;
}

/** Every message of a react-hook-form error tree, each naming its field, in field order, once. */
export function editorProblems(errors: object): string[] {
  const out: string[] = [];
  const walk = (node: unknown, root: string) => {
    if (!node || typeof node !== 'object') return;
    const n = node as ErrorNode;
    if (typeof n.message === 'string' && n.message) {
      const label = LABELS[root] ?? root;
      out.push(n.message.toLowerCase().startsWith(label.toLowerCase()) ? n.message : `${label}: ${n.message}`);
    }
    for (const [key, child] of Object.entries(n)) if (key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types') walk(child, root);
  };
  for (const key of Object.keys(LABELS)) walk((errors as Record<string, unknown>)[key], key);
  return [...new Set(out)];
}
