import { and, eq, or, sql } from 'drizzle-orm';
import { agentDetailSchema, foldForSearch, LIMITS, searchAgents, type AgentDetail, type AgentSummary, type DestinationResponse, type ExperienceCard, type ListAgentsQuery } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import { jsonArray, jsonObject } from '../../db/json-sql.js';
import { preparedStatement } from '../../db/prepared.js';
import * as s from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { cardsAnswerJson } from '../experiences/serving/card-cache.js';
import { cardJson } from '../experiences/cards.js';
import { agentImagesJson } from '../experiences/detail.js';
import { findExperiencePage, type PageOptions } from '../experiences/service.js';
import { isPubliclyVisible, resolveCountry } from '../experiences/filters.js';
import { loadAgentSummaries, summaryColumns, toAgentSummary } from './summaries.js';
import { queryTerms } from '../experiences/words/text-search.js';
import { findInIndex } from './agent-finder.js';
import { namesOf, placesNamedIn } from '../ai/offline/gazetteer.js';

const AGENT_EXPERIENCES_MAX = 200;
const DESTINATION_EXPERIENCES_MAX = 100;

/**
 * GET /agents answers an array (spec §7), featured agents first, one page of LIMITS.agentsListDefault unless the
 * caller asks for more with `limit`: an unbounded default would send every agent (~1 MB at 1,000) to every visitor.
 */
export function filterAgents(agents: AgentSummary[], query: ListAgentsQuery): AgentsFound {
  let list = featuredFirst(agents);
  if (query.featured === 'true') list = list.filter((a) => a.is_featured);
  // As the agents page searches them: the agencies named for every word first ('serengeti': Serengeti Plains Tours),
  // and, when no agency has every word, the words with each slip corrected ('nairobbi': the Nairobi agencies), or a
  // place no agency names read as the place beside it or its country (searchAgentsOrNearby).
  const { agents: found, searchedFor } = query.q ? searchAgentsOrNearby(list, query.q) : { agents: list, searchedFor: null };
  return { agents: found.slice(query.offset, query.offset + (query.limit ?? LIMITS.agentsListDefault)), searchedFor };
}

type AgentsFound = { agents: AgentSummary[]; searchedFor: string | null };

/**
 * The agents search (searchAgents), and when it finds nothing as typed, the agencies of a place of the region that no
 * agency names, as those of the covered place beside it, else of its country ('mikumi' → Selous, 'watamu' → Kenya,
 * 'dar es salaam' → Tanzania): they had found no agency, and 'lake natron' the agencies of any lake. A place some agency
 * names, typed in another form, is searched by that name ('mt kenya' → Mount Kenya).
 */
function searchAgentsOrNearby(list: AgentSummary[], q: string): AgentsFound {
  const typed = searchAgents(list, q, findInIndex);
  if (typed.agents.length > 0 && typed.searchedFor === null) return typed;
  const foundAsTyped = (text: string) => {
    const { agents, searchedFor } = searchAgents(list, text, findInIndex);
    return agents.length > 0 && searchedFor === null;
  };
  const words = queryTerms(q);
  for (const { entry, from, to } of placesNamedIn(words)) {
    const around = (place: string) => [...words.slice(0, from), place, ...words.slice(to)].join(' ');
    // A place some agency names, typed in another form than theirs: searched by their name ('mt kenya' had found the
    // eight Kenyan agencies, 'mt' dropped, not the one that names Mount Kenya). Typed as they write it, or a slip of
    // it, the search's own answer stands.
    const named = namesOf(entry).find(foundAsTyped);
    const typedName = words.slice(from, to).join(' ');
    const instead = named === undefined ? [entry.near, entry.country] : queryTerms(named).join(' ') === typedName ? [] : [named];
    for (const place of instead) {
      if (!place) continue;
      const found = searchAgents(list, around(place), findInIndex);
      if (found.agents.length > 0) return { agents: found.agents, searchedFor: found.searchedFor ?? around(place) };
    }
  }
  return typed;
}

/** Featured agents first, once per list of agents (the route's list is one per catalogue version). */
function featuredFirst(agents: AgentSummary[]): AgentSummary[] {
  let sorted = featuredFirstMemo.get(agents);
  if (!sorted) featuredFirstMemo.set(agents, (sorted = [...agents].sort((a, b) => Number(b.is_featured) - Number(a.is_featured))));
  return sorted;
}
const featuredFirstMemo = new WeakMap<AgentSummary[], AgentSummary[]>();

