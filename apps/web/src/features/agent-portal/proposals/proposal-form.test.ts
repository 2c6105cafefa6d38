import { describe, expect, it } from 'vitest';
import { updateProposalBody } from '@safari/contract';
import { blankForm, centsToDollars, dollarsToCents, formMessages, fromContent, proposalFormSchema, toBody } from './proposal-form';

describe('proposal form model', () => {
  it('turns dollars into integer cents exactly, never through a float', () => {
    expect(dollarsToCents('2450')).toBe(245_000);
    expect(dollarsToCents('2,450.5')).toBe(245_050);
    expect(dollarsToCents('$0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 as a float
    expect(dollarsToCents('1025.10')).toBe(102_510);
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('12.345')).toBeUndefined();
    expect(dollarsToCents('-5')).toBeUndefined();
    expect(dollarsToCents('ten')).toBeUndefined();
    for (const cents of [0, 1, 29, 245_050, 102_510, 999_999_999]) expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
  });

  it('numbers the days in order and sends what the contract accepts', () => {
    const values = {
      ...blankForm(),
      title: '  Northern circuit  ',
      itinerary: [
        { place: 'Arusha', activities: 'Arrival', lodging: '', meals: 'Dinner' },
        { place: 'Tarangire', activities: 'Game drive', lodging: 'Treetops', meals: '' },
      ],
      pricePerPerson: '2450.50',
      totalPrice: '4901',
      included: ['Park fees', '  '],
      validUntil: '2027-06-30',
    };
    const body = proposalFormSchema.parse(values);
    expect(body).toEqual(toBody(values));
    expect(body.title).toBe('Northern circuit');
    expect(body.itinerary).toEqual([
      { day: 1, place: 'Arusha', activities: 'Arrival', lodging: null, meals: 'Dinner' },
      { day: 2, place: 'Tarangire', activities: 'Game drive', lodging: 'Treetops', meals: null },
    ]);
    expect(body.price_per_person_cents).toBe(245_050);
    expect(body.total_price_cents).toBe(490_100);
    expect(body.included).toEqual(['Park fees']);
    expect(updateProposalBody.safeParse(body).success).toBe(true);
  });

  it('names the field of every problem, days included', () => {
    const result = proposalFormSchema.safeParse({
      ...blankForm(),
      itinerary: [{ place: 'Arusha', activities: '', lodging: '', meals: '' }, { place: ' ', activities: '', lodging: 'Camp\u0007', meals: '' }],
      pricePerPerson: '12.345',
    });
    expect(result.success).toBe(false);
    // The shape react-hook-form's resolver builds from the issues.
    const errors: Record<string, unknown> = {};
    for (const issue of result.error!.issues) {
      let node = errors;
      issue.path.forEach((key, i) => {
        const k = String(key);
        if (i === issue.path.length - 1) node[k] = { message: issue.message };
        else node = (node[k] ??= {}) as Record<string, unknown>;
      });
    }
    expect(formMessages(errors)).toEqual([
      'Title: give the proposal a title',
      'Day 2 lodging: must not contain control characters',
      'Day 2: say where the day is spent (place)',
      'Price per person: enter an amount in US dollars, like 2450 or 2450.50',
    ]);
  });

  it('reads a stored proposal back into the same form values', () => {
    const values = fromContent({
      title: 'Crater',
      summary: null,
      itinerary: [{ day: 1, place: 'Ngorongoro', activities: 'Crater floor', lodging: null, meals: null }],
      price_per_person_cents: 198_005,
      total_price_cents: null,
      included: ['Guide'],
      excluded: [],
      valid_until: null,
      experience_ids: [3],
    });
    expect(values.pricePerPerson).toBe('1980.05');
    expect(values.totalPrice).toBe('');
    expect(toBody(values).price_per_person_cents).toBe(198_005);
    expect(values.included).toEqual(['Guide']);
  });
});
