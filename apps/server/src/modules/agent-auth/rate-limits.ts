/**
 * Rate limits for sign-in, status checks, reset requests and applications (DESIGN.md §4).
 * Per-IP limits run in onRequest, before the body is even parsed; per-e-mail limits need the body,
 * so they run in preHandler, which is still before any password hashing or database work.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@safari/contract';
import { AppError } from '../../lib/errors.js';

// `any` generics so the hook fits any route's typed request without erasing the route's own zod types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Hook = (request: FastifyRequest<any, any, any, any, any>, reply: FastifyReply<any, any, any, any, any, any, any, any>) => Promise<void>;
const noLimit: Hook = async () => {};

export interface Limit {
  max: number;
  timeWindow: string;
}

/**
 * createRateLimit rather than app.rateLimit: the latter's hooks skip every limiter after the first one
 * that ran on a request, so a per-IP and a per-e-mail limit could not both apply to one route.
 * Keys carry the limit's name because with Redis every limiter shares one keyspace.
 */
function limiter(app: FastifyInstance, limit: Limit, key: (req: FastifyRequest) => string): Hook {
  if (app.deps.config.rateLimitDisabled) return noLimit;
  const check = app.createRateLimit({ ...limit, keyGenerator: key });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('Retry-After', String(result.ttlInSeconds));
    throw new AppError(ERROR_CODES.rateLimited, `Too many requests. Please wait ${result.ttlInSeconds} seconds and try again.`, undefined, 429);
  };
}

export function limitByIp(app: FastifyInstance, name: string, limit: Limit): Hook {
  return limiter(app, limit, (req) => `${name}:ip:${req.ip}`);
}

/** Needs the parsed body: use as preHandler (still before any hashing or database work). */
export function limitByEmail(app: FastifyInstance, name: string, limit: Limit): Hook {
  return limiter(app, limit, (req) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    return `${name}:email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
  });
}

export const LIMITS_BY_ROUTE = {
  loginIp: { max: 20, timeWindow: '1 minute' },
  loginEmail: { max: 5, timeWindow: '15 minutes' },
  checkIp: { max: 20, timeWindow: '1 minute' },
  checkEmail: { max: 10, timeWindow: '15 minutes' },
  resetRequestIp: { max: 10, timeWindow: '15 minutes' },
  resetRequestEmail: { max: 3, timeWindow: '15 minutes' },
  // Token guessing is hopeless (256 bits) and an unknown token costs one indexed lookup, no hashing.
  tokenUseIp: { max: 60, timeWindow: '15 minutes' },
  // Generous per address (offices share one); the per-e-mail limit is what protects a given address.
  applicationStartIp: { max: 60, timeWindow: '15 minutes' },
  applicationStartEmail: { max: 5, timeWindow: '15 minutes' },
  applicationCompleteIp: { max: 60, timeWindow: '15 minutes' },
  adminLoginIp: { max: 10, timeWindow: '1 minute' },
} as const satisfies Record<string, Limit>;
