import { LENGTH_OF_STAY_OPTIONS, travelerPreferencesInput, type AiCurrency, type TravelerPreferencesInput, type TripSlots } from '@safari/contract';

/**
 * Rough US-dollar value of one unit of each currency, fixed so the mapping is deterministic and offline. It only
 * turns a traveller's figure into the preferences' budget number (USD per person, traveller-side.md §9) for
 * matching; nothing is priced or quoted from it.
 */
const USD_PER_UNIT: Record<AiCurrency, number> = {
  USD: 1, EUR: 1.08, GBP: 1.27, KES: 0.0077, TZS: 0.00038, UGX: 0.00027, RWF: 0.00072, MGA: 0.00022,
  CHF: 1.12, CAD: 0.73, AUD: 0.65, ZAR: 0.054,
};

function weeksOf(days: number): number {
  const longest = LENGTH_OF_STAY_OPTIONS[LENGTH_OF_STAY_OPTIONS.length - 1]!.value;
  if (days > 28) return longest;
  return Math.min(4, Math.max(1, Math.round(days / 7)));
}

/**
 * The understood slots as traveller preferences (the same fields the wizard fills), so a traveller created from
 * the chat enters the same lead and matching flow. Only fields the traveller spoke about are set.
 */
export function slotsToPreferences(slots: TripSlots): TravelerPreferencesInput {
  const prefs: TravelerPreferencesInput = {};
  if (slots.tripTypes.length) prefs.preferred_trip_type = slots.tripTypes.join(', ');
  if (slots.countries.length) prefs.preferred_destinations = [...slots.countries];
  if (slots.adults !== null) prefs.number_of_adults = slots.adults;
  if (slots.children !== null) prefs.number_of_children = slots.children;
  if (slots.adults !== null) prefs.number_of_travelers = slots.adults + (slots.children ?? 0);
  if (slots.budget) {
    const usd = slots.budget.amount * (slots.budget.currency ? USD_PER_UNIT[slots.budget.currency] : 1);
    const people = slots.budget.per === 'total' ? (prefs.number_of_travelers ?? 1) : 1;
    prefs.ideal_budget = Math.min(1_000_000, Math.round(usd / people));
  }
  if (slots.travelMonth) prefs.travel_month = slots.travelMonth;
  if (slots.travelYear !== null) prefs.travel_year = slots.travelYear;
  if (slots.travelMonth && slots.travelYear !== null) prefs.travel_window = `${slots.travelMonth} ${slots.travelYear}`;
  if (slots.lengthDays !== null) prefs.length_of_stay = weeksOf(slots.lengthDays);
  return travelerPreferencesInput.parse(prefs);
}
