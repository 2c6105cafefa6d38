/**
 * Not-found answers of credential lookups (a traveller id, a share token) are rate-limited per address
 * (DESIGN.md §4): ids and tokens are far too long to guess, but a scanner walking them should be stopped
 * early and loudly. Misses are counted after the answer; once an address has used up its misses, every
 * lookup from it is refused — hits included, or a prober could still tell a valid id by its 200.
 * One bucket for all lookup routes, so spreading over routes buys no extra tries.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimited } from './errors.js';
import { markRateLimitHook } from './rate-limit.js';

export const CREDENTIAL_LOOKUP_MISSES = { max: 100, windowMs: 15 * 60 * 1000 } as const;

export function credentialLookupGuard(app: FastifyInstance) {
  const { counters, config } = app.deps;
  const key = (req: FastifyRequest) => `lookup-miss:${req.ip}`;
  const disabled = config.rateLimitDisabled;
  return {
    onRequest: markRateLimitHook(async (req: FastifyRequest, _reply: FastifyReply) => {
      if (disabled) return;
      const misses = await counters.get(key(req));
      if (misses.count < CREDENTIAL_LOOKUP_MISSES.max) return;
      const seconds = Math.max(1, Math.ceil(misses.resetInMs / 1000));
      throw rateLimited(seconds);
    }),
    onResponse: async (req: FastifyRequest, reply: FastifyReply) => {
      if (!disabled && reply.statusCode === 404) await counters.increment(key(req), CREDENTIAL_LOOKUP_MISSES.windowMs);
    },
  };
}
