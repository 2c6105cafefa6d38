import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, optimizeContentBody, optimizeContentResponse } from '@safari/contract';
import { limiter } from '../../../lib/rate-limit.js';
import { callerOf, requireAgentOrAdmin } from '../../images/access.js';

/** Enough for an agent polishing every text of a profile in one sitting, not for scripted use of the model. */
export const OPTIMIZE_LIMIT = { max: 30, timeWindow: '10 minutes' };

/** 'Optimize with AI' (agent-side.md §7 POST /ai/optimize): a signed-in agent or the administrator, per-caller limit. */
export const optimizeRoutes: FastifyPluginAsyncZod = async (app) => {
  const perCaller = limiter(app, OPTIMIZE_LIMIT, (req) => {
    const caller = callerOf(req);
    return `ai-optimize:${caller.kind === 'agent' ? `agent:${caller.agentId}` : 'admin'}`;
  });

  app.post(
    '/ai/optimize',
    {
      onRequest: [requireAgentOrAdmin, perCaller],
      schema: {
        tags: ['ai'],
        summary: "Tidy an agent's text to fit its place (never adding facts), and list the facts travellers look for that it lacks",
        body: optimizeContentBody,
        response: { 200: optimizeContentResponse, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req) => {
      const { content, contentType } = req.body;
      const result = await app.ai.optimize(content, contentType);
      return { success: true as const, data: { ...result, engine: app.ai.name } };
    },
  );
};
