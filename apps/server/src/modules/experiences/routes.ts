import { credentialLookupGuard } from '../../lib/probe-guard.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  experienceDetailSchema,
  experienceFacetsQuery,
  experienceFacetsResponse,
  searchSuggestionsQuery,
  searchSuggestionsResponse,
  intIdParams,
  listExperiencesQuery,
  listExperiencesResponse,
  recommendationsParams,
  recommendationsQuery,
  recommendationsResponse,
  samplesQuery,
  samplesResponse,
  type ExperienceSearchFilters,
  toursQuery,
  toursResponse,
} from '@safari/contract';
import { searchExperiences, findFacets, findSamples, findTours } from './service.js';
import { getExperienceDetail } from './detail.js';
import { suggest } from './suggestions.js';
import { vocabularyFor } from './words/vocabulary.js';
import { recommendExperiences } from './recommendations.js';
import { COMPRESSED_BY_CACHE, keyText, responseCacheFor } from './serving/response-cache.js';
import { sendBrotliJson } from './serving/answer-encoding.js';
import { experiencePagesFor } from './serving/experience-pages.js';
import { notFound } from '../../lib/errors.js';
import { createSearchWindowCache } from './matching/search-window.js';
import { catalogueIndexFor } from './matching/catalogue-index.js';
import { cardCacheFor, cardsAnswerParts } from './serving/card-cache.js';
import { optionalCaller } from '../images/access.js';
import { canViewAsOwner } from '../agent-portal/service.js';


export const experienceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const cache = responseCacheFor(app.deps.database);

  const vocabulary = vocabularyFor(app.deps.database);
  const windows = createSearchWindowCache(cache.version);
  const index = catalogueIndexFor(app.deps.database);
  const cards = cardCacheFor(app.deps.database);
  const pages = experiencePagesFor(app.deps.database);
  /** The public reads' caches, at the version the response cache read for the answer. */
  const search = (version: string) => ({ windows, index, cards, version });
  const filterKey = (q: ExperienceSearchFilters) =>
    [keyText(q.tripType), keyText(q.destination), keyText(q.q), q.minPrice ?? '', q.maxPrice ?? '', q.minDays ?? '', q.maxDays ?? ''].join(':');

  app.get(
    '/experiences',
    { ...COMPRESSED_BY_CACHE, schema: { tags: ['experiences'], querystring: listExperiencesQuery, response: { 200: listExperiencesResponse } } },
    async (req, reply) => {
      const q = req.query;
      const key = `experiences:${q.limit}:${q.offset}:${q.sort}:${filterKey(q)}`;
      return cache.replyJson(req, reply, key, async (v) => {
        const { ids, ...found } = await searchExperiences(db(), q, vocabulary.at(v), search(v));
        const rest = { ...found, limit: q.limit, offset: q.offset };
        return {
          // The page's cards and every other field name the answer: searches that find the same share it.
          sameAs: `experiences:${ids.join(',')}:${JSON.stringify(rest)}`,
          parts: async () => cardsAnswerParts(listExperiencesResponse, await cards.getJson(db(), ids, v), rest),
        };
      });
    },
  );

  app.get(
    '/experiences/facets',
    { ...COMPRESSED_BY_CACHE, schema: { tags: ['experiences'], summary: 'Counts per category chip and per country for a search', querystring: experienceFacetsQuery, response: { 200: experienceFacetsResponse } } },
    async (req, reply) => cache.reply(req, reply, `facets:${filterKey(req.query)}`, experienceFacetsResponse, (v) => findFacets(db(), req.query, vocabulary.at(v), search(v))),
  );

  app.get(
    '/search/suggestions',
    { ...COMPRESSED_BY_CACHE, schema: { tags: ['experiences'], summary: 'As-you-type places and experiences for the search box', querystring: searchSuggestionsQuery, response: { 200: searchSuggestionsResponse } } },
    async (req, reply) => {
      const typed = keyText(req.query.q).trim();
      return cache.reply(req, reply, `suggest:${typed}`, searchSuggestionsResponse, (v) => suggest(db(), typed, vocabulary.at(v), search(v)));
    },
  );

  app.get(
    '/experiences/tours',
    { ...COMPRESSED_BY_CACHE, schema: { tags: ['experiences'], querystring: toursQuery, response: { 200: toursResponse } } },
    async (req, reply) => {
      const { limit, offset } = req.query;
      return cache.reply(req, reply, `tours:${limit}:${offset}`, toursResponse, (v) => findTours(db(), limit, offset, search(v)));
    },
  );

  app.get(
    '/experiences/samples',
    { ...COMPRESSED_BY_CACHE, schema: { tags: ['experiences'], querystring: samplesQuery, response: { 200: samplesResponse } } },
    async (req, reply) => {
      const { destination } = req.query;
      return cache.reply(req, reply, `samples:${keyText(destination)}`, samplesResponse, () => findSamples(db(), destination));
    },
  );

  // Per-traveller and dependent on preferences (not part of the catalogue version): never cached.
  app.get(
    '/experiences/recommendations/:travelerId',
    {
      ...credentialLookupGuard(app),
      schema: {
        tags: ['experiences'],
        params: recommendationsParams,
        querystring: recommendationsQuery,
        response: { 200: recommendationsResponse },
      },
    },
    async (req) => recommendExperiences(db(), req.params.travelerId, req.query.limit),
  );

  app.get(
    '/experiences/:id',
    { ...COMPRESSED_BY_CACHE, schema: { tags: ['experiences'], params: intIdParams, response: { 200: experienceDetailSchema } } },
    async (req, reply) => {
      const { id } = req.params;
      // The bearer variant (agent-side.md §7): the owner (or the administrator) also sees drafts and hidden ones,
      // uncached and private. Anyone else gets the public answer.
      const caller = await optionalCaller(req, reply);
      if (caller && (await canViewAsOwner(db(), caller, id))) {
        reply.header('Cache-Control', 'private, no-store');
        return getExperienceDetail(db(), id, { ownerView: true });
      }
      // Every public page is kept compressed per catalogue version (experience-pages.ts, decision 026).
      const page = await pages.get(db(), id, await cache.version());
      if (!page) throw notFound('Experience');
      return sendBrotliJson(req, reply, page);
    },
  );
};
