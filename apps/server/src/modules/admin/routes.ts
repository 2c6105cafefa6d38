import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  adminLoginBody,
  adminLoginResponse,
  adminSessionResponse,
  apiErrorSchema,
  applicationIdParams,
  intIdParams,
  okSchema,
  approveApplicationResponse,
  listApplicationsQuery,
  listApplicationsResponse,
  rejectApplicationBody,
  rejectApplicationResponse,
} from '@safari/contract';
import { bearerToken, deleteAdminSession, requireAdmin } from '../../lib/auth.js';
import { LIMITS_BY_ROUTE, limitByIp } from '../agent-auth/rate-limits.js';
import { approveApplication, inviteAgent, listApplications, rejectApplication, signInAdmin, toAdminApplication } from './service.js';

// Explicit generics: the type provider's hoisted zod differs from the contract's (see experiences/routes.ts).
type Body<T extends z.ZodType> = { Body: z.output<T> };
type Params<T extends z.ZodType> = { Params: z.output<T> };
type Query<T extends z.ZodType> = { Querystring: z.output<T> };

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;

  const mail = { outbox: app.deps.outbox, publicBaseUrl: config.publicBaseUrl };

  app.post<Body<typeof adminLoginBody>>(
    '/admin/login',
    {
      onRequest: limitByIp(app, 'admin-login', LIMITS_BY_ROUTE.adminLoginIp),
      schema: { tags: ['admin'], summary: 'Exchange ADMIN_PASSWORD for an admin session token', body: adminLoginBody, response: { 200: adminLoginResponse, 401: apiErrorSchema } },
    },
    async (request) => signInAdmin(database.db, config, request.body.password),
  );

  app.post(
    '/admin/logout',
    { onRequest: requireAdmin, schema: { tags: ['admin'], summary: 'End the admin session', response: { 200: adminSessionResponse, 401: apiErrorSchema } } },
    async (request) => {
      await deleteAdminSession(database.db, bearerToken(request)!);
      return { success: true as const };
    },
  );

  app.get(
    '/admin/session',
    { onRequest: requireAdmin, schema: { tags: ['admin'], summary: 'Whether the admin token is still valid', response: { 200: adminSessionResponse, 401: apiErrorSchema } } },
    async () => ({ success: true as const }),
  );

  app.get<Query<typeof listApplicationsQuery>>(
    '/admin/applications',
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], summary: 'Agent applications with every answer, newest first', querystring: listApplicationsQuery, response: { 200: listApplicationsResponse, 401: apiErrorSchema } },
    },
    async (request) => ({ applications: await listApplications(database.db, request.query.status) }),
  );

  app.post<Params<typeof applicationIdParams>>(
    '/admin/applications/:id/approve',
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], summary: 'Approve: creates the agent profile and account, e-mails a setup link', params: applicationIdParams, response: { 200: approveApplicationResponse, ...errors } },
    },
    async (request) => {
      const { application, agentId } = await approveApplication(database.db, mail, request.params.id);
      return { application: toAdminApplication(application), agent_id: agentId };
    },
  );

  app.post<Params<typeof applicationIdParams> & Body<typeof rejectApplicationBody>>(
    '/admin/applications/:id/reject',
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], summary: 'Reject with a reason (e-mailed to the applicant)', params: applicationIdParams, body: rejectApplicationBody, response: { 200: rejectApplicationResponse, ...errors } },
    },
    async (request) => {
      const { application } = await rejectApplication(database.db, mail, request.params.id, request.body.reason);
      return { application: toAdminApplication(application) };
    },
  );

  app.post<Params<typeof intIdParams>>(
    '/admin/agents/:id/invite',
    {
      onRequest: requireAdmin,
      schema: { tags: ['admin'], summary: 'E-mail an agent the administrator created a single-use link to set its portal password', params: intIdParams, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      await inviteAgent(database.db, mail, request.params.id);
      return { success: true as const };
    },
  );
};
