import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema, createAgentBody, createdAgentResponse, createdIdResponse, createExperienceBody, intIdParams, ownExperiencesResponse,
  successResponse, updateAgentBody, updateDestinationsBody, updateExperienceBody,
} from '@safari/contract';
import { agentOf, requireAdmin, requireAgent } from '../../lib/auth.js';
import { callerOf, requireAgentOrAdmin } from '../images/access.js';
import {
  createAgentRecord, createExperience, listOwnExperiences, replaceAgentDestinations, updateAgentProfile, updateExperience,
} from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Portal writes (agent-side.md §7): agent bearer session, own records only. GET /experiences/{id} with a bearer lives in modules/experiences. */
export const agentPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.put(
    '/agents/:id',
    { onRequest: requireAgent, schema: { tags: ['agent-portal'], summary: "Update the signed-in agent's profile", params: intIdParams, body: updateAgentBody, response: { 200: successResponse, ...errors } } },
    async (req) => {
      await updateAgentProfile(db(), callerOf(req), req.params.id, req.body);
      return { success: true as const };
    },
  );

  app.put(
    '/agents/:id/destinations',
    // The agent for its own agency, the administrator for any (the admin tool saves a new agent's destinations).
    { onRequest: requireAgentOrAdmin, schema: { tags: ['agent-portal'], summary: "Replace an agency's destinations (its agent, or the administrator)", params: intIdParams, body: updateDestinationsBody, response: { 200: successResponse, ...errors } } },
    async (req) => {
      await replaceAgentDestinations(db(), callerOf(req), req.params.id, req.body.destinations);
      return { success: true as const };
    },
  );

  app.post(
    '/agents',
    { onRequest: requireAdmin, schema: { tags: ['admin'], summary: 'Create an agent (administrator)', body: createAgentBody, response: { 200: createdAgentResponse, 409: apiErrorSchema, ...errors } } },
    async (req) => ({ success: true as const, id: await createAgentRecord(db(), req.body) }),
  );

  app.get(
    '/agent/experiences',
    { onRequest: requireAgent, schema: { tags: ['agent-portal'], summary: "The signed-in agent's experiences, drafts included", response: { 200: ownExperiencesResponse, 401: apiErrorSchema } } },
    async (req) => ({ experiences: await listOwnExperiences(db(), agentOf(req).agentId) }),
  );

  app.post(
    '/experiences',
    { onRequest: requireAgent, schema: { tags: ['agent-portal'], summary: 'Create an experience (a draft unless status is published)', body: createExperienceBody, response: { 200: createdIdResponse, ...errors } } },
    async (req) => ({ success: true as const, id: await createExperience(db(), callerOf(req), req.body) }),
  );

  app.put(
    '/experiences/:id',
    { onRequest: requireAgent, schema: { tags: ['agent-portal'], summary: 'Update an own experience', params: intIdParams, body: updateExperienceBody, response: { 200: successResponse, ...errors } } },
    async (req) => {
      await updateExperience(db(), callerOf(req), req.params.id, req.body);
      return { success: true as const };
    },
  );
};
