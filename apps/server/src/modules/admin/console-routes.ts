import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  adminAgentPatchBody,
  adminAgentResponse,
  adminAgentsQuery,
  adminAgentsResponse,
  adminAuditQuery,
  adminAuditResponse,
  adminExperienceResponse,
  adminExperiencesQuery,
  adminExperiencesResponse,
  adminHealthQuery,
  adminHealthResponse,
  apiErrorSchema,
  hideExperienceBody,
  intIdParams,
} from '@safari/contract';
import { requireAdmin } from '../../lib/auth.js';
import { actorOf, listAudit } from './audit.js';
import { listAdminAgents, patchAdminAgent } from './agents-admin.js';
import { hideExperience, listAdminExperiences, restoreExperience } from './moderation.js';
import { getMarketplaceHealth } from './health.js';

// Explicit generics: the type provider's hoisted zod differs from the contract's (see experiences/routes.ts).
type Body<T extends z.ZodType> = { Body: z.output<T> };
type Params<T extends z.ZodType> = { Params: z.output<T> };
type Query<T extends z.ZodType> = { Querystring: z.output<T> };

const readErrors = { 400: apiErrorSchema, 401: apiErrorSchema };
const writeErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['admin'];

/** The admin console (issue 13): every route needs the admin session; every change writes one audit row. */
export const adminConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  const db = database.db;

  app.get<Query<typeof adminAgentsQuery>>(
    '/admin/agents',
    { onRequest: requireAdmin, schema: { tags, summary: 'Agencies with their status, searchable and paged', querystring: adminAgentsQuery, response: { 200: adminAgentsResponse, ...readErrors } } },
    async (request) => listAdminAgents(db, request.query),
  );

  app.patch<Params<typeof intIdParams> & Body<typeof adminAgentPatchBody>>(
    '/admin/agents/:id',
    {
      onRequest: requireAdmin,
      schema: { tags, summary: 'Publish or hide an agency (and so its experiences), feature it, set its subscription status', params: intIdParams, body: adminAgentPatchBody, response: { 200: adminAgentResponse, ...writeErrors } },
    },
    async (request) => ({ agent: await patchAdminAgent(db, actorOf(request), request.params.id, request.body) }),
  );

  app.get<Query<typeof adminExperiencesQuery>>(
    '/admin/experiences',
    { onRequest: requireAdmin, schema: { tags, summary: 'Every experience with its moderation state, searchable and paged', querystring: adminExperiencesQuery, response: { 200: adminExperiencesResponse, ...readErrors } } },
    async (request) => listAdminExperiences(db, request.query),
  );

  app.post<Params<typeof intIdParams> & Body<typeof hideExperienceBody>>(
    '/admin/experiences/:id/hide',
    {
      onRequest: requireAdmin,
      schema: { tags, summary: 'Hide an experience from every public page, with the reason recorded', params: intIdParams, body: hideExperienceBody, response: { 200: adminExperienceResponse, ...writeErrors } },
    },
    async (request) => ({ experience: await hideExperience(db, actorOf(request), request.params.id, request.body.reason) }),
  );

  app.post<Params<typeof intIdParams>>(
    '/admin/experiences/:id/restore',
    { onRequest: requireAdmin, schema: { tags, summary: 'Lift the moderation hide of an experience', params: intIdParams, response: { 200: adminExperienceResponse, ...writeErrors } } },
    async (request) => ({ experience: await restoreExperience(db, actorOf(request), request.params.id) }),
  );

  app.get<Query<typeof adminHealthQuery>>(
    '/admin/health',
    { onRequest: requireAdmin, schema: { tags, summary: 'Leads answered within 24/48 hours, response time, proposals and win rate; leads at risk first', querystring: adminHealthQuery, response: { 200: adminHealthResponse, ...readErrors } } },
    async (request) => getMarketplaceHealth(db, app.deps.now(), request.query.days),
  );

  app.get<Query<typeof adminAuditQuery>>(
    '/admin/audit',
    { onRequest: requireAdmin, schema: { tags, summary: 'The append-only log of admin actions, newest first', querystring: adminAuditQuery, response: { 200: adminAuditResponse, ...readErrors } } },
    async (request) => listAudit(db, request.query),
  );
};
