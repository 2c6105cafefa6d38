/**
 * Sign-in throttling that stops password guessing without handing a stranger a way to lock the owner out
 * (DESIGN.md §4; OWASP ASVS 2.2.1). Only *failed* sign-ins count, and never all in one bucket:
 *
 * - per account and IP address, tight: 5 failures in 15 minutes, then that pair waits. An attacker on one
 *   address gets ~20 guesses an hour at one account; the owner elsewhere is untouched.
 * - per account, loose: 100 failures in an hour (the ASVS ceiling) from any number of addresses. Once full,
 *   an address from which this account signed in successfully within 30 days is still let through, so a
 *   distributed attack does not lock the owner out of their usual office or phone.
 * - per IP address (all accounts): the request limit of the login route, LIMITS_BY_ROUTE.loginIp.
 *
 * A successful sign-in clears its pair; a password reset or first setup clears the account's counters,
 * so "reset your password" always gets the owner back in. Checks run before any password hashing.
 * E-mails and IPs appear in keys only as hashes: the counter store is not a log of who tried what.
 */
import type { FastifyRequest } from 'fastify';
import type { CounterStore } from '../../lib/counters.js';
import { rateLimited } from '../../lib/errors.js';
import { sha256 } from '../../lib/tokens.js';

export const LOGIN_THROTTLE = {
  pair: { max: 5, windowMs: 15 * 60 * 1000 },
  account: { max: 100, windowMs: 60 * 60 * 1000 },
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/** The account an attempt is for: e-mails are matched case- and whitespace-insensitively, so are their counters. */
const accountKey = (email: string) => sha256(email.trim().toLowerCase()).slice(0, 32);
const ipKey = (ip: string) => sha256(ip).slice(0, 24);

const keys = (email: string, ip: string) => {
  const account = accountKey(email);
  const address = ipKey(ip);
  return {
    pair: `login-fail:pair:${account}:${address}`,
    account: `login-fail:account:${account}`,
    known: `login-ok:${account}:${address}`,
  };
};

function tooManyAttempts(resetInMs: number) {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 120 ? `${seconds} seconds` : `${minutes} minutes`;
  return rateLimited(seconds, `Too many failed sign-in attempts. Please wait ${wait} and try again, or reset your password.`);
}

export function createLoginThrottle(store: CounterStore, disabled = false) {
  return {
    /** Throws 429 when this attempt may not even be checked. */
    async assertAllowed(email: string, request: FastifyRequest): Promise<void> {
      if (disabled) return;
      const k = keys(email, request.ip);
      const pair = await store.get(k.pair);
      if (pair.count >= LOGIN_THROTTLE.pair.max) throw tooManyAttempts(pair.resetInMs);
      const account = await store.get(k.account);
      if (account.count >= LOGIN_THROTTLE.account.max && !(await store.isMarked(k.known))) throw tooManyAttempts(account.resetInMs);
    },
    async recordFailure(email: string, request: FastifyRequest): Promise<void> {
      if (disabled) return;
      const k = keys(email, request.ip);
      await Promise.all([store.increment(k.pair, LOGIN_THROTTLE.pair.windowMs), store.increment(k.account, LOGIN_THROTTLE.account.windowMs)]);
    },
    async recordSuccess(email: string, request: FastifyRequest): Promise<void> {
      if (disabled) return;
      const k = keys(email, request.ip);
      await Promise.all([store.delete(k.pair), store.mark(k.known, LOGIN_THROTTLE.knownAddressMs)]);
    },
    /** After a password reset or setup: the account, and the address the owner reset from, start with a clean slate. */
    async clearAccount(email: string, request: FastifyRequest): Promise<void> {
      const k = keys(email, request.ip);
      await Promise.all([store.delete(k.account), store.delete(k.pair)]);
    },
  };
}
