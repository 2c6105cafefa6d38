/**
 * The proposal builder's form model (issue 11): what the agent types (dollars as text, one row per day, one row
 * per inclusion) and how it becomes the contract's body (integer cents, numbered days, trimmed lists).
 * Dollars become cents by string arithmetic, never through a float: "2450.10" is 245010 cents exactly.
 */
import { z } from 'zod';
import { ITINERARY_LIMITS, multiLineText, singleLineText, type ProposalContentDto, type UpdateProposalBody } from '@safari/contract';

const DOLLARS = /^\d{1,8}(?:\.\d{1,2})?$/;

/** "2,450.5" → 245050; "" → null; anything else → undefined (not an amount). */
export function dollarsToCents(text: string): number | null | undefined {
  const clean = text.replace(/[\s,$]/g, '');
  if (clean === '') return null;
  if (!DOLLARS.test(clean)) return undefined;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 245050 → "2450.50"; 245000 → "2450"; null → "". */
export function centsToDollars(cents: number | null): string {
  if (cents === null) return '';
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest ? `${whole}.${String(rest).padStart(2, '0')}` : String(whole);
}

const amount = (label: string) =>
  z.string().refine((s) => dollarsToCents(s) !== undefined, { message: `${label}: enter an amount in US dollars, like 2450 or 2450.50` });

const dayFields = z.object({
  place: singleLineText(ITINERARY_LIMITS.place),
  activities: multiLineText(ITINERARY_LIMITS.dayText),
  lodging: singleLineText(ITINERARY_LIMITS.place),
  meals: singleLineText(ITINERARY_LIMITS.place),
});
const item = singleLineText(200);

const proposalFormFields = z.object({
    title: singleLineText(200).refine((s) => s.trim() !== '', { message: 'Title: give the proposal a title' }),
    summary: multiLineText(5000),
    itinerary: z.array(dayFields).max(ITINERARY_LIMITS.days, { message: `Itinerary: at most ${ITINERARY_LIMITS.days} days` }),
    pricePerPerson: amount('Price per person'),
    totalPrice: amount('Total price'),
    included: z.array(item).max(40, { message: 'Included: at most 40 items' }),
    excluded: z.array(item).max(40, { message: 'Not included: at most 40 items' }),
    validUntil: z.union([z.literal(''), z.iso.date({ message: 'Valid until: choose a date' })]),
    experienceIds: z.array(z.number().int().positive()).max(20, { message: 'Experiences: at most 20' }),
  });

export type ProposalFormValues = z.input<typeof proposalFormFields>;

export const proposalFormSchema = proposalFormFields
  .superRefine((v, ctx) => {
    v.itinerary.forEach((d, i) => {
      if (!d.place.trim()) ctx.addIssue({ code: 'custom', path: ['itinerary', i, 'place'], message: `Day ${i + 1}: say where the day is spent (place)` });
    });
  })
  .transform(toBody);

const trimmedOrNull = (s: string) => s.trim() || null;
const items = (list: string[]) => list.map((i) => i.trim()).filter(Boolean);

/** The form's values as the API's body; call only on values the schema accepted (amounts parse). */
export function toBody(v: ProposalFormValues): UpdateProposalBody & { title: string } {
  return {
    title: v.title.trim(),
    summary: trimmedOrNull(v.summary),
    itinerary: v.itinerary.map((d, i) => ({
      day: i + 1,
      place: d.place.trim(),
      activities: d.activities.trim(),
      lodging: trimmedOrNull(d.lodging),
      meals: trimmedOrNull(d.meals),
    })),
    price_per_person_cents: dollarsToCents(v.pricePerPerson) ?? null,
    total_price_cents: dollarsToCents(v.totalPrice) ?? null,
    included: items(v.included),
    excluded: items(v.excluded),
    valid_until: v.validUntil || null,
    experience_ids: v.experienceIds,
  };
}

/** What the preview shows while the agent types: invalid amounts show as "on request" rather than failing. */
export const previewOf = (v: ProposalFormValues): ProposalContentDto => ({ ...toBody(v), summary: trimmedOrNull(v.summary), experience_ids: v.experienceIds }) as ProposalContentDto;

export const emptyDay = () => ({ place: '', activities: '', lodging: '', meals: '' });

/** A new proposal starts with one empty day and sensible defaults for what safaris include. */
export function blankForm(): ProposalFormValues {
  return {
    title: '',
    summary: '',
    itinerary: [emptyDay()],
    pricePerPerson: '',
    totalPrice: '',
    included: [],
    excluded: [],
    validUntil: '',
    experienceIds: [],
  };
}

/** A stored proposal (or one of its versions) as form values. */
export function fromContent(c: ProposalContentDto): ProposalFormValues {
  return {
    title: c.title,
    summary: c.summary ?? '',
    itinerary: c.itinerary.map((d) => ({ place: d.place, activities: d.activities, lodging: d.lodging ?? '', meals: d.meals ?? '' })),
    pricePerPerson: centsToDollars(c.price_per_person_cents),
    totalPrice: centsToDollars(c.total_price_cents),
    included: c.included,
    excluded: c.excluded,
    validUntil: c.valid_until ?? '',
    experienceIds: c.experience_ids,
  };
}

const LABELS: Record<string, string> = {
  title: 'Title',
  summary: 'Summary',
  itinerary: 'Itinerary',
  pricePerPerson: 'Price per person',
  totalPrice: 'Total price',
  included: 'Included',
  excluded: 'Not included',
  validUntil: 'Valid until',
  experienceIds: 'Experiences',
};
const DAY_FIELDS: Record<string, string> = { place: 'place', activities: 'activities', lodging: 'lodging', meals: 'meals' };

/**
 * Every message of a failed submit, in the order of the form (day rows included), each once and each naming its
 * field ("Day 2 lodging: …"), whether the rule was ours or a shared one such as the control-character check.
 */
export function formMessages(errors: unknown): string[] {
  const out: string[] = [];
  const walk = (node: unknown, label: string) => {
    if (!node || typeof node !== 'object') return;
    const rec = node as Record<string, unknown>;
    if (typeof rec.message === 'string' && rec.message) out.push(/^(Day \d+|[A-Z][a-z ]+):/.test(rec.message) ? rec.message : `${label}: ${rec.message}`);
    for (const [key, child] of Object.entries(rec)) {
      if (key === 'ref' || key === 'message' || key === 'type' || key === 'types' || key === 'root') continue;
      const day = label === 'Itinerary' && /^\d+$/.test(key) ? `Day ${Number(key) + 1}` : null;
      walk(child, day ?? (DAY_FIELDS[key] && label.startsWith('Day ') ? `${label} ${DAY_FIELDS[key]}` : label));
    }
  };
  for (const key of Object.keys(LABELS)) walk((errors as Record<string, unknown>)[key], LABELS[key]!);
  return [...new Set(out)];
}
