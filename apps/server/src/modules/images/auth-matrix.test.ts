/**
 * Authorisation matrix: every portal and image route × (anonymous, owner, other agent, admin). A new route under
 * these paths without an entry here fails the first test, so nobody can add a write without deciding who may call it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import * as s from '../../db/schema.js';
import { createExperience } from '../../test/factories.js';
import { jpeg, matrixCallers, multipart, type MatrixRole } from './test-helpers.js';

type Fixture = { ownerAgentId: number; experienceId: number; draftId: number; agentImageId: number; experienceImageId: number };
interface Entry {
  method: string;
  url: string;
  request: (f: Fixture) => Promise<{ url: string; payload?: Buffer | object; headers?: Record<string, string> }>;
  expect: Record<MatrixRole, number>;
}

const AGENT_ONLY = { anonymous: 401, owner: 200, other: 403, admin: 401 } as const;
const AGENT_OR_ADMIN = { anonymous: 401, owner: 200, other: 403, admin: 200 } as const;
const OWN_LIST = { anonymous: 401, owner: 200, other: 200, admin: 401 } as const;

async function imageBody() {
  return multipart({ description: 'Matrix', imageType: 'gallery' }, [{ filename: 'a.jpg', data: await jpeg() }]);
}

const MATRIX: Entry[] = [
  { method: 'PUT', url: '/api/agents/:id', request: async (f) => ({ url: `/api/agents/${f.ownerAgentId}`, payload: { address: 'Moshi, Tanzania' } }), expect: AGENT_ONLY },
  { method: 'PUT', url: '/api/agents/:id/destinations', request: async (f) => ({ url: `/api/agents/${f.ownerAgentId}/destinations`, payload: { destinations: ['Serengeti'] } }), expect: AGENT_OR_ADMIN },
  { method: 'POST', url: '/api/agents', request: async () => ({ url: '/api/agents', payload: { agency_name: 'Matrix Tours', contact_email: `m-${Date.now()}-${Math.random()}@example.com` } }), expect: { anonymous: 401, owner: 401, other: 401, admin: 200 } },
  // The website import's drafts: the administrator only (agents write their own experiences one by one).
  { method: 'POST', url: '/api/agents/:agentId/bulk-experiences', request: async (f) => ({ url: `/api/agents/${f.ownerAgentId}/bulk-experiences`, payload: { experiences: [{ experience_name: `Matrix import ${Math.random().toString(36).slice(2, 8)}`, experience_type: null, description: null, location: null, price: null, duration_days: null }] } }), expect: { anonymous: 401, owner: 401, other: 401, admin: 200 } },
  { method: 'GET', url: '/api/agent/experiences', request: async () => ({ url: '/api/agent/experiences' }), expect: OWN_LIST },
  { method: 'GET', url: '/api/agent/leads/recent', request: async () => ({ url: '/api/agent/leads/recent' }), expect: OWN_LIST },
  { method: 'GET', url: '/api/agent/proposals/recent', request: async () => ({ url: '/api/agent/proposals/recent' }), expect: OWN_LIST },
  // A bearer on GET /experiences/{id} shows a draft to its owner and the admin; everyone else gets the public 404.
  { method: 'GET', url: '/api/experiences/:id', request: async (f) => ({ url: `/api/experiences/${f.draftId}` }), expect: { anonymous: 404, owner: 200, other: 404, admin: 200 } },
  { method: 'POST', url: '/api/experiences', request: async () => ({ url: '/api/experiences', payload: { experience_name: 'Matrix draft' } }), expect: { anonymous: 401, owner: 200, other: 200, admin: 401 } },
  { method: 'PUT', url: '/api/experiences/:id', request: async (f) => ({ url: `/api/experiences/${f.experienceId}`, payload: { description: 'Changed by the matrix' } }), expect: AGENT_ONLY },
  { method: 'POST', url: '/api/images/agent/:agentId', request: async (f) => { const b = await imageBody(); return { url: `/api/images/agent/${f.ownerAgentId}`, payload: b.payload, headers: b.headers }; }, expect: AGENT_OR_ADMIN },
  { method: 'POST', url: '/api/images/experience/:experienceId', request: async (f) => { const b = await imageBody(); return { url: `/api/images/experience/${f.experienceId}`, payload: b.payload, headers: b.headers }; }, expect: AGENT_OR_ADMIN },
  { method: 'PUT', url: '/api/images/:imageId/primary', request: async (f) => ({ url: `/api/images/${f.agentImageId}/primary` }), expect: AGENT_OR_ADMIN },
  { method: 'PUT', url: '/api/images/experience/:imageId/primary', request: async (f) => ({ url: `/api/images/experience/${f.experienceImageId}/primary` }), expect: AGENT_OR_ADMIN },
  { method: 'DELETE', url: '/api/images/:imageId', request: async (f) => ({ url: `/api/images/${f.agentImageId}` }), expect: AGENT_OR_ADMIN },
  { method: 'DELETE', url: '/api/images/experience/:imageId', request: async (f) => ({ url: `/api/images/experience/${f.experienceImageId}` }), expect: AGENT_OR_ADMIN },
];

/** Routes the matrix must cover: everything under /api/agent/ and /api/images, and every write under /api/agents and /api/experiences. */
function isPortalRoute(method: string, url: string): boolean {
  if (method === 'HEAD' || method === 'OPTIONS') return false;
  // Leads, proposals and the dashboard figures have their own matrix (modules/leads/auth-matrix.test.ts).
  if (/^\/api\/agent\/(leads|proposals|stats)(\/|$)/.test(url) && !url.endsWith('/recent')) return false;
  if (url.startsWith('/api/agent/') || url.startsWith('/api/images')) return true;
  if ((url.startsWith('/api/agents') || url.startsWith('/api/experiences')) && method !== 'GET') return true;
  return false;
}

