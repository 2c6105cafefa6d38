import { COUNTRY_NAMES, EMPTY_TRIP_SLOTS, tripSlotsSchema, type AiTripType, type TripSlots } from '@safari/contract';
import { findBudget, findBudgetBasisOnly } from './budget.js';
import { findPlaces } from './gazetteer.js';
import type { GazetteerCountry } from './gazetteer-data.js';
import { findParty } from './party.js';
import { normalizeText } from './shared.js';
import { findTripTypes } from './trip-types.js';
import { findWhen } from './when.js';

export interface ExtractOptions {
  /** The date the message is read on; relative dates ("next July") are resolved against it. */
  today: Date;
  /** What was understood from earlier messages of the same conversation; the new message corrects it. */
  previous?: TripSlots | null;
}

const MAX_INPUT = 4000;

/** Words that say the new destination replaces the old one rather than joining it. */
const REPLACING = /\b(?:instead|rather|change of plans?|changed our minds?|switch(?:ing)?|swap(?:ping)?|not .{1,30} anymore|no longer)\b/;

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/**
 * The offline engine: reads one message (with what earlier messages said) and returns the trip slots. The message
 * is data only: it can state facts about the trip, never change how it is read.
 */
export function extractTripSlots(message: string, options: ExtractOptions): TripSlots {
  const previous = options.previous ?? null;
  const correcting = previous !== null;
  const text = normalizeText(message.slice(0, MAX_INPUT));

  const { places: placeMentions, countries: countryMentions } = findPlaces(text);
  const placesSaid = placeMentions.filter((m) => !m.negated).map((m) => m.value);
  const placesRuledOut = new Set(placeMentions.filter((m) => m.negated).map((m) => m.value.name));
  const countriesSaid: GazetteerCountry[] = [
    ...countryMentions.filter((m) => !m.negated).map((m) => m.value),
    ...placesSaid.flatMap((p) => (p.country ? [p.country] : [])),
  ];
  const countriesRuledOut = new Set<string>(countryMentions.filter((m) => m.negated).map((m) => m.value));
  for (const p of placeMentions.filter((m) => m.negated)) {
    if (p.value.country && !countriesSaid.includes(p.value.country)) countriesRuledOut.add(p.value.country);
  }

  const typeMentions = findTripTypes(text);
  const typesRuledOut = new Set<AiTripType>(typeMentions.filter((m) => m.negated).map((m) => m.value));
  const typesSaid = [
    ...typeMentions.filter((m) => !m.negated).map((m) => m.value),
    ...(placesSaid.some((p) => p.kind === 'park') && !typesRuledOut.has('Nature & Wildlife') ? (['Nature & Wildlife'] as const) : []),
  ].filter((t) => !typesRuledOut.has(t) || typeMentions.some((m) => m.value === t && !m.negated));

  const when = findWhen(text, options.today);
  const budget = findBudget(text, { correcting });
  const party = findParty(text, { correcting });

  const base = previous ?? EMPTY_TRIP_SLOTS;
  const replacing = correcting && REPLACING.test(text) && countriesSaid.length > 0;
  let countries: string[] = replacing ? [] : base.countries.filter((c) => !countriesRuledOut.has(c));
  let places = replacing ? [] : base.places.filter((p) => !placesRuledOut.has(p));
  countries = unique<string>([...countries, ...countriesSaid]).filter((c) => (COUNTRY_NAMES as readonly string[]).includes(c));
  places = unique([...places, ...placesSaid.map((p) => p.name)]);

  const tripTypes = unique([...base.tripTypes.filter((t) => !typesRuledOut.has(t)), ...typesSaid]);

  let nextBudget = base.budget;
  if (budget) {
    nextBudget = {
      amount: budget.amount,
      currency: budget.currency ?? (correcting ? (base.budget?.currency ?? null) : null),
      per: budget.per ?? (correcting && base.budget && budget.currency === null ? base.budget.per : null),
    };
  } else if (correcting && base.budget) {
    const per = findBudgetBasisOnly(text);
    if (per) nextBudget = { ...base.budget, per };
  }

  let adults = party.adults ?? base.adults;
  let children = party.children ?? base.children;
  if (party.deltaAdults) adults = Math.max(1, (base.adults ?? 1) + party.deltaAdults);
  if (party.deltaChildren) children = Math.max(0, (base.children ?? 0) + party.deltaChildren);

  const monthChanged = when.month !== null;
  const slots: TripSlots = {
    countries: countries as TripSlots['countries'],
    places,
    tripTypes,
    budget: nextBudget,
    adults,
    children,
    travelMonth: monthChanged ? when.month : base.travelMonth,
    travelMonthEnd: monthChanged ? when.monthEnd : base.travelMonthEnd,
    travelYear: when.year ?? (monthChanged ? null : base.travelYear),
    lengthDays: when.lengthDays ?? base.lengthDays,
  };
  return tripSlotsSchema.parse(slots);
}
