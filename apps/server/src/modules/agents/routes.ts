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
import { createAgentListCache } from './list-cache.js';
import { filterAgents, findDestination, getAgentDetail } from './service.js';

// Explicit request generics: see experiences/routes.ts (two zod copies make inferred request types `unknown`).
type Query<T extends z.ZodType> = { Querystring: z.output<T> };
type Params<T extends z.ZodType> = { Params: z.output<T> };

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const cache = createAgentListCache(db);

  app.get<Query<typeof listAgentsQuery>>(
    '/agents',
    { schema: { tags: ['agents'], querystring: listAgentsQuery, response: { 200: listAgentsResponse } } },
    async (req, reply) => {
      const { q, featured, limit, offset } = req.query;
      // The plain list (what the spec's client asks for) goes out pre-serialised from the cache.
      if (!q && featured === undefined && limit === undefined && offset === 0) return cache.send(req, reply);
      return filterAgents((await cache.get()).agents, req.query);
    },
  );

  app.get<Params<typeof destinationParams>>(
    '/agents/destinations/:destinationName',
    { schema: { tags: ['agents'], params: destinationParams, response: { 200: destinationResponse } } },
    async (req) => findDestination(db(), req.params.destinationName),
  );

  app.get<Params<typeof intIdParams>>(
    '/agents/:id',
    { schema: { tags: ['agents'], params: intIdParams, response: { 200: agentDetailSchema } } },
    async (req) => getAgentDetail(db(), req.params.id),
  );
};
