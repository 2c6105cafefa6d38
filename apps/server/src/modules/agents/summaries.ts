import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AgentSummary } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { groupBy } from '../../lib/group-by.js';
import { splitAgentImages } from '../experiences/detail.js';
import { isPubliclyVisible } from '../experiences/filters.js';
import { summarize } from '../seo/html.js';
import { yieldToRequests } from '../experiences/serving/yield.js';

/** Public agent columns only: contact e-mail, phone and account data never leave this query. */
export const summaryColumns = {
  id: s.agents.id,
  agencyName: s.agents.agencyName,
  agencyDescription: s.agents.agencyDescription,
  agentDescription: s.agents.agentDescription,
  address: s.agents.address,
  country: s.agents.country,
  specializations: s.agents.specializations,
  logotypeUrl: s.agents.logotypeUrl,
  isFeatured: s.agents.isFeatured,
};

type SummaryRow = Pick<typeof s.agents.$inferSelect, keyof typeof summaryColumns>;

/** Card-length description in lean summaries: the card shows the first sentence or 100 characters (spec §2). */
const LEAN_DESCRIPTION_MAX = 240;

/**
 * Public summaries of published agents (all of them, or the given ids), in id order: one query per related table
 * (images, destinations, published-experience counts) for each slice of SUMMARIES_PER_SLICE agents, whatever their
 * number.
 *
 * `lean` (GET /agents, destination pages) keeps what a card needs: the agency description cut to card length,
 * the first gallery image only and destination names without their descriptions. At 1,000 agents that is a
 * quarter of the full answer; GET /agents/{id} has everything.
 */
export async function loadAgentSummaries(db: DbOrTx, ids?: number[], { lean = false }: { lean?: boolean } = {}): Promise<AgentSummary[]> {
  if (ids && ids.length === 0) return [];
  const agents = await db
    .select(summaryColumns)
    .from(s.agents)
    .where(and(eq(s.agents.isPublished, true), ids ? inArray(s.agents.id, ids) : undefined))
    .orderBy(asc(s.agents.id));
  const summaries: AgentSummary[] = [];
  for (let from = 0; from < agents.length; from += SUMMARIES_PER_SLICE) {
    if (from > 0) await yieldToRequests();
    summaries.push(...(await summariesOf(db, agents.slice(from, from + SUMMARIES_PER_SLICE), lean)));
  }
  return summaries;
}

/**
 * How many agents' summaries are read and made at a time. The rows a query answers are mapped on the event loop in
 * one go when it ends: for every agency of the bench catalogue at once (10,000 agencies, 70,000 images) that held the
 * loop for 0.4 s, and every request waiting with it; a slice's take a few milliseconds, and requests run between.
 */
const SUMMARIES_PER_SLICE = 1000;

/** The summaries of `agents` (rows of summaryColumns, in the order given): their related rows in three queries. */
async function summariesOf(db: DbOrTx, agents: SummaryRow[], lean: boolean): Promise<AgentSummary[]> {
  const agentIds = agents.map((a) => a.id);
  const [images, destinations, counts] = await Promise.all([
    db
      .select({
        id: s.agentImages.id,
        agentId: s.agentImages.agentId,
        imageUrl: s.agentImages.imageUrl,
        imageDescription: s.agentImages.imageDescription,
        imageType: s.agentImages.imageType,
        isPrimary: s.agentImages.isPrimary,
        displayOrder: s.agentImages.displayOrder,
      })
      .from(s.agentImages)
      .where(inArray(s.agentImages.agentId, agentIds)),
    db
      .select({
        agentId: s.agentDestinations.agentId,
        id: s.destinations.id,
        name: s.destinations.name,
        // A lean summary names its destinations only.
        description: lean ? sql<null>`null` : s.destinations.description,
      })
      .from(s.agentDestinations)
      .innerJoin(s.destinations, eq(s.destinations.id, s.agentDestinations.destinationId))
      .where(inArray(s.agentDestinations.agentId, agentIds))
      .orderBy(asc(s.destinations.name)),
    db
      .select({ agentId: s.experiences.agentId, n: count() })
      .from(s.experiences)
      .where(and(isPubliclyVisible, inArray(s.experiences.agentId, agentIds)))
      .groupBy(s.experiences.agentId),
  ]);
  const imagesBy = groupBy(images, (i) => i.agentId);
  const destinationsBy = groupBy(destinations, (d) => d.agentId);
  const countBy = new Map(counts.map((c) => [c.agentId, c.n]));
  return agents.map((a) => toAgentSummary(a, imagesBy.get(a.id) ?? [], destinationsBy.get(a.id) ?? [], countBy.get(a.id) ?? 0, { lean }));
}

/** One agent's public summary from its row, its images, its destinations (by name) and its public experiences' count. */
export function toAgentSummary(
  a: SummaryRow,
  images: Parameters<typeof splitAgentImages>[0],
  destinations: Array<{ id: number; name: string; description: string | null }>,
  experienceCount: number,
  { lean = false }: { lean?: boolean } = {},
): AgentSummary {
  const split = splitAgentImages(images);
  return {
    id: a.id,
    agency_name: a.agencyName,
    agency_description: lean ? summarize(a.agencyDescription, LEAN_DESCRIPTION_MAX) || null : a.agencyDescription,
    agent_description: a.agentDescription,
    address: a.address,
    country: a.country,
    images: lean ? split.images.slice(0, 1).map(({ id, image_url, image_description, is_primary }) => ({ id, image_url, image_description, is_primary })) : split.images,
    profile_images: split.profileImages,
    agent_logotype: a.logotypeUrl ?? split.logoImage,
    agent_specializations: a.specializations,
    destinations: destinations.map((d) => ({ id: d.id, destination_name: d.name, destination_description: lean ? null : d.description })),
    is_featured: a.isFeatured,
    experience_count: experienceCount,
  };
}
