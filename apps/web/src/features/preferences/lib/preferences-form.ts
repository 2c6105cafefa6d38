import { MESSAGES, MONTHS, travelerPreferencesInput, type TravelerPreferences, type TravelerPreferencesInput } from '@safari/contract';
import { ApiRequestError } from '@/lib/api-client';

/** Form values as typed (strings), so bad input is kept and shown back instead of being lost. */
export interface PreferencesFormValues {
  preferred_trip_type: string;
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

export type PreferencesField = keyof PreferencesFormValues | 'userId';

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function formValuesFrom(p: TravelerPreferences | null | undefined): PreferencesFormValues {
  return {
    preferred_trip_type: text(p?.preferred_trip_type),
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

const LABELS: Record<keyof PreferencesFormValues, string> = {
  preferred_trip_type: 'Trip type',
  ideal_budget: 'Ideal budget (USD per person)',
  number_of_travelers: 'Number of travelers',
  number_of_adults: 'Adults (18+)',
  number_of_children: 'Children (0-17)',
  preferred_departure_airport: 'Departure airport',
  travel_month: 'Travel month',
  travel_year: 'Travel year',
  length_of_stay: 'Length of stay',
  whatsapp_contact: 'WhatsApp',
  instagram_username: 'Instagram',
  preferred_destinations: 'Destinations',
};

/**
 * After the spec's checks (`preferencesFormChecks`): what the server would refuse, as a message naming the field,
 * so a typo never ends in a bare "Server error (400)" and the typed values stay as they are.
 */
export function boundsProblem(values: PreferencesFormValues): { field: keyof PreferencesFormValues; message: string } | null {
  const result = travelerPreferencesInput.safeParse(preferenceChanges(values));
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const key = String(issue.path[0]);
  const field = (key === 'travel_window' ? 'travel_month' : key in LABELS ? key : 'preferred_trip_type') as keyof PreferencesFormValues;
  return { field, message: `${LABELS[field]}: ${issue.message}` };
}

const optionalNumber = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) ? null : Number(v));
const optionalText = (v: string) => (v.trim() === '' ? null : v.trim());

export function preferenceChanges(values: PreferencesFormValues): TravelerPreferencesInput {
  const month = MONTHS.find((m) => m === values.travel_month) ?? null;
  const year = optionalNumber(values.travel_year);
  return {
    preferred_trip_type: values.preferred_trip_type,
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
