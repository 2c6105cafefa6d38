/**
 * Rate limits for sign-in, status checks, reset requests and applications (DESIGN.md §4).
 * Per-IP limits run in onRequest, before the body is even parsed; per-e-mail limits need the body,
 * so they run in preHandler, which is still before any password hashing or database work.
 */
import type { FastifyInstance } from 'fastify';
import { limiter, type Hook, type Limit } from '../../lib/rate-limit.js';

export { limitByIp } from '../../lib/rate-limit.js';
export type { Limit } from '../../lib/rate-limit.js';

/** Needs the parsed body: use as preHandler (still before any hashing or database work). */
export function limitByEmail(app: FastifyInstance, name: string, limit: Limit): Hook {
  return limiter(app, limit, (req) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    return `${name}:email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
  });
}

export const LIMITS_BY_ROUTE = {
  // Failed sign-ins per account are throttled by login-throttle.ts (only failures count there).
  loginIp: { max: 20, timeWindow: '1 minute' },
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
