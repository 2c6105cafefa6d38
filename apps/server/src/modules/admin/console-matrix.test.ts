/**
 * Authorisation matrix of every /api/admin route × (anonymous, agent token, admin). A new /api/admin route
 * without an entry fails the first test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { adminToken } from '../../test/agent-accounts.js';
import { createAgent, createExperience } from '../../test/factories.js';
import { agentWithSession } from '../images/test-helpers.js';

type Fixture = { agentId: number; experienceId: number };
interface Entry {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  request: (f: Fixture) => { url: string; payload?: object };
  /** What the admin gets (the others always get 401: an agent token is not an admin session). */
  admin: number;
}

const MATRIX: Entry[] = [
  { method: 'POST', url: '/api/admin/logout', request: () => ({ url: '/api/admin/logout' }), admin: 200 },
  { method: 'GET', url: '/api/admin/session', request: () => ({ url: '/api/admin/session' }), admin: 200 },
  { method: 'GET', url: '/api/admin/applications', request: () => ({ url: '/api/admin/applications' }), admin: 200 },
  { method: 'POST', url: '/api/admin/applications/:id/approve', request: () => ({ url: '/api/admin/applications/999999/approve' }), admin: 404 },
  { method: 'POST', url: '/api/admin/applications/:id/reject', request: () => ({ url: '/api/admin/applications/999999/reject', payload: { reason: 'No' } }), admin: 404 },
  { method: 'POST', url: '/api/admin/agents/:id/invite', request: () => ({ url: '/api/admin/agents/999999/invite' }), admin: 404 },
  { method: 'GET', url: '/api/admin/agents', request: () => ({ url: '/api/admin/agents?q=test' }), admin: 200 },
  { method: 'PATCH', url: '/api/admin/agents/:id', request: (f) => ({ url: `/api/admin/agents/${f.agentId}`, payload: { is_featured: true } }), admin: 200 },
  { method: 'GET', url: '/api/admin/experiences', request: () => ({ url: '/api/admin/experiences?hidden=false' }), admin: 200 },
  { method: 'POST', url: '/api/admin/experiences/:id/hide', request: (f) => ({ url: `/api/admin/experiences/${f.experienceId}/hide`, payload: { reason: 'Matrix' } }), admin: 200 },
  { method: 'POST', url: '/api/admin/experiences/:id/restore', request: (f) => ({ url: `/api/admin/experiences/${f.experienceId}/restore` }), admin: 200 },
  { method: 'GET', url: '/api/admin/health', request: () => ({ url: '/api/admin/health?days=30' }), admin: 200 },
  { method: 'GET', url: '/api/admin/audit', request: () => ({ url: '/api/admin/audit' }), admin: 200 },
];

// The login itself is public (rate-limited, tested in admin.test.ts).
const isCovered = (method: string, url: string) => method !== 'HEAD' && method !== 'OPTIONS' && url.startsWith('/api/admin/') && url !== '/api/admin/login';

describe('admin routes: who may call what', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let fixture: Fixture;
  let agentToken: string;

  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMIT_DISABLED: 'true' });
    const agent = await agentWithSession(ctx);
    agentToken = agent.token;
    const target = await createAgent(ctx.database.db);
    const experience = await createExperience(ctx.database.db, target.id);
    fixture = { agentId: target.id, experienceId: experience.id };
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  it('covers every admin route', () => {
    const missing = ctx.routes.filter((r) => isCovered(r.method, r.url) && !MATRIX.some((e) => e.method === r.method && e.url === r.url));
    expect(missing).toEqual([]);
  });

  for (const role of ['anonymous', 'agent', 'admin'] as const) {
    it(`as ${role}`, async () => {
      for (const entry of MATRIX) {
        const { url, payload } = entry.request(fixture);
        // A fresh admin session per call: the logout entry ends the one it is given.
        const token = role === 'admin' ? await adminToken(ctx) : role === 'agent' ? agentToken : undefined;
        const res = await ctx.app.inject({
          method: entry.method,
          url,
          ...(payload ? { payload } : {}),
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        const expected = role === 'admin' ? entry.admin : 401;
        expect(res.statusCode, `${role} ${entry.method} ${entry.url}: ${res.body}`).toBe(expected);
      }
    });
  }

  it('an admin session that expired or was ended is refused', async () => {
    const token = await adminToken(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${token}` } });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/agents', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Admin session expired. Please sign in again.');
  });
});
