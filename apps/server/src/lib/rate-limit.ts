/**
 * Rate-limit hooks for routes that need more than one limit, or a limit outside route config
 * (DESIGN.md §4: sign-in, resets, 404 probes). Answers 429 in the API error shape with Retry-After.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@safari/contract';
import { AppError } from './errors.js';

// `any` generics so the hook fits any route's typed request without erasing the route's own zod types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Hook = (request: FastifyRequest<any, any, any, any, any>, reply: FastifyReply<any, any, any, any, any, any, any, any>) => Promise<void>;
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
export function limiter(app: FastifyInstance, limit: Limit, key: (req: FastifyRequest) => string): Hook {
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

