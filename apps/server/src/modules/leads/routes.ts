import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentStatsResponse, apiErrorSchema, intIdParams, leadDetailResponse, leadListQuery, leadListResponse, markLeadLostBody, okSchema } from '@safari/contract';
import { agentOf, requireAgent } from '../../lib/auth.js';
import { changeLeadStatus, getAgentStats, getLead, listLeads } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  const db = database.db;
  const tags = ['agent-leads'];

  app.get(
    '/agent/leads',
    { onRequest: requireAgent, schema: { tags, summary: "The signed-in agent's leads, newest first", querystring: leadListQuery, response: { 200: leadListResponse, ...errors } } },
    async (req) => ({ leads: await listLeads(db, agentOf(req).agentId, req.query, app.deps.now()) }),
  );

  app.get(
    '/agent/leads/:id',
    { onRequest: requireAgent, schema: { tags, summary: 'One lead with its contact and preferences snapshot', params: intIdParams, response: { 200: leadDetailResponse, ...errors } } },
    async (req) => ({ lead: await getLead(db, agentOf(req).agentId, req.params.id, app.deps.now()) }),
  );

  app.post(
    '/agent/leads/:id/contacted',
    { onRequest: requireAgent, schema: { tags, summary: 'Mark a new lead contacted', params: intIdParams, response: { 200: okSchema, ...errors } } },
    async (req) => {
      await changeLeadStatus(db, agentOf(req).agentId, req.params.id, 'contacted', { now: app.deps.now() });
      return { success: true as const };
    },
  );

  app.post(
    '/agent/leads/:id/lost',
    { onRequest: requireAgent, schema: { tags, summary: 'Mark a lead lost, with a reason', params: intIdParams, body: markLeadLostBody, response: { 200: okSchema, ...errors } } },
    async (req) => {
      await changeLeadStatus(db, agentOf(req).agentId, req.params.id, 'lost', { reason: req.body.reason, now: app.deps.now() });
      return { success: true as const };
    },
  );

  app.post(
    '/agent/leads/:id/archive',
    { onRequest: requireAgent, schema: { tags, summary: 'Archive a lead', params: intIdParams, response: { 200: okSchema, ...errors } } },
    async (req) => {
      await changeLeadStatus(db, agentOf(req).agentId, req.params.id, 'archive', { now: app.deps.now() });
      return { success: true as const };
    },
  );

  app.get(
    '/agent/stats',
    { onRequest: requireAgent, schema: { tags, summary: "The dashboard's figures: experiences, leads, proposals, 90-day win rate", response: { 200: agentStatsResponse, 401: apiErrorSchema } } },
    async (req) => getAgentStats(db, agentOf(req).agentId, app.deps.now()),
  );
};
