import { ApiRequestError } from '@/lib/api-client';
import { getAgentToken } from '@/lib/agent-session';

/** Thrown before any call when the browser holds no agent token (agent-side.md §8: 'No authentication token found.'). */
export class MissingTokenError extends Error {
  constructor() {
    super('No agent token');
  }
}

/** The signed-in agent's bearer token, or MissingTokenError before any request is made. */
export function requireToken(): string {
  const token = getAgentToken();
  if (!token) throw new MissingTokenError();
  return token;
}

/** Portal reads retry once on a network or server failure, never on a refusal (401/403/404) or a missing token. */
export const portalRetry = (count: number, error: Error) =>
  !(error instanceof MissingTokenError) && !(error instanceof ApiRequestError && error.status < 500 && error.status > 0) && count < 1;
