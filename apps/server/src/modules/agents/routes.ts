import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  agentDetailSchema,
  destinationParams,
  destinationResponse,
  intIdParams,
  listAgentsQuery,
  listAgentsResponse,
} from '@safari/contract';
import { responseCacheFor } from '../experiences/response-cache.js';
import { loadAgentSummaries } from './summaries.js';
import { filterAgents, findDestination, getAgentDetail } from './service.js';

// Explicit request generics: see experiences/routes.ts (two zod copies make inferred request types `unknown`).
type Query<T extends z.ZodType> = { Querystring: z.output<T> };
type Params<T extends z.ZodType> = { Params: z.output<T> };

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  // GET /agents is every published agent (the spec's client wants the whole array): ~1 MB at 1,000 agents. The
  // catalogue cache keeps it serialised and compressed until the catalogue changes (see response-cache.ts).
  const cache = responseCacheFor(app.deps.database);
  const allAgents = () => cache.get('agents', listAgentsResponse, () => loadAgentSummaries(db(), undefined, { lean: true }));

  app.get<Query<typeof listAgentsQuery>>(
    '/agents',
    { schema: { tags: ['agents'], querystring: listAgentsQuery, response: { 200: listAgentsResponse } } },
    async (req, reply) => {
      const { q, featured, limit, offset } = req.query;
      if (!q && featured === undefined && limit === undefined && offset === 0) return cache.send(req, reply, await allAgents());
      return filterAgents((await allAgents()).data, req.query);
    },
  );

  app.get<Params<typeof destinationParams>>(
    '/agents/destinations/:destinationName',
    { schema: { tags: ['agents'], params: destinationParams, response: { 200: destinationResponse } } },
    async (req, reply) => {
      const name = req.params.destinationName;
      return cache.reply(req, reply, `destination:${name}`, destinationResponse, () => findDestination(db(), name));
    },
  );

  app.get<Params<typeof intIdParams>>(
    '/agents/:id',
    { schema: { tags: ['agents'], params: intIdParams, response: { 200: agentDetailSchema } } },
    async (req, reply) => {
      const { id } = req.params;
      return cache.reply(req, reply, `agent:${id}`, agentDetailSchema, () => getAgentDetail(db(), id));
    },
  );
};
