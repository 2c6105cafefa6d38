/**
 * Builds the whole catalogue in memory from a seed: pure and deterministic (no clock, no Math.random),
 * with explicit ids so children can reference parents without a round trip per row.
 */
import type * as s from '../schema.js';
import { createRng, pick, shuffle, type Rng } from '../../lib/demo-imagery/scenes/random.js';
import { groupBy } from '../../lib/group-by.js';
import { AGENCIES, type Agency } from './agencies.js';
import { BASE_TIME, buildAgent, type AgentImageRow, type AgentRow } from './agents.js';
import { buildExperience, priceStyle, renameExperience, type BuiltExperience, type ExperienceRow } from './experiences.js';
import { IDEAS, type Idea } from './ideas.js';
import { PLACES, type Country } from './places.js';

export const DEFAULT_SEED = 2026;
/** Ready-made tours in the demo catalogue: enough for /tours to page (9, then 18 per fetch) three times. */
export const DEMO_TOUR_COUNT = 45;

export interface Catalogue {
  destinations: Array<typeof s.destinations.$inferInsert>;
  agents: AgentRow[];
  agentDestinations: Array<{ agentId: number; placeName: string }>;
  agentImages: AgentImageRow[];
  experiences: ExperienceRow[];
  experienceImages: Array<typeof s.experienceImages.$inferInsert & { id: number; experienceId: number }>;
  activities: Array<typeof s.experienceActivities.$inferInsert & { id: number; experienceId: number }>;
  food: Array<typeof s.experienceFoodBeverages.$inferInsert & { id: number; experienceId: number }>;
  /** The agent that owns the demo sign-in account. */
  demoAgentId: number;
}

export interface CatalogueSize {
  agents: number;
  experiences: number;
}

interface Seller {
  agency: Agency;
  agentId: number;
  agencyName: string;
}

function newCatalogue(): Catalogue {
  return {
    destinations: PLACES.map((p) => ({ name: p.name, country: p.country, description: p.description, createdAt: new Date(BASE_TIME) })),
    agents: [],
    agentDestinations: [],
    agentImages: [],
    experiences: [],
    experienceImages: [],
    activities: [],
    food: [],
    demoAgentId: 1,
  };
}

function addAgents(cat: Catalogue, rng: Rng, count: number): Seller[] {
  const sellers: Seller[] = [];
  for (let i = 0; i < count; i++) {
    const agency = AGENCIES[i % AGENCIES.length]!;
    const built = buildAgent(rng, agency, i + 1, i % AGENCIES.length, Math.floor(i / AGENCIES.length));
    cat.agents.push(built.agent);
    for (const placeName of built.placeNames) cat.agentDestinations.push({ agentId: built.agent.id, placeName });
    for (const img of built.images) cat.agentImages.push({ ...img, id: cat.agentImages.length + 1, agentId: built.agent.id, createdAt: built.agent.createdAt });
    sellers.push({ agency, agentId: built.agent.id, agencyName: built.agent.agencyName });
  }
  return sellers;
}

function addExperience(cat: Catalogue, built: BuiltExperience) {
  const experienceId = built.experience.id;
  cat.experiences.push(built.experience);
  for (const img of built.images) cat.experienceImages.push({ ...img, id: cat.experienceImages.length + 1, experienceId, createdAt: built.experience.createdAt });
  for (const a of built.activities) cat.activities.push({ ...a, id: cat.activities.length + 1, experienceId });
  for (const f of built.food) cat.food.push({ ...f, id: cat.food.length + 1, experienceId });
}

const overlap = (idea: Idea, agency: Agency) => idea.places.filter((p) => agency.places.includes(p)).length;