/** Only the public handles of the social_media JSON, as strings. */
function publicSocialMedia(value: unknown): AgentDetail['social_media'] {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const pick = (k: string) => (typeof v[k] === 'string' && v[k] ? (v[k] as string) : null);
  return { instagram: pick('instagram'), facebook: pick('facebook') };
}

const a = s.agents;
const e = s.experiences;

/**
 * The agent's page in one statement: the public summary's row, images, destinations and the social handles, and
 * (`withExperiences`) the public-experience count and the cards of its public experiences (at most
 * AGENT_EXPERIENCES_MAX, in the catalogue's mixed order: the order findExperiencePage gives them, which
 * detail.test.ts checks). Without them it is the agency's row and its small lists; the in-memory index and the card
 * cache supply the rest (getAgentPagesJson).
 */
function prepareAgentDetail(db: DbOrTx, name: string, withExperiences: boolean, many = false) {
  const id = sql.placeholder('id');
  const d = s.destinations;
  const ad = s.agentDestinations;
  // The catalogue's mixed order (search-window.ts, indexed by migration 0009).
  const mixedKey = sql`(${e.id}::bigint * 7919) % 10007`;
  const experienceCount = sql`(select count(*)::int from ${e} where ${e.agentId} = ${id} and ${isPubliclyVisible})`;
  const experiencesPage = sql`(
    select coalesce(json_agg(page.card order by page.position, page.id), '[]'::json) from (
      select ${e.id} as id, ${mixedKey} as position, ${cardJson} as card
      from ${e} left join ${a} on ${a.id} = ${e.agentId}
      where ${e.agentId} = ${id} and ${isPubliclyVisible}
      order by position, ${e.id} limit ${sql.raw(String(AGENT_EXPERIENCES_MAX))}
    ) as page)`;
  const detail = jsonObject({
    ...summaryColumns,
    socialMedia: a.socialMedia,
    images: agentImagesJson(a.id),
    destinations: jsonArray(
      { id: d.id, name: d.name, description: d.description },
      sql`${ad} join ${d} on ${d.id} = ${ad.destinationId} where ${ad.agentId} = ${a.id}`,
      sql`${d.name}`,
    ),
    ...(withExperiences ? { experienceCount, experiences: experiencesPage } : {}),
  });
  // One json value (one JSON.parse, no per-column driver parsing); nested, so drizzle keeps its columns qualified.
  return db
    .select({ detail: sql<AgentDetailRow>`${detail}` })
    .from(a)
    .where(and(many ? sql`${a.id} = any(${sql.placeholder('ids')}::int[])` : eq(a.id, id), eq(a.isPublished, true)))
    .prepare(name);
}

type AgentDetailRow = Pick<typeof a.$inferSelect, keyof typeof summaryColumns | 'socialMedia'> & {
  images: Parameters<typeof toAgentSummary>[1];
  destinations: Parameters<typeof toAgentSummary>[2];
  /** These two only when the statement was prepared `withExperiences`. */
  experienceCount: number;
  experiences: ExperienceCard[];
};

export async function getAgentDetail(db: DbOrTx, id: number): Promise<AgentDetail> {
  const row = (await preparedStatement(db, 'agent_detail', (d, name) => prepareAgentDetail(d, name, true)).execute({ id }))[0]?.detail;
  if (!row) throw notFound('Agent');
  const summary = toAgentSummary(row, row.images, row.destinations, row.experienceCount);
  return { ...summary, social_media: publicSocialMedia(row.socialMedia), experiences: row.experiences };
}

/** Every published agency's id (what agent-pages.ts warms). */
export async function publishedAgentIds(db: DbOrTx): Promise<number[]> {
  return (await db.select({ id: a.id }).from(a).where(eq(a.isPublished, true)).orderBy(a.id)).map((r) => r.id);
}

/**
 * GET /agents/:id's answers for the agencies `ids`, as JSON checked against the contract (any order; an agency not
 * published is left out). Once the catalogue index of the answer's version is built: the agencies' own rows, images,
 * destinations and social handles in one statement, their experiences' ids and counts from the index, their cards
 * from the card cache (read in whole once the index is built, decision 021; joined as they are, cardsAnswerJson).
 * PostgreSQL then builds no card's json, which was most of an agent page's database time. Otherwise: getAgentDetail.
 */
