/**
 * The agent's session in browser storage (agent-side.md §3): `agentToken`, `agentInfo` (the agent object)
 * and `subscriptionStatus`. The token is an opaque bearer token the server can revoke.
 */
const TOKEN_KEY = 'agentToken';
const INFO_KEY = 'agentInfo';
const SUBSCRIPTION_KEY = 'subscriptionStatus';

/** The stored agent object; only the fields the portal reads are typed, the rest are kept as the server sent them. */
export interface StoredAgent {
  id: number;
  agency_name?: string | null;
  contact_email?: string | null;
  [key: string]: unknown;
}

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

export function getAgentInfo(): StoredAgent | null {
  const raw = storage()?.getItem(INFO_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as StoredAgent) : null;
  } catch {
    return null;
  }
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

export function getSubscriptionStatus(): string | null {
  return storage()?.getItem(SUBSCRIPTION_KEY) || null;
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
