import { eq, inArray } from 'drizzle-orm';
import type {
  ExperienceFacets,
  ExperienceSearchFilters,
  ExperienceSort,
  ListExperiencesQuery,
  ListExperiencesResponse,
  ToursResponse,
} from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { cardColumns, loadExperienceCards, sortImages } from './cards.js';
import type { ExperienceFilter } from './filters.js';
import { countFacets } from './facets.js';
import { cardRowsByIds, pageIds, searchWindow, type SearchWindowCache } from './search-window.js';
import type { CatalogueIndexSource } from './catalogue-index.js';
import { correctQuery, type Vocabulary } from './vocabulary.js';

export interface PageOptions {
  /** Windows per catalogue version (the public routes pass one; a transaction or a one-off call does not). */
  windows?: SearchWindowCache;
  /** The catalogue's filter columns in memory (public routes): a search without words is answered from it. */
  index?: CatalogueIndexSource;
  /** Count every match even past EXACT_TOTAL_MAX (the tours page numbers its pages). */
  exactTotal?: boolean;
}

/**
 * A page of cards matching the filter, in the chosen order (relevance: best match first, else the mixed order), with
 * the total: the search's window of ids (search-window.ts, cached per catalogue version when `windows` is given),
 * then the page's rows by id.
 */
export async function findExperiencePage(db: DbOrTx, filter: ExperienceFilter, limit: number, offset: number, sort: ExperienceSort = 'relevance', options: PageOptions = {}) {
  const { ids, total, estimated } = await pageOf(db, filter, limit, offset, sort, options);
  const rows = await cardRowsByIds(db, ids, (where) => db.select(cardColumns).from(s.experiences).leftJoin(s.agents, eq(s.agents.id, s.experiences.agentId)).where(where));
  return { experiences: await loadExperienceCards(db, rows), total, total_estimated: estimated };
}

/** The page's ids and the total: from the in-memory index when the search has no words, else from its window. */
async function pageOf(db: DbOrTx, filter: ExperienceFilter, limit: number, offset: number, sort: ExperienceSort, options: PageOptions) {
  const index = !filter.q ? await options.index?.() : undefined;
  if (index) return { ...index.page(filter, sort, limit, offset), estimated: false };
  const window = await searchWindow(db, filter, sort, options);
  return { ids: await pageIds(db, window, filter, sort, limit, offset), total: window.total, estimated: window.estimated };
}

const filterOf = (query: ExperienceSearchFilters): ExperienceFilter => ({
  tripType: query.tripType || undefined,
  destination: query.destination || undefined,
  q: query.q || undefined,
  minPrice: query.minPrice,
  maxPrice: query.maxPrice,
  minDays: query.minDays,
  maxDays: query.maxDays,
});

/**
 * The search of /searchresultpage and the spec's wide call. When the text finds nothing as typed, the query with its
 * misspelt words corrected from the catalogue's vocabulary is searched instead, and `searched_for` says so.
 */
export async function findExperiences(db: DbOrTx, query: ListExperiencesQuery, vocabulary: () => Promise<Vocabulary>, options: PageOptions = {}): Promise<ListExperiencesResponse> {
  const { limit, offset, sort } = query;
  const filter = filterOf(query);
  const page = await findExperiencePage(db, filter, limit, offset, sort, options);
  if (page.total === 0 && filter.q) {
    const corrected = correctQuery(await vocabulary(), filter.q);
    if (corrected) {
      const retry = await findExperiencePage(db, { ...filter, q: corrected }, limit, offset, sort, options);
      if (retry.total > 0) return { ...retry, limit, offset, searched_for: corrected };
    }
  }
  return { ...page, limit, offset, searched_for: null };
}

/**
 * Facet counts for the search; a text that finds nothing as typed is corrected the same way as the list's. With the
 * in-memory index (public routes), a search without words is counted exactly over the whole catalogue, and one with
 * words over its matches (the window of the search without the chosen category and place, shared with the list):
 * exactly when they all fit the window, else from the window's spread sample, scaled and marked `estimated`.
 */
