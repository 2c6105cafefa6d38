import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSession } from './get-me';

const answer = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));

afterEach(() => vi.unstubAllGlobals());

describe('checkSession (the guard decisions of agent-side.md §4)', () => {
  it('allows an answer with an agent and sends the bearer token', async () => {
    answer(200, { agent: { id: 7, agency_name: 'A' } });
    await expect(checkSession('tok')).resolves.toMatchObject({ kind: 'agent', agent: { id: 7 } });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });
  it('treats an answer without an agent like a signed-out session', async () => {
    answer(200, {});
    await expect(checkSession('tok')).resolves.toEqual({ kind: 'no-agent' });
  });
  it('signs out on 401', async () => {
    answer(401, { error: 'Unauthorized', code: 'UNAUTHORIZED' });
    await expect(checkSession('tok')).resolves.toEqual({ kind: 'unauthorized' });
  });
  it('lets a lapsed subscription in, defaulting the status to inactive', async () => {
    answer(403, { error: 'Subscription not active', code: 'SUBSCRIPTION_INACTIVE', subscriptionStatus: 'past_due', agent: { id: 7 } });
    await expect(checkSession('tok')).resolves.toMatchObject({ kind: 'subscription-inactive', subscriptionStatus: 'past_due', agent: { id: 7 } });
    answer(403, { error: 'Forbidden', code: 'FORBIDDEN' });
    await expect(checkSession('tok')).resolves.toEqual({ kind: 'subscription-inactive', subscriptionStatus: 'inactive', agent: null });
  });
  it('reports other failures so the guard can allow access with a warning', async () => {
    answer(503, { error: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' });
    await expect(checkSession('tok')).resolves.toMatchObject({ kind: 'unknown-error' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await expect(checkSession('tok')).resolves.toMatchObject({ kind: 'unknown-error' });
  });
});
