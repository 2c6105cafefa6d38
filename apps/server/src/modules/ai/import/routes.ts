import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  agentIdParams,
  apiErrorSchema,
  bulkExperiencesBody,
  bulkExperiencesResponse,
  generateExperiencesBody,
  generateExperiencesError,
  generateExperiencesResponse,
  IMPORT_EXPERIENCE_COUNT,
} from '@safari/contract';
import { requireAdmin } from '../../../lib/auth.js';
import { limitByIp } from '../../../lib/rate-limit.js';
import { generateExperiences, importExperiences } from './service.js';

type Body<T extends z.ZodType> = { Body: z.output<T> };
type Params<T extends z.ZodType> = { Params: z.output<T> };

/** Reading a site costs seconds of outbound fetching (and model tokens): a few per minute are plenty for one operator. */
export const IMPORT_LIMITS = {
  generatePerMinute: { max: 6, timeWindow: '1 minute' },
  generatePerHour: { max: 40, timeWindow: '1 hour' },
  bulkPerMinute: { max: 30, timeWindow: '1 minute' },
} as const;

/** Website import in the admin tool (issue 12, agent-side.md §7): administrator session only. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const perMinute = limitByIp(app, 'ai-generate-minute', IMPORT_LIMITS.generatePerMinute);
  const perHour = limitByIp(app, 'ai-generate-hour', IMPORT_LIMITS.generatePerHour);

  app.post<Body<typeof generateExperiencesBody>>(
    '/ai/generate-experiences',
    {
      onRequest: [requireAdmin, perMinute, perHour],
      schema: {
        tags: ['admin'],
        summary: "Read an agency's website into experience drafts (30-60 seconds; nothing is stored)",
        body: generateExperiencesBody,
        response: { 200: generateExperiencesResponse, 400: generateExperiencesError, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema, 502: generateExperiencesError },
      },
    },
    async (request) => {
      const { url, agentId, options } = request.body;
      const { drafts, pagesRead } = await generateExperiences(
        { db: db(), ai: app.ai, crawl: { allowHosts: app.deps.config.fetchAllowHosts } },
        { url, agentId, count: options?.experienceCount ?? IMPORT_EXPERIENCE_COUNT },
      );
      return { success: true as const, data: { generatedExperiences: drafts, totalGenerated: drafts.length, pagesRead } };
    },
  );

  app.post<Params<typeof agentIdParams> & Body<typeof bulkExperiencesBody>>(
    '/agents/:agentId/bulk-experiences',
    {
      onRequest: [requireAdmin, limitByIp(app, 'bulk-experiences', IMPORT_LIMITS.bulkPerMinute)],
      schema: {
        tags: ['admin'],
        summary: 'Store imported drafts as unpublished experiences of the agency (duplicates by name and invalid items skipped)',
        params: agentIdParams,
        body: bulkExperiencesBody,
        response: { 200: bulkExperiencesResponse, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await importExperiences(db(), request.params.agentId, request.body.experiences)) }),
  );
};
