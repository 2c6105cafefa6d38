import { describe, expect, it } from 'vitest';
import { MESSAGES, travelerEmailStep } from '@safari/contract';
import { availableMonths, availableYears, budgetLabel, buildTravelerUpdate, initialWizardData, monthAfterYearChange, validateTravelDate } from './wizard-data';

const now = new Date(2026, 4, 15); // 15 May 2026

describe('travel date rules (spec §5 step 7)', () => {
  it('offers the current year and the next two', () => {
    expect(availableYears(now)).toEqual([2026, 2027, 2028]);
  });
  it('lists only the current and later months for the current year', () => {
    expect(availableMonths(2026, now)[0]).toBe('May');
    expect(availableMonths(2026, now)).toHaveLength(8);
    expect(availableMonths(2027, now)).toHaveLength(12);
  });
  it('resets a month the new year no longer offers', () => {
    expect(monthAfterYearChange('January', 2026, now)).toBeNull();
    expect(monthAfterYearChange('June', 2026, now)).toBe('June');
  });
  it('requires a month and rejects past months of the current year', () => {
    expect(validateTravelDate(null, 2026, now)).toBe(MESSAGES.selectTravelMonth);
    expect(validateTravelDate('April', 2026, now)).toBe(MESSAGES.futureTravelDate);
    expect(validateTravelDate('May', 2026, now)).toBeNull();
    expect(validateTravelDate('January', 2027, now)).toBeNull();
  });
});

describe('e-mail step', () => {
  it('rejects empty, blank and malformed addresses with the spec text', () => {
    const problem = (email: string) => {
      const r = travelerEmailStep.safeParse({ email });
      return r.success ? null : r.error.issues[0]!.message;
    };
    for (const bad of ['', '   ', 'anna', 'anna@']) expect(problem(bad)).toBe(MESSAGES.invalidEmail);
    expect(problem(' anna@example.com ')).toBeNull();
  });
});

describe('buildTravelerUpdate', () => {
  it('joins trip types, derives totals and the travel window, and nulls empty contacts', () => {
    const data = { ...initialWizardData(now), first_name: ' Anna ', phone: '', trip_types: ['Adventure', 'Gorilla Tours'], destinations: ['Uganda'], adults: 2, children: 1, travel_month: 'August', travel_year: 2026, length_of_stay: 5 };
    const body = buildTravelerUpdate(data, { experienceId: 7, agentId: 3 }, null, now);
    expect(body.first_name).toBe('Anna');
    expect(body.phone).toBeNull();
    expect(body.preferences).toMatchObject({
      preferred_trip_type: 'Adventure,Gorilla Tours',
      ideal_budget: 2000,
      number_of_travelers: 3,
      travel_window: 'August 2026',
      length_of_stay: 5,
      whatsapp_contact: null,
      experience_id: 7,
      agent_id: 3,
      selected_experiences: [7],
    });
  });
  it('keeps earlier selected experiences and moves the current one to the end', () => {
    const existing = { selected_experiences: [7, 4], last_updated: 'x' } as never;
    const body = buildTravelerUpdate(initialWizardData(now), { experienceId: 7, agentId: null }, existing, now);
    expect(body.preferences?.selected_experiences).toEqual([4, 7]);
    expect(body.preferences).not.toHaveProperty('last_updated');
  });
});

describe('budget step', () => {
  it('shows the budget in US dollars without decimals, like every other page (issue 15)', () => {
    expect(budgetLabel(2000)).toBe('$2,000');
    expect(budgetLabel(10000)).toBe('$10,000');
  });
});
