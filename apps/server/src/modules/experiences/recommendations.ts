import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { formatUsd, parseTripTypeWishes, type RecommendationsResponse } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { cardColumns, loadExperienceCards, type CardRow } from './cards.js';
import { escapeLike } from '../../lib/search-text.js';
import { isPubliclyVisible, matchesDestination, resolveCountry } from './filters.js';

const SCORE = { destination: 3, tripType: 2, budget: 1 } as const;
const MIN_RESULTS = 6;
const CANDIDATE_CAP = 2000;

/**
 * Experiences for a traveller's results page, ranked by how well they fit the stated wishes: destination (3),
 * each matching trip type (2), price within the budget (1). Only experiences matching a destination or trip type
 * are candidates; unrelated ones pad the list only when fewer than MIN_RESULTS match.
 */
export async function recommendExperiences(db: DbOrTx, travelerId: string, limit: number): Promise<RecommendationsResponse> {
  const [traveler] = await db
    .select({
      firstName: s.travelers.firstName,
      preferredTripType: s.travelerPreferences.preferredTripType,
      idealBudget: s.travelerPreferences.idealBudget,
      preferredDestinations: s.travelerPreferences.preferredDestinations,
      selectedExperiences: s.travelerPreferences.selectedExperiences,
    })
    .from(s.travelers)
    .leftJoin(s.travelerPreferences, eq(s.travelerPreferences.travelerId, s.travelers.id))
    .where(eq(s.travelers.id, travelerId));
  if (!traveler) throw notFound('Traveler');

  const destinations = [...new Set((traveler.preferredDestinations ?? []).map((d) => resolveCountry(d) ?? d.trim()).filter(Boolean))];
  const budget = traveler.idealBudget && traveler.idealBudget > 0 ? traveler.idealBudget : null;
  const selected = new Set(traveler.selectedExperiences ?? []);
  const typeKeywords = parseTripTypeWishes(traveler.preferredTripType);
  const tripTypes = typeKeywords.map((t) => t.name);

  const wishes: SQL[] = [
    ...destinations.map((d) => matchesDestination(d)),
    ...typeKeywords.flatMap((t) => t.keywords.map((k) => sql`lower(${s.experiences.experienceType}) like ${`%${escapeLike(k)}%`}`)),
  ];
  const base = s.experiences;
  const candidates: CardRow[] = wishes.length
    ? await db
        .select(cardColumns)
        .from(base)
        .leftJoin(s.agents, eq(s.agents.id, base.agentId))
        .where(and(isPubliclyVisible, or(...wishes)))
        .orderBy(asc(base.id))
        .limit(CANDIDATE_CAP)
    : [];

  const scored = candidates
    .map((row) => scoreRow(row, { destinations, typeKeywords, budget, selected }))
    .filter((r) => r.score >= SCORE.tripType)
    .sort((a, b) => b.score - a.score || a.row.id - b.row.id)
    .slice(0, limit);

  if (scored.length < Math.min(MIN_RESULTS, limit)) {
    const taken = new Set(scored.map((r) => r.row.id));
    const padding = await db
      .select(cardColumns)
      .from(base)
      .leftJoin(s.agents, eq(s.agents.id, base.agentId))
      .where(and(isPubliclyVisible, budget !== null ? sql`coalesce(${base.priceCents}, 0) <= ${budget * 100}` : undefined))
      .orderBy(asc(base.id))
      .limit(MIN_RESULTS + taken.size);
    for (const row of padding) {
      if (scored.length >= Math.min(MIN_RESULTS, limit)) break;
      if (taken.has(row.id)) continue;
      const withinBudget = budget !== null && row.priceCents !== null;
      scored.push({ row, score: 0, reasons: [withinBudget ? `Within your budget of ${formatUsd(budget)}` : 'A popular experience with our travellers'] });
    }
  }

  const cards = await loadExperienceCards(db, scored.map((r) => r.row));
  return {
    experiences: cards.map((card, i) => ({ ...card, score: scored[i]!.score, reasons: scored[i]!.reasons })),
    basis: { first_name: traveler.firstName, destinations, trip_types: tripTypes, budget },
  };
}

interface Wishes {
  destinations: string[];
  typeKeywords: Array<{ name: string; keywords: string[] }>;
  budget: number | null;
  selected: Set<number>;
}

function scoreRow(row: CardRow, wishes: Wishes) {
  const reasons: string[] = [];
  let score = 0;
  const places = [row.country, row.destinationName, row.location, ...row.destinations].filter(Boolean).map((p) => p!.toLowerCase());
  const destination = wishes.destinations.find((d) => places.some((p) => p === d.toLowerCase() || p.includes(d.toLowerCase())));
  if (destination) {
    score += SCORE.destination;
    reasons.push(`In ${destination}, one of your destinations`);
  }
  const type = (row.experienceType ?? '').toLowerCase();
  const matchedTypes = wishes.typeKeywords.filter((t) => t.keywords.some((k) => type.includes(k))).map((t) => t.name);
  if (matchedTypes.length) {
    score += SCORE.tripType * matchedTypes.length;
    reasons.push(`Matches your interest in ${joinNames(matchedTypes)}`);
  }
  if (wishes.budget !== null && row.priceCents !== null && row.priceCents <= wishes.budget * 100) {
    score += SCORE.budget;
    reasons.push(`Within your budget of ${formatUsd(wishes.budget)}`);
  }
  if (wishes.selected.has(row.id)) reasons.push('Already in your trip plan');
  return { row, score, reasons };
}

function joinNames(names: string[]) {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
