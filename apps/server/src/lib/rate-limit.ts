/**
 * Rate-limit hooks for routes that need more than one limit, or a limit outside route config
 * (DESIGN.md §4: sign-in, resets, 404 probes). Answers 429 in the API error shape with Retry-After.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimited } from './errors.js';

// `any` generics so the hook fits any route's typed request without erasing the route's own zod types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Hook = (request: FastifyRequest<any, any, any, any, any>, reply: FastifyReply<any, any, any, any, any, any, any, any>) => Promise<void>;
const noLimit: Hook = async () => {};

const RATE_LIMIT_HOOK = Symbol('rate-limit hook');
/** Marks a hook as one that can answer 429, so the API docs can say so (modules/openapi). */
export function markRateLimitHook<T extends object>(hook: T): T {
  return Object.assign(hook, { [RATE_LIMIT_HOOK]: true });
}
export const isRateLimitHook = (hook: unknown): boolean => typeof hook === 'function' && RATE_LIMIT_HOOK in hook;

export interface Limit {
  max: number;
  timeWindow: string;
}

/**
 * createRateLimit rather than app.rateLimit: the latter's hooks skip every limiter after the first one
 * that ran on a request, so a per-IP and a per-e-mail limit could not both apply to one route.
 * Keys carry the limit's name because with Redis every limiter shares one keyspace.
 */
export function limiter(app: FastifyInstance, limit: Limit, key: (req: FastifyRequest) => string): Hook {
  if (app.deps.config.rateLimitDisabled) return markRateLimitHook(noLimit);
  const check = app.createRateLimit({ ...limit, keyGenerator: key });
  return markRateLimitHook<Hook>(async (request) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw rateLimited(result.ttlInSeconds);
  });
}

export function limitByIp(app: FastifyInstance, name: string, limit: Limit): Hook {
  return limiter(app, limit, (req) => `${name}:ip:${req.ip}`);
}

