/**
 * The agent's session in browser storage (agent-side.md §3): `agentToken`, `agentInfo` (the agent object)
 * and `subscriptionStatus`. The token is an opaque bearer token the server can revoke.
 */
const TOKEN_KEY = 'agentToken';
const INFO_KEY = 'agentInfo';
const SUBSCRIPTION_KEY = 'subscriptionStatus';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

export function getAgentToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function storeAgentSession(token: string, agent: unknown) {
  const s = storage();
  if (!s) return;
  s.setItem(TOKEN_KEY, token);
  storeAgentInfo(agent);
}

export function storeAgentInfo(agent: unknown) {
  if (agent && typeof agent === 'object') storage()?.setItem(INFO_KEY, JSON.stringify(agent));
}

export function storeSubscriptionStatus(status: string) {
  storage()?.setItem(SUBSCRIPTION_KEY, status);
}

export function clearSubscriptionStatus() {
  storage()?.removeItem(SUBSCRIPTION_KEY);
}

/** Sign-out and 401: nothing of the session may survive. */
export function clearAgentSession() {
  const s = storage();
  if (!s) return;
  s.removeItem(TOKEN_KEY);
  s.removeItem(INFO_KEY);
  s.removeItem(SUBSCRIPTION_KEY);
}
