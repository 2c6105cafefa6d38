import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, recentLeadsResponse, recentProposalsResponse } from '@safari/contract';
import { agentOf, requireAgent } from '../../lib/auth.js';
import { findRecentLeads, findRecentProposals } from './service.js';

export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;

  app.get(
    '/agent/leads/recent',
    {
      onRequest: requireAgent,
      schema: { tags: ['agent-portal'], summary: "The signed-in agent's 5 newest leads", response: { 200: recentLeadsResponse, 401: apiErrorSchema } },
    },
    async (request) => ({ leads: await findRecentLeads(database.db, agentOf(request).agentId) }),
  );

  app.get(
    '/agent/proposals/recent',
    {
      onRequest: requireAgent,
      schema: { tags: ['agent-portal'], summary: "The signed-in agent's 5 most recently updated proposals", response: { 200: recentProposalsResponse, 401: apiErrorSchema } },
    },
    async (request) => ({ proposals: await findRecentProposals(database.db, agentOf(request).agentId) }),
  );
};