describe('portal and image routes: who may call what', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let tokens: Record<Exclude<MatrixRole, 'anonymous'>, string>;
  let ownerAgentId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    ({ ownerAgentId, tokens } = await matrixCallers(ctx));
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  it('every portal and image route has a matrix entry (and every entry a route)', () => {
    const routes = ctx.routes.filter((r) => isPortalRoute(r.method, r.url)).map((r) => `${r.method} ${r.url}`).sort();
    const covered = MATRIX.filter((e) => isPortalRoute(e.method, e.url)).map((e) => `${e.method} ${e.url}`).sort();
    expect(routes).toEqual(covered);
    for (const e of MATRIX) expect(ctx.routes.some((r) => r.method === e.method && r.url === e.url), `${e.method} ${e.url}`).toBe(true);
  });

  /** Fresh records per call, so deletes and primaries never depend on the order the matrix runs in. */
  async function fixture(): Promise<Fixture> {
    const { db } = ctx.database;
    const experience = await createExperience(db, ownerAgentId);
    const draft = await createExperience(db, ownerAgentId, { isPublished: false });
    const [agentImage] = await db.insert(s.agentImages).values({ agentId: ownerAgentId, imageUrl: '/media/uploads/x-1024.webp' }).returning();
    const [expImage] = await db.insert(s.experienceImages).values({ experienceId: experience.id, imageUrl: '/media/uploads/y-1024.webp' }).returning();
    return { ownerAgentId, experienceId: experience.id, draftId: draft.id, agentImageId: agentImage!.id, experienceImageId: expImage!.id };
  }

  for (const entry of MATRIX) {
    for (const role of ['anonymous', 'owner', 'other', 'admin'] as const) {
      it(`${entry.method} ${entry.url} as ${role} → ${entry.expect[role]}`, async () => {
        const req = await entry.request(await fixture());
        const res = await ctx.app.inject({
          method: entry.method as 'GET',
          url: req.url,
          ...(req.payload !== undefined ? { payload: req.payload } : {}),
          headers: { ...req.headers, ...(role === 'anonymous' ? {} : { authorization: `Bearer ${tokens[role]}` }) },
        });
        expect(res.statusCode, res.body).toBe(entry.expect[role]);
        if (res.statusCode >= 400) expect(res.json()).toEqual(expect.objectContaining({ error: expect.any(String), code: expect.any(String) }));
      });
    }
  }

  it('ids that do not exist are 404 for an agent, not 403', async () => {
    const missing = 2_000_000_000;
    const auth = { authorization: `Bearer ${tokens.owner}` };
    for (const [method, url, payload] of [
      ['PUT', `/api/agents/${missing}`, { address: 'x' }],
      ['PUT', `/api/agents/${missing}/destinations`, { destinations: ['Serengeti'] }],
      ['PUT', `/api/experiences/${missing}`, { description: 'x' }],
      ['PUT', `/api/images/${missing}/primary`, undefined],
      ['PUT', `/api/images/experience/${missing}/primary`, undefined],
      ['DELETE', `/api/images/${missing}`, undefined],
      ['DELETE', `/api/images/experience/${missing}`, undefined],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const b = multipart({}, [{ filename: 'a.jpg', data: await jpeg() }]);
    for (const url of [`/api/images/agent/${missing}`, `/api/images/experience/${missing}`]) {
      const res = await ctx.app.inject({ method: 'POST', url, payload: b.payload, headers: { ...b.headers, ...auth } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
