/**
 * Picks the agents an enquiry without a target goes to: by the places and countries the traveller chose
 * and by the trip types they like, compared with what each agent serves and offers.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { COUNTRY_NAMES, parseTripTypeWishes, type TripTypeWish } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import { agentDestinations, agents, destinations, experiences } from '../../db/schema.js';
import { isPubliclyVisible } from '../experiences/filters.js';

export const MAX_MATCHED_AGENTS = 3;


export interface AgentProfile {
  id: number;
  agencyName: string;
  contactEmail: string;
  isFeatured: boolean;
  /** Lower-cased countries the agent works in (own country, destinations', experiences'). */
  countries: Set<string>;
  /** Lower-cased place names (destinations and experience places). */
  places: Set<string>;
  /** Lower-cased specializations and experience types. */
  types: string[];
}

export interface AgentMatch {
  agent: AgentProfile;
  reason: string;
}

const lower = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

async function loadAgentProfiles(db: DbOrTx): Promise<AgentProfile[]> {
  // Sequential on purpose: this runs inside the enquiry transaction, whose single connection can't run queries concurrently.
  const agentRows = await db
      .select({
        id: agents.id, agencyName: agents.agencyName, contactEmail: agents.contactEmail, country: agents.country,
        specializations: agents.specializations, isFeatured: agents.isFeatured,
      })
      .from(agents)
      .where(eq(agents.isPublished, true));
  const destinationRows = await db
      .select({ agentId: agentDestinations.agentId, name: destinations.name, country: destinations.country })
      .from(agentDestinations)
      .innerJoin(destinations, eq(destinations.id, agentDestinations.destinationId));
  const experienceRows = await db
      .select({
        agentId: experiences.agentId, type: experiences.experienceType, country: experiences.country,
        destinationName: experiences.destinationName, destinations: experiences.destinations,
      })
      .from(experiences)
      .where(and(isPubliclyVisible, isNotNull(experiences.agentId)));
  const byId = new Map<number, AgentProfile>();
  for (const a of agentRows) {
    byId.set(a.id, {
      id: a.id,
      agencyName: a.agencyName,
      contactEmail: a.contactEmail,
      isFeatured: a.isFeatured,
      countries: new Set([lower(a.country)].filter(Boolean)),
      places: new Set(),
      types: a.specializations.map(lower).filter(Boolean),
    });
  }
  for (const d of destinationRows) {
    const p = byId.get(d.agentId);
    if (!p) continue;
    if (d.country) p.countries.add(lower(d.country));
    p.places.add(lower(d.name));
  }
  for (const e of experienceRows) {
    const p = byId.get(e.agentId!);
    if (!p) continue;
    if (e.country) p.countries.add(lower(e.country));
    for (const place of [e.destinationName, ...e.destinations]) if (place) p.places.add(lower(place));
    if (e.type) p.types.push(lower(e.type));
  }
  return [...byId.values()];
}

/** "Zanzibar" also counts for agents working in Tanzania, through the destinations table. */
async function loadPlaceCountries(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db.select({ name: destinations.name, country: destinations.country }).from(destinations);
  return new Map(rows.filter((r) => r.country).map((r) => [lower(r.name), lower(r.country)]));
}

const samePlace = (a: string, b: string) => a === b || (a.length >= 4 && b.length >= 4 && (a.includes(b) || b.includes(a)));

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

interface Scored {
  agent: AgentProfile;
  places: string[];
  tripTypes: string[];
  score: number;
}

function scoreAgent(agent: AgentProfile, wantedPlaces: string[], placeCountries: Map<string, string>, tripTypes: TripTypeWish[]): Scored {
  const places: string[] = [];
  let score = 0;
  for (const wanted of wantedPlaces) {
    const w = lower(wanted);
    if (agent.countries.has(w)) {
      places.push(wanted);
      score += 2;
    } else if ([...agent.places].some((p) => samePlace(p, w))) {
      places.push(wanted);
      score += 3;
    } else if (placeCountries.has(w) && agent.countries.has(placeCountries.get(w)!)) {
      places.push(wanted);
      score += 1;
    }
  }
  const hitTypes = tripTypes.filter((t) => agent.types.some((type) => t.keywords.some((k) => type.includes(k)))).map((t) => t.name);
  score += hitTypes.length * 2;
  return { agent, places, tripTypes: hitTypes, score };
}

const byRank = (a: Scored, b: Scored) =>
  b.score - a.score || Number(b.agent.isFeatured) - Number(a.agent.isFeatured) || a.agent.id - b.agent.id;

function reasonFor(s: Scored): string {
  const parts: string[] = [];
  if (s.places.length) parts.push(`Local expert for ${joinNames(s.places)}`);
  if (s.tripTypes.length) parts.push(`${parts.length ? 'specialises' : 'Specialises'} in ${joinNames(s.tripTypes)}`);
  return parts.join('; ');
}

/**
 * Best matches first: agents serving the chosen places that also offer the chosen trip types; if none,
 * agents serving the chosen places (featured first); if none, featured agents anywhere.
 */
export async function findMatchingAgents(
  db: DbOrTx,
  wanted: { destinations: string[]; tripType: string | null },
  limit = MAX_MATCHED_AGENTS,
): Promise<AgentMatch[]> {
  const profiles = await loadAgentProfiles(db);
  const placeCountries = await loadPlaceCountries(db);
  const tripTypes = parseTripTypeWishes(wanted.tripType);
  const scored = profiles.map((p) => scoreAgent(p, wanted.destinations, placeCountries, tripTypes));
  const servesPlace = (s: Scored) => wanted.destinations.length === 0 || s.places.length > 0;
  const offersType = (s: Scored) => tripTypes.length === 0 || s.tripTypes.length > 0;

  const anyWish = wanted.destinations.length > 0 || tripTypes.length > 0;
  const best = anyWish ? scored.filter((s) => servesPlace(s) && offersType(s)) : [];
  if (best.length) return best.sort(byRank).slice(0, limit).map((s) => ({ agent: s.agent, reason: reasonFor(s) }));

  const inPlaces = wanted.destinations.length ? scored.filter((s) => s.places.length > 0) : [];
  if (inPlaces.length) return inPlaces.sort(byRank).slice(0, limit).map((s) => ({ agent: s.agent, reason: reasonFor(s) }));

  const chosenCountries = wanted.destinations.filter((d) => COUNTRY_NAMES.some((c) => lower(c) === lower(d)));
  return scored
    .filter((s) => s.agent.isFeatured)
    .sort((a, b) => a.agent.id - b.agent.id)
    .slice(0, limit)
    .map((s) => ({
      agent: s.agent,
      reason: chosenCountries.length
        ? `Featured local expert (no agent serves ${joinNames(chosenCountries)} yet)`
        : 'Featured local expert',
    }));
}
