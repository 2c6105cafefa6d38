import { and, eq, or, sql } from 'drizzle-orm';
import { agentDetailSchema, agentMatchesQuery, LIMITS, type AgentDetail, type AgentSummary, type DestinationResponse, type ExperienceCard, type ListAgentsQuery } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import { jsonArray, jsonObject } from '../../db/json-sql.js';
import { preparedStatement } from '../../db/prepared.js';
import * as s from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { cardsAnswerJson } from '../experiences/card-cache.js';
import { cardJson } from '../experiences/cards.js';
import { agentImagesJson } from '../experiences/detail.js';
import { findExperiencePage, type PageOptions } from '../experiences/service.js';
import { isPubliclyVisible, resolveCountry } from '../experiences/filters.js';
import { createVersionedStore } from '../experiences/versioned-store.js';
import { loadAgentSummaries, summaryColumns, toAgentSummary } from './summaries.js';

const AGENT_EXPERIENCES_MAX = 200;
const DESTINATION_EXPERIENCES_MAX = 100;

/**
 * GET /agents answers an array (spec §7), featured agents first, one page of LIMITS.agentsListDefault unless the
 * caller asks for more with `limit`: an unbounded default would send every agent (~1 MB at 1,000) to every visitor.
 */
export function filterAgents(agents: AgentSummary[], query: ListAgentsQuery): AgentSummary[] {
  let list = featuredFirst(agents);
  if (query.featured === 'true') list = list.filter((a) => a.is_featured);
  const q = query.q;
  if (q) list = list.filter((a) => agentMatchesQuery(a, q));
  return list.slice(query.offset, query.offset + (query.limit ?? LIMITS.agentsListDefault));
}

const featuredFirst = (agents: AgentSummary[]) => [...agents].sort((a, b) => Number(b.is_featured) - Number(a.is_featured));

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
 * cache supply the rest (getAgentDetailJson).
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

/**
 * Agencies' own parts of their pages (their row, images, destinations and social handles, without the experiences),
 * per catalogue version, as JSON: read for every published agency once a version's catalogue index is built
 * (catalogue-warm.ts), so an agent page asks the database nothing (decision 026). About 1.5 KB an agency.
 */
const PROFILES_MAX_BYTES = 64 * 1024 * 1024;

async function loadProfileBytes(db: DbOrTx, ids: number[]): Promise<Array<{ id: number; bytes: Buffer }>> {
  if (ids.length === 0) return [];
  const rows = await preparedStatement(db, 'agent_profiles', (d, name) => prepareAgentDetail(d, name, false, true)).execute({ ids });
  return rows.map(({ detail }) => ({ id: detail.id, bytes: Buffer.from(JSON.stringify(detail)) }));
}

export const createAgentProfiles = (maxBytes = PROFILES_MAX_BYTES) => createVersionedStore({ maxBytes, load: loadProfileBytes, warmBatch: 250 });
export type AgentProfiles = ReturnType<typeof createAgentProfiles>;

const profileStores = new WeakMap<object, AgentProfiles>();
export function agentProfilesFor(database: object): AgentProfiles {
  let store = profileStores.get(database);
  if (!store) profileStores.set(database, (store = createAgentProfiles()));
  return store;
}

const parseProfile = (json: Buffer | undefined) => (json ? (JSON.parse(json.toString()) as AgentDetailRow) : undefined);

/** Every published agency's id (what agentProfilesFor's warm reads). */
export async function publishedAgentIds(db: DbOrTx): Promise<number[]> {
  return (await db.select({ id: a.id }).from(a).where(eq(a.isPublished, true)).orderBy(a.id)).map((r) => r.id);
}

/**
 * GET /agents/:id as JSON checked against the contract. On the public route, once the catalogue index of the answer's
 * version is built, the page comes from memory: the agency's own part from its profile (agentProfilesFor), its
 * experiences' ids and count from the index, their cards from the card cache (read in whole once the index is built,
 * decision 021; joined as they are, cardsAnswerJson). Otherwise: getAgentDetail, one statement.
 */
export async function getAgentDetailJson(db: DbOrTx, id: number, options: PageOptions & { profiles?: AgentProfiles }): Promise<Buffer> {
  const { cards, version } = options;
  const index = cards && version !== undefined ? await options.index?.(version) : undefined;
  if (!index || !cards || version === undefined) return Buffer.from(JSON.stringify(agentDetailSchema.parse(await getAgentDetail(db, id))));
  const row = options.profiles
    ? parseProfile(await options.profiles.get(db, id, version))
    : (await preparedStatement(db, 'agent_profile', (d, name) => prepareAgentDetail(d, name, false)).execute({ id }))[0]?.detail;
  if (!row) throw notFound('Agent');
  const { ids, total } = index.agentPage(id, AGENT_EXPERIENCES_MAX);
  const summary = toAgentSummary(row, row.images, row.destinations, total);
  return cardsAnswerJson(agentDetailSchema, await cards.getJson(db, ids, version), { ...summary, social_media: publicSocialMedia(row.socialMedia) });
}

/**
 * A destination page's data: `name` is a country (name or id such as "tanzania") or a place ("Serengeti").
 * Agents are those covering the country or place, plus the owners of the matching experiences.
 * An unknown name is not an error: the page shows its generic view with empty lists.
 */
export async function findDestination(db: DbOrTx, name: string, options: PageOptions = {}): Promise<DestinationResponse> {
  const input = name.trim();
  const country = resolveCountry(input);
  const [place] = country
    ? []
    : await db.select().from(s.destinations).where(sql`lower(${s.destinations.name}) = ${input.toLowerCase()}`);
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