/** The hand-tuned demo catalogue: every idea sold by two or three agencies that know its places. */
export function buildDemoCatalogue(seed = DEFAULT_SEED): Catalogue {
  const rng = createRng(seed);
  const cat = newCatalogue();
  const sellers = addAgents(cat, rng, AGENCIES.length);
  const sold = new Map<number, number>();
  const usedNames = new Set<string>();
  const versionsUsed = new Map<Idea, Set<number>>();
  const ideasOf = new Map<number, Set<Idea>>();
  const ideaOf = new Map<number, string>();

  const sell = (idea: Idea, version: number, seller: Seller) => {
    const built = buildExperience(rng, idea, version, seller.agency, seller.agentId, seller.agencyName, cat.experiences.length + 1);
    if (usedNames.has(built.experience.experienceName)) {
      renameExperience(built, `${built.experience.experienceName} with ${seller.agencyName}`, seller.agencyName);
    }
    usedNames.add(built.experience.experienceName);
    addExperience(cat, built);
    ideaOf.set(built.experience.id, idea.title);
    sold.set(seller.agentId, (sold.get(seller.agentId) ?? 0) + 1);
    if (!ideasOf.has(seller.agentId)) ideasOf.set(seller.agentId, new Set());
    ideasOf.get(seller.agentId)!.add(idea);
    if (!versionsUsed.has(idea)) versionsUsed.set(idea, new Set());
    versionsUsed.get(idea)!.add(version);
  };

  for (const idea of IDEAS) {
    const country = PLACES.find((p) => p.name === idea.places[0])!.country;
    // Agencies that know the idea's places first; among equals, the ones with the fewest products so far.
    const candidates = shuffle(rng, sellers.filter((x) => x.agency.country === country))
      .map((x) => ({ x, score: overlap(idea, x.agency) * 2 - (sold.get(x.agentId) ?? 0) * 0.35 }))
      .filter((c) => overlap(idea, c.x.agency) > 0)
      .sort((a, b) => b.score - a.score)
      .map((c) => c.x);
    const versions = Math.min(candidates.length, rng() < 0.3 ? 3 : 2);
    for (let v = 0; v < versions; v++) sell(idea, v, candidates[v]!);
  }
  // Every agency sells at least three experiences, so no profile page is empty; never the same idea twice, so
  // an agency's list has no near-duplicates (ideas elsewhere in its country when its own places run out).
  for (const seller of sellers) {
    const own = ideasOf.get(seller.agentId) ?? new Set<Idea>();
    const inCountry = IDEAS.filter((i) => PLACES.find((p) => p.name === i.places[0])!.country === seller.agency.country);
    const ideas = inCountry.filter((i) => !own.has(i)).sort((a, b) => overlap(b, seller.agency) - overlap(a, seller.agency));
    for (const idea of ideas) {
      if ((sold.get(seller.agentId) ?? 0) >= 3) break;
      const used = versionsUsed.get(idea) ?? new Set();
      let v = 0;
      while (used.has(v)) v++;
      sell(idea, v, seller);
    }
  }
  // One idea's versions never share a price (two agencies' 4- and 5-day treks at one price look templated),
  // and a longer trip of the same style costs more, whether the two come from one agency or one idea.
  for (const list of groupBy(cat.experiences, (e) => ideaOf.get(e.id)!).values()) {
    const taken = new Set<number>();
    for (const e of list.sort((a, b) => a.durationDays! - b.durationDays!)) {
      while (taken.has(e.priceCents!)) e.priceCents! += 20_00;
      taken.add(e.priceCents!);
    }
  }
  orderPrices(cat.experiences, (e) => `${e.agentId}|${e.experienceType}|${priceStyle(e.experienceName)}`);
  orderPrices(cat.experiences, (e) => `${ideaOf.get(e.id)}|${priceStyle(e.experienceName)}`);
  markTours(cat, rng, DEMO_TOUR_COUNT);
  cat.demoAgentId = sellers.find((x) => x.agency.name === 'Kilimanjaro Horizons Safaris')!.agentId;
  return cat;
}

/**
 * Within each group (one agency's trips of one type and price style, or one idea's versions of one style), a
 * longer trip costs more than a shorter one: prices are raised (never lowered) where they would otherwise cross.
 */
function orderPrices(experiences: ExperienceRow[], key: (e: ExperienceRow) => string) {
  for (const list of groupBy(experiences, key).values()) {
    list.sort((a, b) => a.durationDays! - b.durationDays! || a.priceCents! - b.priceCents!);
    let floor = 0;
    let floorDays = 0;
    for (const e of list) {
      if (e.durationDays! > floorDays && e.priceCents! <= floor) {
        const perDay = floor / Math.max(1, floorDays);
        e.priceCents = Math.min(12_000_00, Math.round((floor + perDay * 0.6 * (e.durationDays! - floorDays)) / 1000) * 1000);
      }
      if (e.durationDays! > floorDays) floorDays = e.durationDays!;
      floor = Math.max(floor, e.priceCents!);
    }
  }
}

/** Multi-day, multi-place trips become ready-made tours, taken round-robin by country so /tours is varied. */
function markTours(cat: Catalogue, rng: Rng, count: number) {
  const byCountry = new Map<string, ExperienceRow[]>();
  for (const e of shuffle(rng, cat.experiences)) {
    if ((e.durationDays ?? 0) < 3 && (e.destinations?.length ?? 0) < 2) continue;
    const list = byCountry.get(e.country!) ?? [];
    list.push(e);
    byCountry.set(e.country!, list);
  }
  const queues = [...byCountry.values()];
  let marked = 0;
  for (let round = 0; marked < count && queues.some((q) => q.length > round); round++) {
    for (const q of queues) {
      if (marked >= count) break;
      const e = q[round];
      if (e) {
        e.isTour = true;
        marked++;
      }
    }
  }
}

/** Bench mode: `size.agents` agents and `size.experiences` experiences from the same vocabulary, names numbered. */
export function buildBenchCatalogue(size: CatalogueSize, seed = DEFAULT_SEED): Catalogue {
  const rng = createRng(seed);
  const cat = newCatalogue();
  const sellers = addAgents(cat, rng, Math.max(1, size.agents));
  const byCountry = new Map<Country, Seller[]>();
  for (const x of sellers) byCountry.set(x.agency.country, [...(byCountry.get(x.agency.country) ?? []), x]);
  const ideas = IDEAS.filter((i) => byCountry.has(PLACES.find((p) => p.name === i.places[0])!.country));
  for (let j = 0; j < size.experiences; j++) {
    const idea = ideas[j % ideas.length]!;
    const round = Math.floor(j / ideas.length);
    const country = PLACES.find((p) => p.name === idea.places[0])!.country;
    const seller = pick(rng, byCountry.get(country)!);
    const id = cat.experiences.length + 1;
    const built = buildExperience(rng, idea, round % 6, seller.agency, seller.agentId, seller.agencyName, id, true);
    if (round >= 6) renameExperience(built, `${built.experience.experienceName} No. ${round - 4}`, seller.agencyName);
    built.experience.isTour = j % 4 === 0;
    addExperience(cat, built);
  }
  cat.demoAgentId = 1;
  return cat;
}
