import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentDetailSchema,
  destinationParams,
  destinationResponse,
  intIdParams,
  listAgentsQuery,
  listAgentsResponse,
  SEARCHED_FOR_HEADER,
} from '@safari/contract';
import { COMPRESSED_BY_CACHE, keyText, responseCacheFor } from '../experiences/serving/response-cache.js';
import { sendBrotliJson } from '../experiences/serving/answer-encoding.js';
import { catalogueIndexFor } from '../experiences/matching/catalogue-index.js';
import { cardCacheFor } from '../experiences/serving/card-cache.js';
import { agentListFor, agentsAnswerParts } from './agent-list.js';
import { filterAgents, findDestination } from './service.js';
import { agentPagesFor } from './agent-pages.js';
import { notFound } from '../../lib/errors.js';


export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  // The catalogue cache keeps answers serialised and compressed until the catalogue changes (response-cache.ts).
  const cache = responseCacheFor(app.deps.database);
  // Every agency's summary, kept per catalogue version beside the cache (agent-list.ts): GET /agents pages and filters it.
  const agents = agentListFor(app.deps.database);

  app.get(
    '/agents',
    { ...COMPRESSED_BY_CACHE, schema: { tags: ['agents'], querystring: listAgentsQuery, response: { 200: listAgentsResponse } } },
    async (req, reply) => {
      const { q, featured, limit, offset } = req.query;
      // Every list is cached: the default page (every home page asks for it), the agents page's view-all (limit=1000,
      // 1.2 MB at the bench's 10,000 agencies) and each search, which reads them all.
      return cache.replyJson(req, reply, `agents:${keyText(q).trim()}:${featured ?? ''}:${limit ?? ''}:${offset}`, async (v) => {
        const { agents: found, searchedFor } = filterAgents(await agents.at(v)(), req.query);
        return {
          // The agencies and what was searched for name the answer: searches that find the same share it.
          sameAs: `agents:${found.map((a) => a.id).join(',')}:${searchedFor ?? ''}`,
          // Each summary's JSON is checked once per catalogue version (agent-list.ts).
          parts: async () => agentsAnswerParts(found),
          // The answer is an array (spec §7): what was searched instead of words no agency has is said in a header.
          headers: searchedFor ? { [SEARCHED_FOR_HEADER]: encodeURIComponent(searchedFor) } : undefined,
        };
      });
    },
  );

  app.get(
    '/agents/destinations/:destinationName',
    { ...COMPRESSED_BY_CACHE, schema: { tags: ['agents'], params: destinationParams, response: { 200: destinationResponse } } },
    async (req, reply) => {
      const name = req.params.destinationName;
      return cache.reply(req, reply, `destination:${name}`, destinationResponse, (v) =>
        findDestination(db(), name, { index: catalogueIndexFor(app.deps.database), cards: cardCacheFor(app.deps.database), version: v }),
      );
    },
  );

  app.get(
    '/agents/:id',
    { ...COMPRESSED_BY_CACHE, schema: { tags: ['agents'], params: intIdParams, response: { 200: agentDetailSchema } } },
    async (req, reply) => {
      const { id } = req.params;
      // Every published agency's page is kept compressed per catalogue version (agent-pages.ts, decision 026).
      const page = await agentPagesFor(app.deps.database).get(db(), id, await cache.version());
      if (!page) throw notFound('Agent');
      return sendBrotliJson(req, reply, page);
    },
  );
};
