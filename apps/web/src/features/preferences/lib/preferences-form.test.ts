import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@safari/contract';
import { ApiRequestError } from '@/lib/api-client';
import { formValuesFrom, preferenceChanges, saveErrorMessage, validatePreferences } from './preferences-form';

const valid = { ...formValuesFrom(null), number_of_travelers: '2', preferred_trip_type: 'Adventure' };

describe('validatePreferences (spec order)', () => {
  it('asks for sign-in first, then travellers, then the trip type', () => {
    expect(validatePreferences(null, { ...valid, number_of_travelers: '' })?.message).toBe(MESSAGES.prefsSignIn);
    expect(validatePreferences('u', { ...valid, number_of_travelers: '', preferred_trip_type: '' })?.message).toBe(MESSAGES.prefsTravelers);
    expect(validatePreferences('u', { ...valid, number_of_travelers: '0' })?.message).toBe(MESSAGES.prefsTravelers);
    expect(validatePreferences('u', { ...valid, preferred_trip_type: '' })?.message).toBe(MESSAGES.prefsTripType);
    expect(validatePreferences('u', valid)).toBeNull();
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
