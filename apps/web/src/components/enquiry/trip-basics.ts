import { MONTHS, type TravelerPreferences } from '@safari/contract';

/** The dates and party an enquiry carries; the rest of the traveller's wishes stay as stored. */
export interface TripBasics {
  travel_month: (typeof MONTHS)[number] | null;
  travel_year: number | null;
  length_of_stay: number | null;
  number_of_adults: number;
  number_of_children: number;
}

export const basicsOf = (p: TravelerPreferences): TripBasics => ({
  travel_month: (MONTHS as readonly string[]).includes(p.travel_month ?? '') ? (p.travel_month as TripBasics['travel_month']) : null,
  travel_year: p.travel_year,
  length_of_stay: p.length_of_stay,
  number_of_adults: p.number_of_adults,
  number_of_children: p.number_of_children,
});

/** The preference fields that follow from the basics (the total and the month-plus-year window, spec §3). */
export const preferencesFromBasics = (b: TripBasics) => ({
  ...b,
  number_of_travelers: b.number_of_adults + b.number_of_children,
  travel_window: b.travel_month && b.travel_year ? `${b.travel_month} ${b.travel_year}` : null,
});
