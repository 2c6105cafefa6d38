import { LIMITS, MESSAGES, MONTHS, formatUsd, type UpdateTravelerBody, type TravelerPreferences } from '@safari/contract';

/** Everything the wizard collects; each step merges its part on Continue (traveller-side.md §4). */
export interface WizardData {
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  whatsapp_contact: string | null;
  instagram_username: string | null;
  trip_types: string[];
  budget: number;
  destinations: string[];
  adults: number;
  children: number;
  travel_month: string | null;
  travel_year: number;
  length_of_stay: number;
}

export const initialWizardData = (now = new Date()): WizardData => ({
  email: '',
  first_name: '',
  last_name: '',
  phone: null,
  whatsapp_contact: null,
  instagram_username: null,
  trip_types: [],
  budget: LIMITS.budgetDefault,
  destinations: [],
  adults: 1,
  children: 0,
  travel_month: null,
  travel_year: now.getFullYear(),
  length_of_stay: 1,
});

export const STEP_TITLES = ['Email', 'Name', 'Contact', 'Trip type', 'Budget', 'Destinations', 'Travellers', 'Dates'] as const;

/** The current year and the next two (spec §5 step 7). */
export function availableYears(now = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: LIMITS.yearsOffered }, (_, i) => year + i);
}

/** For the current year only the current and later months; other years list all twelve. */
export function availableMonths(year: number, now = new Date()): string[] {
  return year === now.getFullYear() ? MONTHS.slice(now.getMonth()) : [...MONTHS];
}

/** The month stays if the newly chosen year still offers it; otherwise it is reset. */
export function monthAfterYearChange(month: string | null, year: number, now = new Date()): string | null {
  return month && availableMonths(year, now).includes(month) ? month : null;
}

export function validateTravelDate(month: string | null, year: number, now = new Date()): string | null {
  if (!month) return MESSAGES.selectTravelMonth;
  const index = MONTHS.indexOf(month as (typeof MONTHS)[number]);
  if (index < 0) return MESSAGES.selectTravelMonth;
  if (year < now.getFullYear() || (year === now.getFullYear() && index < now.getMonth())) return MESSAGES.futureTravelDate;
  return null;
}

/** Blank optional text becomes null (spec §5 step 2). */
export const emptyToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The slider's value in the one currency of the product: US dollars per person (issue 15; was EUR). */
export const budgetLabel = (value: number) => formatUsd(value) ?? '';

/**
 * The PUT body of the final step. Existing preferences (a returning traveller's selected experiences) are kept;
 * the experience being planned for joins the selection.
 */
export function buildTravelerUpdate(
  data: WizardData,
  target: { experienceId: number | null; agentId: number | null },
  existing: TravelerPreferences | null,
  now = new Date(),
): UpdateTravelerBody {
  const { last_updated: _lastUpdated, ...kept } = existing ?? ({} as Partial<TravelerPreferences>);
  const selected = (existing?.selected_experiences ?? []).filter((id) => id !== target.experienceId);
  if (target.experienceId) selected.push(target.experienceId);
  return {
    first_name: emptyToNull(data.first_name),
    last_name: emptyToNull(data.last_name),
    phone: emptyToNull(data.phone),
    preferences: {
      ...kept,
      preferred_trip_type: data.trip_types.join(','),
      ideal_budget: data.budget,
      preferred_destinations: data.destinations,
      number_of_adults: data.adults,
      number_of_children: data.children,
      number_of_travelers: data.adults + data.children,
      travel_month: data.travel_month as (typeof MONTHS)[number] | null,
      travel_year: data.travel_year,
      travel_window: data.travel_month ? `${data.travel_month} ${data.travel_year}` : null,
      length_of_stay: data.length_of_stay,
      whatsapp_contact: emptyToNull(data.whatsapp_contact),
      instagram_username: emptyToNull(data.instagram_username),
      selected_experiences: selected,
      ...(target.experienceId ? { experience_id: target.experienceId } : {}),
      ...(target.agentId ? { agent_id: target.agentId } : {}),
      ...(target.experienceId || target.agentId ? { last_enquiry_date: now.toISOString() } : {}),
    },
  };
}
