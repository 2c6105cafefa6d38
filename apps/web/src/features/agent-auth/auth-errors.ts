import { ERROR_CODES, MESSAGES, type AgentAuthError } from '@safari/contract';
import { ApiRequestError } from '@/lib/api-client';

export type LoginFailure =
  | { kind: 'setup-required'; message: string }
  | { kind: 'needs-application' }
  | { kind: 'messages'; messages: string[] };

/** Maps a failed sign-in to what the page shows, in the order of agent-side.md §8. */
export function describeLoginFailure(err: unknown): LoginFailure {
  if (!(err instanceof ApiRequestError)) return { kind: 'messages', messages: [MESSAGES.loginFailed] };
  const body = (err.body ?? {}) as Partial<AgentAuthError>;
  if (err.status === 429) return { kind: 'messages', messages: [body.error || MESSAGES.tooManyRequests] };
  if (body.requiresPasswordSetup) return { kind: 'setup-required', message: body.error || MESSAGES.loginSetupRequired };
  if (body.needsApplication) return { kind: 'needs-application' };
  if (body.accountStatus) {
    const messages = [body.error || MESSAGES.loginFailed];
    // The spec shows the server's error and, for pending accounts, the review note: once, even when they are the same text.
    if (body.accountStatus === 'pending' && !messages.includes(MESSAGES.loginPending)) messages.push(MESSAGES.loginPending);
    return { kind: 'messages', messages };
  }
  if (body.errors?.length) return { kind: 'messages', messages: body.errors };
  if (body.error) return { kind: 'messages', messages: [body.error] };
  return { kind: 'messages', messages: [MESSAGES.loginFailed] };
}

/** Where the guard's remembered origin points; only same-app portal paths, never an outside URL. */
export function redirectTarget(from: unknown, fallback: string): string {
  let target: string | undefined;
  if (typeof from === 'string') target = from;
  else if (from && typeof from === 'object' && typeof (from as { pathname?: unknown }).pathname === 'string') {
    const loc = from as { pathname: string; search?: string; hash?: string };
    target = `${loc.pathname}${loc.search ?? ''}${loc.hash ?? ''}`;
  }
  return target && target.startsWith('/agent/') && !target.startsWith('//') ? target : fallback;
}

/** What the page lists for a failed reset (agent-side.md §8). */
export function describeResetFailure(err: unknown): string[] {
  if (!(err instanceof ApiRequestError)) return [MESSAGES.resetFailed];
  if (err.status === 401) return [MESSAGES.resetExpired];
  if (err.errors?.length) return err.errors;
  if (err.body?.error) return [err.body.error];
  return [MESSAGES.resetFailed];
}

/** What the page lists for a failed password setup (agent-side.md §8). */
export function describeSetupFailure(err: unknown): string[] {
  if (err instanceof ApiRequestError && err.errors?.length) return err.errors;
  if (err instanceof ApiRequestError && err.body?.error) return [err.body.error];
  return [MESSAGES.setupFailed];
}

/** The link itself is the problem (unknown, used, expired; or, with `orMissing`, absent): offer a new one. Decided by code, never by text. */
export function isLinkProblem(err: unknown, { orMissing = false } = {}): boolean {
  if (!(err instanceof ApiRequestError)) return false;
  return err.code === ERROR_CODES.invalidToken || (orMissing && err.code === ERROR_CODES.linkMissing);
}
