/** Upload budget per agent: decoding and re-encoding images is the most expensive thing an agent can ask for. */
import type { FastifyInstance } from 'fastify';
import { limiter, markRateLimitHook, type Hook, type Limit } from '../../lib/rate-limit.js';

/** Agent and experience uploads together, counted per signed-in agent (README, "Rate limits"). */
export const UPLOAD_RATE_LIMIT: Limit = { max: 60, timeWindow: '1 hour' };

/**
 * Runs after requireAgentOrAdmin. Administrators are not counted: their tool uploads for many agents and
 * needs an admin session, which is already rate-limited at sign-in.
 */
export function limitUploadsByAgent(app: FastifyInstance, limit: Limit): Hook {
  const check = limiter(app, limit, (req) => `image-upload:agent:${req.agent?.agentId ?? 'none'}`);
  return markRateLimitHook<Hook>(async (request, reply) => {
    if (request.adminSessionId !== undefined || !request.agent) return;
    await check(request, reply);
  });
}
