import { describe, expect, it } from 'vitest';
import { MESSAGES, PREFERENCE_FIELD_MESSAGES, preferencesFormChecks, travelerPreferencesSchema } from '@safari/contract';
import { ApiRequestError } from '@/lib/api-client';
import { boundsProblem, formValuesFrom, preferenceChanges, saveErrorMessage, serverFieldProblems, tripTypeOptions, type PreferencesFormValues } from './preferences-form';

const valid: PreferencesFormValues = { ...formValuesFrom(null), number_of_travelers: '2', preferred_trip_type: ['Adventure'] };

const problems = (values: PreferencesFormValues) => {
  const result = preferencesFormChecks.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('preferencesFormChecks (one message per field)', () => {
  it("keeps the spec's words for travellers and trip type", () => {
    expect(problems({ ...valid, number_of_travelers: '', preferred_trip_type: [] })).toEqual({
      number_of_travelers: MESSAGES.prefsTravelers,
      preferred_trip_type: MESSAGES.prefsTripType,
    });
    expect(problems({ ...valid, number_of_travelers: '0' })).toEqual({ number_of_travelers: MESSAGES.prefsTravelers });
    expect(problems(valid)).toEqual({});
  });
  it('refuses a negative budget, with a message naming the budget', () => {
    expect(problems({ ...valid, ideal_budget: '-50' })).toEqual({ ideal_budget: 'Enter a budget per person in US dollars, from $0 to $1,000,000.' });
    expect(problems({ ...valid, ideal_budget: '' })).toEqual({});
    expect(problems({ ...valid, ideal_budget: '250000' })).toEqual({});
  });
  it('bounds the party and the text fields as the server does', () => {
    expect(problems({ ...valid, number_of_adults: '0', number_of_children: '-1', whatsapp_contact: '1'.repeat(41) })).toEqual({
      number_of_adults: PREFERENCE_FIELD_MESSAGES.number_of_adults,
      number_of_children: PREFERENCE_FIELD_MESSAGES.number_of_children,
      whatsapp_contact: PREFERENCE_FIELD_MESSAGES.whatsapp_contact,
    });
    expect(problems({ ...valid, number_of_travelers: '2.5' })).toEqual({ number_of_travelers: MESSAGES.prefsTravelers });
  });
});

describe('trip types', () => {
  it("offers the form's list plus every wizard choice by its own name, never a combined label", () => {
    const stored = travelerPreferencesSchema.shape.preferred_trip_type.parse('Nature & Wildlife,Gorilla Tours');
    const values = formValuesFrom({ preferred_trip_type: stored } as never);
    expect(values.preferred_trip_type).toEqual(['Nature & Wildlife', 'Gorilla Tours']);
    const options = tripTypeOptions(values.preferred_trip_type);
    expect(options).toEqual(['Adventure', 'Nature & Wildlife', 'Cultural & Heritage', 'Food & Culinary', 'Beach & Relaxation', 'City Break', 'Gorilla Tours']);
    expect(options.some((o) => o.includes(','))).toBe(false);
  });
  it('saves every ticked type, the wizard choice kept', () => {
    expect(preferenceChanges({ ...valid, preferred_trip_type: ['Gorilla Tours', 'Adventure'] }).preferred_trip_type).toBe('Gorilla Tours,Adventure');
  });
});

describe('boundsProblem and server 400s', () => {
  it('names the field the server would refuse', () => {
    expect(boundsProblem(valid)).toBeNull();
    expect(boundsProblem({ ...valid, preferred_departure_airport: 'Frank\u0000furt' })).toEqual({
      field: 'preferred_departure_airport',
      message: PREFERENCE_FIELD_MESSAGES.preferred_departure_airport,
    });
  });
  it("maps a 400's errors to the fields with the form's own words", () => {
    const err = new ApiRequestError(400, 'Invalid request', { error: 'Invalid request', code: 'VALIDATION_ERROR', errors: ['preferences.ideal_budget: Too small: expected number to be >=0'] });
    expect(serverFieldProblems(err)).toEqual([{ field: 'ideal_budget', message: PREFERENCE_FIELD_MESSAGES.ideal_budget }]);
    expect(serverFieldProblems(new ApiRequestError(400, 'Invalid request', { errors: ['something.else: x'] }))).toEqual([]);
    expect(serverFieldProblems(new ApiRequestError(500, 'x'))).toEqual([]);
  });
});

describe('saveErrorMessage', () => {
  it('maps statuses to the spec texts', () => {
    expect(saveErrorMessage(new ApiRequestError(404, 'x'))).toBe(MESSAGES.prefsUserNotFound);
    expect(saveErrorMessage(new ApiRequestError(403, 'x'))).toBe(MESSAGES.prefsForbidden);
    expect(saveErrorMessage(new ApiRequestError(500, 'x'))).toBe('Server error (500). Please try again later.');
    expect(saveErrorMessage(new ApiRequestError(0, 'Network error'))).toBe(MESSAGES.prefsNoConnection);
    expect(saveErrorMessage(new Error('boom'))).toBe(MESSAGES.prefsUnexpected);
  });
});