export async function getAgentPagesJson(db: DbOrTx, ids: number[], options: PageOptions): Promise<Array<{ id: number; json: Buffer }>> {
  const { cards, version } = options;
  const index = cards && version !== undefined ? await options.index?.(version) : undefined;
  if (!index || !cards || version === undefined) {
    const pages: Array<{ id: number; json: Buffer }> = [];
    for (const id of ids) {
      const detail = await getAgentDetail(db, id).catch((err: unknown) => {
        if (err instanceof AppError && err.status === 404) return undefined;
        throw err;
      });
      if (detail) pages.push({ id, json: Buffer.from(JSON.stringify(agentDetailSchema.parse(detail))) });
    }
    return pages;
  }
  if (ids.length === 0) return [];
  const rows = await preparedStatement(db, 'agent_profiles', (d, name) => prepareAgentDetail(d, name, false, true)).execute({ ids });
  return Promise.all(
    rows.map(async ({ detail: row }) => {
      const page = index.agentPage(row.id, AGENT_EXPERIENCES_MAX);
      const summary = toAgentSummary(row, row.images, row.destinations, page.total);
      return { id: row.id, json: cardsAnswerJson(agentDetailSchema, await cards.getJson(db, page.ids, version), { ...summary, social_media: publicSocialMedia(row.socialMedia) }) };
    }),
  );
}

/**
 * The destination `name` names, accents and case aside ('Nosy Bé' is Nosy Be), or by another name of the same place the
 * region's gazetteer knows ('maasai mara' is Masai Mara, 'bwindi' Bwindi Impenetrable Forest), as the search reads
 * them. Destinations are the places agents cover, dozens to hundreds of rows, read whole; the page's answer is cached
 * per catalogue version.
 */
async function destinationNamed(db: DbOrTx, name: string): Promise<typeof s.destinations.$inferSelect | undefined> {
  const byName = new Map((await db.select().from(s.destinations)).map((d) => [foldForSearch(d.name), d]));
  const exact = byName.get(foldForSearch(name));
  if (exact) return exact;
  const words = queryTerms(name);
  const [place, ...others] = placesNamedIn(words);
  if (!place || others.length > 0 || place.from !== 0 || place.to !== words.length) return undefined;
  return namesOf(place.entry).map((n) => byName.get(foldForSearch(n))).find((d) => d !== undefined);
}

/**
 * A destination page's data: `name` is a country (name or id such as "tanzania") or a place ("Serengeti").
 * Agents are those covering the country or place, plus the owners of the matching experiences.
 * An unknown name is not an error: the page shows its generic view with empty lists.
 */
export async function findDestination(db: DbOrTx, name: string, options: PageOptions = {}): Promise<DestinationResponse> {
  const input = name.trim();
  const country = resolveCountry(input);
  const place = country ? undefined : await destinationNamed(db, input);
  const label = country ?? place?.name ?? input;
  const destination = { name: label, country: country ?? place?.country ?? null };

  const { experiences } = await findExperiencePage(db, { destination: label }, DESTINATION_EXPERIENCES_MAX, 0, 'relevance', options);
  const linked = await db
    .selectDistinct({ agentId: s.agentDestinations.agentId })
    .from(s.agentDestinations)
    .innerJoin(s.destinations, eq(s.destinations.id, s.agentDestinations.destinationId))
    .where(
      country
        ? or(sql`lower(${s.destinations.country}) = ${country.toLowerCase()}`, sql`lower(${s.destinations.name}) = ${country.toLowerCase()}`)
        : sql`lower(${s.destinations.name}) = ${label.toLowerCase()}`,
    );
  const countryAgents = country
    ? await db.select({ agentId: s.agents.id }).from(s.agents).where(and(eq(s.agents.isPublished, true), sql`lower(${s.agents.country}) = ${country.toLowerCase()}`))
    : [];
  const ids = new Set<number>([
    ...linked.map((l) => l.agentId),
    ...countryAgents.map((a) => a.agentId),
    ...experiences.map((e) => e.agent_id).filter((id): id is number => id !== null),
  ]);
  const agents = await loadAgentSummaries(db, [...ids], { lean: true });
  return { destination, experiences, agents };
}

