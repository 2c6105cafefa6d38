/**
 * Rate limits for sign-in, status checks, reset requests and applications (DESIGN.md §4).
 * Per-IP limits run in onRequest, before the body is even parsed; per-e-mail limits need the body,
 * so they run in preHandler, which is still before any password hashing or database work.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// `any` generics so the hook fits any route's typed request without erasing the route's own zod types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Hook = (request: FastifyRequest<any, any, any, any, any>, reply: FastifyReply<any, any, any, any, any, any, any, any>) => Promise<void>;
const noLimit: Hook = async () => {};

export interface Limit {
  max: number;
  timeWindow: string;
}

/** Keys carry the limit's name: with Redis every limiter shares one keyspace. */
export function limitByIp(app: FastifyInstance, name: string, limit: Limit): Hook {
  if (app.deps.config.rateLimitDisabled) return noLimit;
  return app.rateLimit({ ...limit, keyGenerator: (req) => `${name}:ip:${req.ip}` }) as Hook;
}

export function limitByEmail(app: FastifyInstance, name: string, limit: Limit): Hook {
  if (app.deps.config.rateLimitDisabled) return noLimit;
  return app.rateLimit({
    ...limit,
    keyGenerator: (req) => {
      const email = (req.body as { email?: unknown; contact_email?: unknown } | undefined)?.email;
      return `${name}:email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  }) as Hook;
}

export const LIMITS_BY_ROUTE = {
  loginIp: { max: 20, timeWindow: '1 minute' },
  loginEmail: { max: 5, timeWindow: '15 minutes' },
  checkIp: { max: 20, timeWindow: '1 minute' },
  checkEmail: { max: 10, timeWindow: '15 minutes' },
  resetRequestIp: { max: 10, timeWindow: '15 minutes' },
  resetRequestEmail: { max: 3, timeWindow: '15 minutes' },
  tokenUseIp: { max: 20, timeWindow: '15 minutes' },
  applicationStartIp: { max: 20, timeWindow: '15 minutes' },
  applicationStartEmail: { max: 5, timeWindow: '15 minutes' },
  applicationCompleteIp: { max: 20, timeWindow: '15 minutes' },
  adminLoginIp: { max: 10, timeWindow: '1 minute' },
} as const satisfies Record<string, Limit>;