export async function findFacets(db: DbOrTx, query: ExperienceSearchFilters, vocabulary: () => Promise<Vocabulary>, options: PageOptions = {}): Promise<ExperienceFacets> {
  const filter = filterOf(query);
  const facets = await facetsOf(db, filter, options);
  if (facets.total === 0 && filter.q) {
    const corrected = correctQuery(await vocabulary(), filter.q);
    if (corrected) return facetsOf(db, { ...filter, q: corrected }, options);
  }
  return facets;
}

async function facetsOf(db: DbOrTx, filter: ExperienceFilter, options: PageOptions): Promise<ExperienceFacets> {
  const index = await options.index?.();
  if (!index) return countFacets(db, filter);
  if (!filter.q) return index.facets(filter);
  const window = await searchWindow(db, { ...filter, tripType: undefined, destination: undefined }, 'relevance', options);
  const counted = index.facets(filter, window.ids);
  if (!window.more || window.ids.length === 0) return counted;
  const scale = window.total / window.ids.length;
  const estimate = (n: number) => roundEstimate(n * scale);
  return {
    total: estimate(counted.total),
    categories: counted.categories.map((c) => ({ ...c, count: estimate(c.count) })),
    destinations: counted.destinations.map((d) => ({ ...d, count: estimate(d.count) })),
    estimated: true,
  };
}

/** An estimate to two significant figures (1,234 → 1,200), so it does not claim a precision it lacks. */
function roundEstimate(n: number): number {
  if (n < 100) return Math.round(n);
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / step) * step;
}

/**
 * Tours page. The spec's client loads 9 at offset 0, then 18 at a time; whatever offsets it uses, hasMore is
 * "something lies beyond offset + limit", which is what ends its infinite scroll without gaps. currentPage counts
 * pages of this request's size up to it, rounding a partial first step up (offset 9 with limit 18 is page 2, so the
 * "9 then 18s" scheme numbers 1, 2, 3… and plain uniform paging numbers as usual); totalPages is the pages before
 * this one plus those left at this size, never less than currentPage (0 when there are no tours).
 */
export async function findTours(db: DbOrTx, limit: number, offset: number, options: PageOptions = {}): Promise<ToursResponse> {
  const { experiences, total } = await findExperiencePage(db, { toursOnly: true }, limit, offset, 'relevance', { ...options, exactTotal: true });
  const currentPage = Math.ceil(offset / limit) + 1;
  const remaining = Math.max(total - offset, 0);
  const totalPages = total === 0 ? 0 : Math.max(currentPage, currentPage - 1 + Math.ceil(remaining / limit));
  return { experiences, pagination: { currentPage, totalPages, hasMore: offset + limit < total, total } };
}

/** Short teasers for a destination (default Tanzania): title, a one-line headline, the experience and agent images. */
export async function findSamples(db: DbOrTx, destination = 'Tanzania') {
  const { experiences } = await findExperiencePage(db, { destination: destination || 'Tanzania' }, 6, 0);
  const agentIds = [...new Set(experiences.map((e) => e.agent_id).filter((id): id is number => id !== null))];
  const agentImages = agentIds.length
    ? await db
        .select({ agentId: s.agentImages.agentId, imageUrl: s.agentImages.imageUrl, isPrimary: s.agentImages.isPrimary, displayOrder: s.agentImages.displayOrder, id: s.agentImages.id })
        .from(s.agentImages)
        .where(inArray(s.agentImages.agentId, agentIds))
    : [];
  const agentImage = new Map<number, string>();
  for (const img of sortImages(agentImages)) if (!agentImage.has(img.agentId)) agentImage.set(img.agentId, img.imageUrl);
  return {
    experiences: experiences.map((e) => ({
      id: e.id,
      title: e.experience_name,
      headline: [e.experience_type, e.location ?? e.destination_name ?? e.country].filter(Boolean).join(' · ') || e.experience_name,
      experience_image: e.primary_image,
      agent_image: e.agent_id !== null ? (agentImage.get(e.agent_id) ?? null) : null,
    })),
  };
}
