import {
  KNOWN_TRIP_TYPES,
  MESSAGES,
  MONTHS,
  PREFERENCE_FIELD_MESSAGES,
  PREFERENCE_TRIP_TYPES,
  preferenceFieldOf,
  splitTripTypes,
  travelerPreferencesInput,
  type PreferenceFormField,
  type TravelerPreferences,
  type TravelerPreferencesInput,
} from '@safari/contract';
import { ApiRequestError } from '@/lib/api-client';

/** Form values as typed (strings), so bad input is kept and shown back instead of being lost. */
export interface PreferencesFormValues {
  /** Each chosen trip type by its own name (the wizard's and this form's lists differ, spec §3). */
  preferred_trip_type: string[];
  ideal_budget: string;
  number_of_travelers: string;
  number_of_adults: string;
  number_of_children: string;
  preferred_departure_airport: string;
  travel_month: string;
  travel_year: string;
  length_of_stay: string;
  whatsapp_contact: string;
  instagram_username: string;
  preferred_destinations: string[];
}


const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function formValuesFrom(p: TravelerPreferences | null | undefined): PreferencesFormValues {
  return {
    preferred_trip_type: splitTripTypes(p?.preferred_trip_type),
    ideal_budget: text(p?.ideal_budget),
    number_of_travelers: text(p?.number_of_travelers ?? (p ? p.number_of_adults + p.number_of_children : 1)),
    number_of_adults: text(p?.number_of_adults ?? 1),
    number_of_children: text(p?.number_of_children ?? 0),
    preferred_departure_airport: text(p?.preferred_departure_airport),
    travel_month: text(p?.travel_month),
    travel_year: text(p?.travel_year),
    length_of_stay: text(p?.length_of_stay),
    whatsapp_contact: text(p?.whatsapp_contact),
    instagram_username: text(p?.instagram_username),
    preferred_destinations: p?.preferred_destinations ?? [],
  };
}

/**
 * The trip types offered: the form's own list (spec §3) and every one the traveller chose in the wizard, each by its
 * contract name. Nothing chosen is dropped when another is picked, and no combined label is made up (issue 15).
 */
export function tripTypeOptions(chosen: readonly string[]): string[] {
  const extra = chosen.filter((name) => KNOWN_TRIP_TYPES.includes(name) && !(PREFERENCE_TRIP_TYPES as readonly string[]).includes(name));
  return [...PREFERENCE_TRIP_TYPES, ...new Set(extra)];
}

/**
 * A last check with the server's own schema after the form's (e.g. a control character in a text field), so what the
 * server would refuse is named at its field; null when the server will accept the values.
 */
export function boundsProblem(values: PreferencesFormValues): { field: PreferenceFormField; message: string } | null {
  const result = travelerPreferencesInput.safeParse(preferenceChanges(values));
  if (result.success) return null;
  const field = preferenceFieldOf(result.error.issues[0]!.path.join('.')) ?? 'preferred_trip_type';
  return { field, message: PREFERENCE_FIELD_MESSAGES[field] };
}

/** The fields a server 400 names (`errors: ['preferences.ideal_budget: …']`), each with the form's own message. */
export function serverFieldProblems(err: unknown): Array<{ field: PreferenceFormField; message: string }> {
  if (!(err instanceof ApiRequestError) || err.status !== 400) return [];
  const named = (err.errors ?? [err.message]).map(preferenceFieldOf).filter((f): f is PreferenceFormField => !!f);
  return [...new Set(named)].map((field) => ({ field, message: PREFERENCE_FIELD_MESSAGES[field] }));
}

const optionalNumber = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) ? null : Number(v));
const optionalText = (v: string) => (v.trim() === '' ? null : v.trim());

export function preferenceChanges(values: PreferencesFormValues): TravelerPreferencesInput {
  const month = MONTHS.find((m) => m === values.travel_month) ?? null;
  const year = optionalNumber(values.travel_year);
  return {
    preferred_trip_type: values.preferred_trip_type.join(','),
    ideal_budget: optionalNumber(values.ideal_budget),
    number_of_travelers: Math.round(Number(values.number_of_travelers)),
    number_of_adults: Math.max(1, Math.round(optionalNumber(values.number_of_adults) ?? 1)),
    number_of_children: Math.max(0, Math.round(optionalNumber(values.number_of_children) ?? 0)),
    preferred_departure_airport: optionalText(values.preferred_departure_airport),
    travel_month: month,
    travel_year: year,
    travel_window: month && year ? `${month} ${year}` : null,
    length_of_stay: optionalNumber(values.length_of_stay),
    whatsapp_contact: optionalText(values.whatsapp_contact),
    instagram_username: optionalText(values.instagram_username),
    preferred_destinations: values.preferred_destinations,
  };
}

/** Save failures by status (traveller-side.md §8 "Preferences"); internals are never shown. */
export function saveErrorMessage(err: unknown): string {
  if (err instanceof ApiRequestError) {
    if (err.status === 404) return MESSAGES.prefsUserNotFound;
    if (err.status === 403) return MESSAGES.prefsForbidden;
    if (err.status === 0) return MESSAGES.prefsNoConnection;
    return MESSAGES.prefsServerError(err.status);
  }
  return MESSAGES.prefsUnexpected;
}
