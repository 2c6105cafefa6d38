import { and, eq, or, sql } from 'drizzle-orm';
import { agentMatchesQuery, LIMITS, type AgentDetail, type AgentSummary, type DestinationResponse, type ListAgentsQuery } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { findExperiencePage } from '../experiences/service.js';
import { resolveCountry } from '../experiences/filters.js';
import { loadAgentSummaries } from './summaries.js';

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

export async function getAgentDetail(db: DbOrTx, id: number): Promise<AgentDetail> {
  const [summary] = await loadAgentSummaries(db, [id]);
  if (!summary) throw notFound('Agent');
  const [[row], page] = await Promise.all([
    db.select({ socialMedia: s.agents.socialMedia }).from(s.agents).where(eq(s.agents.id, id)),
    findExperiencePage(db, { agentId: id }, AGENT_EXPERIENCES_MAX, 0),
  ]);
  return { ...summary, social_media: publicSocialMedia(row?.socialMedia), experiences: page.experiences };
}

/**
 * A destination page's data: `name` is a country (name or id such as "tanzania") or a place ("Serengeti").
 * Agents are those covering the country or place, plus the owners of the matching experiences.
 * An unknown name is not an error: the page shows its generic view with empty lists.
 */
export async function findDestination(db: DbOrTx, name: string): Promise<DestinationResponse> {
  const input = name.trim();
  const country = resolveCountry(input);
  const [place] = country
    ? []
    : await db.select().from(s.destinations).where(sql`lower(${s.destinations.name}) = ${input.toLowerCase()}`);
  const label = country ?? place?.name ?? input;
  const destination = { name: label, country: country ?? place?.country ?? null };

  const { experiences } = await findExperiencePage(db, { destination: label }, DESTINATION_EXPERIENCES_MAX, 0);
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

