import { describe, expect, it } from 'vitest';
import { MESSAGES, preferencesFormChecks } from '@safari/contract';
import { ApiRequestError } from '@/lib/api-client';
import { boundsProblem, formValuesFrom, preferenceChanges, saveErrorMessage, type PreferencesFormValues } from './preferences-form';

const valid = { ...formValuesFrom(null), number_of_travelers: '2', preferred_trip_type: 'Adventure' };

const firstProblem = (values: PreferencesFormValues) => {
  const result = preferencesFormChecks.safeParse(values);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('preferencesFormChecks (spec order)', () => {
  it('asks for travellers first, then the trip type', () => {
    expect(firstProblem({ ...valid, number_of_travelers: '', preferred_trip_type: '' })).toBe(MESSAGES.prefsTravelers);
    expect(firstProblem({ ...valid, number_of_travelers: '0' })).toBe(MESSAGES.prefsTravelers);
    expect(firstProblem({ ...valid, preferred_trip_type: '' })).toBe(MESSAGES.prefsTripType);
    expect(firstProblem(valid)).toBeNull();
  });
  it('keeps every other field as typed', () => {
    const result = preferencesFormChecks.safeParse({ ...valid, ideal_budget: '12.5', preferred_destinations: ['Serengeti'] });
    expect(result.success && result.data).toMatchObject({ ideal_budget: '12.5', preferred_destinations: ['Serengeti'] });
  });
});

describe('boundsProblem', () => {
  it("names the field the server would refuse", () => {
    expect(boundsProblem(valid)).toBeNull();
    expect(boundsProblem({ ...valid, number_of_travelers: '500' })).toMatchObject({ field: 'number_of_travelers', message: expect.stringMatching(/^Number of travelers: /) });
    expect(boundsProblem({ ...valid, ideal_budget: '5000000' })).toMatchObject({ field: 'ideal_budget', message: expect.stringMatching(/^Ideal budget \(USD per person\): /) });
  });
  it('does not bound the budget', () => {
    expect(preferenceChanges({ ...valid, ideal_budget: '250000' }).ideal_budget).toBe(250000);
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
