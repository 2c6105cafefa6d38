/**
 * Authorisation matrix of the leads, proposals, stats and trip-page routes × (anonymous, owner, other agent,
 * admin). A new route under these paths without an entry fails the first test.
 * Agent routes: the bearer decides. Trip routes: the token in the path is the credential, so the roles are
 * an unknown token (anonymous), the traveller's own (owner), another traveller's (other), and an admin bearer
 * with an unknown token (admin).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import * as s from '../../db/schema.js';
import { matrixCallers, type MatrixRole } from '../images/test-helpers.js';
import { issueTripLink } from '../trip/tokens.js';
import { THREE_DAYS } from './test-helpers.js';

type Fixture = { leadId: number; draftId: number; sentId: number; ownTrip: string; otherTrip: string };
interface Entry {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  request: (f: Fixture, role: MatrixRole) => { url: string; payload?: object };
  expect: Record<MatrixRole, number>;
}

const OWN_RECORD = { anonymous: 401, owner: 200, other: 403, admin: 401 } as const;
const OWN_LIST = { anonymous: 401, owner: 200, other: 200, admin: 401 } as const;
const TRIP = { anonymous: 404, owner: 200, other: 404, admin: 404 } as const;
const UNKNOWN_TRIP = 'u'.repeat(43);
/** The trip token each role uses. */
const tripOf = (f: Fixture, role: MatrixRole) => ({ anonymous: UNKNOWN_TRIP, owner: f.ownTrip, other: f.otherTrip, admin: UNKNOWN_TRIP })[role];

const MATRIX: Entry[] = [
  { method: 'GET', url: '/api/agent/leads', request: () => ({ url: '/api/agent/leads' }), expect: OWN_LIST },
  { method: 'GET', url: '/api/agent/leads/recent', request: () => ({ url: '/api/agent/leads/recent' }), expect: OWN_LIST },
  { method: 'GET', url: '/api/agent/leads/:id', request: (f) => ({ url: `/api/agent/leads/${f.leadId}` }), expect: OWN_RECORD },
  { method: 'POST', url: '/api/agent/leads/:id/contacted', request: (f) => ({ url: `/api/agent/leads/${f.leadId}/contacted` }), expect: OWN_RECORD },
  { method: 'POST', url: '/api/agent/leads/:id/lost', request: (f) => ({ url: `/api/agent/leads/${f.leadId}/lost`, payload: { reason: 'Matrix' } }), expect: OWN_RECORD },
  { method: 'POST', url: '/api/agent/leads/:id/archive', request: (f) => ({ url: `/api/agent/leads/${f.leadId}/archive` }), expect: OWN_RECORD },
  { method: 'GET', url: '/api/agent/stats', request: () => ({ url: '/api/agent/stats' }), expect: OWN_LIST },
  { method: 'GET', url: '/api/agent/proposals', request: () => ({ url: '/api/agent/proposals' }), expect: OWN_LIST },
  { method: 'GET', url: '/api/agent/proposals/recent', request: () => ({ url: '/api/agent/proposals/recent' }), expect: OWN_LIST },
  { method: 'POST', url: '/api/agent/proposals', request: (f) => ({ url: '/api/agent/proposals', payload: { lead_id: f.leadId, title: 'Matrix' } }), expect: { ...OWN_RECORD, owner: 201 } },
  { method: 'GET', url: '/api/agent/proposals/:id', request: (f) => ({ url: `/api/agent/proposals/${f.sentId}` }), expect: OWN_RECORD },
  { method: 'PUT', url: '/api/agent/proposals/:id', request: (f) => ({ url: `/api/agent/proposals/${f.draftId}`, payload: { title: 'Changed' } }), expect: OWN_RECORD },
  { method: 'POST', url: '/api/agent/proposals/:id/send', request: (f) => ({ url: `/api/agent/proposals/${f.draftId}/send` }), expect: OWN_RECORD },
  { method: 'GET', url: '/api/agent/proposals/:id/messages', request: (f) => ({ url: `/api/agent/proposals/${f.sentId}/messages` }), expect: OWN_RECORD },
  { method: 'POST', url: '/api/agent/proposals/:id/messages', request: (f) => ({ url: `/api/agent/proposals/${f.sentId}/messages`, payload: { body: 'Hello' } }), expect: { ...OWN_RECORD, owner: 201 } },
  // Another traveller's token opens that traveller's own (here empty) page: 200, without the owner's enquiry (asserted below).
  { method: 'GET', url: '/api/trip/:token', request: (f, r) => ({ url: `/api/trip/${tripOf(f, r)}` }), expect: { ...TRIP, other: 200 } },
  { method: 'GET', url: '/api/trip/:token/proposals/:id', request: (f, r) => ({ url: `/api/trip/${tripOf(f, r)}/proposals/${f.sentId}` }), expect: TRIP },
  { method: 'POST', url: '/api/trip/:token/proposals/:id/accept', request: (f, r) => ({ url: `/api/trip/${tripOf(f, r)}/proposals/${f.sentId}/accept` }), expect: TRIP },
  { method: 'POST', url: '/api/trip/:token/proposals/:id/decline', request: (f, r) => ({ url: `/api/trip/${tripOf(f, r)}/proposals/${f.sentId}/decline`, payload: {} }), expect: TRIP },
  { method: 'GET', url: '/api/trip/:token/proposals/:id/messages', request: (f, r) => ({ url: `/api/trip/${tripOf(f, r)}/proposals/${f.sentId}/messages` }), expect: TRIP },
  { method: 'POST', url: '/api/trip/:token/proposals/:id/messages', request: (f, r) => ({ url: `/api/trip/${tripOf(f, r)}/proposals/${f.sentId}/messages`, payload: { body: 'Hi' } }), expect: { ...TRIP, owner: 201 } },
  // Another traveller's token revokes that traveller's own links, never the owner's (trip.test.ts checks).
  { method: 'POST', url: '/api/trip/:token/revoke', request: (f, r) => ({ url: `/api/trip/${tripOf(f, r)}/revoke` }), expect: { ...TRIP, other: 200 } },
];

const isCovered = (method: string, url: string) =>
  method !== 'HEAD' && method !== 'OPTIONS' && /^\/api\/(agent\/(leads|proposals|stats)|trip)(\/|$)/.test(url);

describe('leads, proposals and trip routes: who may call what', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  let tokens: Record<Exclude<MatrixRole, 'anonymous'>, string>;
  let ownerAgentId: number;

  beforeAll(async () => {
    ctx = await createTestContext({ RATE_LIMIT_DISABLED: 'true' });
    ({ ownerAgentId, tokens } = await matrixCallers(ctx));
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  it('every leads, proposals, stats and trip route has a matrix entry (and every entry a route)', () => {
    const routes = ctx.routes.filter((r) => isCovered(r.method, r.url)).map((r) => `${r.method} ${r.url}`).sort();
    expect(routes).toEqual(MATRIX.map((e) => `${e.method} ${e.url}`).sort());
  });

  async function traveler() {
    const [t] = await ctx.database.db.insert(s.travelers).values({ email: `m-${randomUUID()}@example.com`, firstName: 'Matrix', inquiryNumber: `SAF-${randomUUID().slice(0, 8)}` }).returning();
    return t!;
  }

  /** Fresh records per call, so state changes never depend on the order the matrix runs in. */
  async function fixture(): Promise<Fixture> {
    const { db } = ctx.database;
    const [t, stranger] = [await traveler(), await traveler()];
    const [lead] = await db
      .insert(s.leads)
      .values({ agentId: ownerAgentId, travelerId: t.id, source: 'enquire', contact: { first_name: 'Matrix', email: t.email }, preferences: {}, enquiryKey: randomUUID() })
      .returning();
    const content = { title: 'Sent', itinerary: THREE_DAYS };
    const [draft] = await db.insert(s.proposals).values({ agentId: ownerAgentId, leadId: lead!.id, title: 'Draft', itinerary: THREE_DAYS }).returning();
    const [sent] = await db.insert(s.proposals).values({ agentId: ownerAgentId, leadId: lead!.id, status: 'sent', currentVersion: 1, sentAt: new Date(), ...content }).returning();
    await db.insert(s.proposalVersions).values({
      proposalId: sent!.id,
      version: 1,
      content: { ...content, summary: null, pricePerPersonCents: null, totalPriceCents: null, included: [], excluded: [], validUntil: null, experienceIds: [] },
    });
    const tokenOf = async (id: string) => (await issueTripLink(db, id, '')).split('/').pop()!;
    return { leadId: lead!.id, draftId: draft!.id, sentId: sent!.id, ownTrip: await tokenOf(t.id), otherTrip: await tokenOf(stranger.id) };
  }

  for (const entry of MATRIX) {
    for (const role of ['anonymous', 'owner', 'other', 'admin'] as const) {
      it(`${entry.method} ${entry.url} as ${role} → ${entry.expect[role]}`, async () => {
        const req = entry.request(await fixture(), role);
        const res = await ctx.app.inject({
          method: entry.method,
          url: req.url,
          ...(req.payload !== undefined ? { payload: req.payload } : {}),
          headers: role === 'anonymous' ? {} : { authorization: `Bearer ${tokens[role]}` },
        });
        expect(res.statusCode, res.body).toBe(entry.expect[role]);
        if (role === 'other' && entry.url.startsWith('/api/trip/')) expect(res.body).not.toContain('Sent');
        if (res.statusCode >= 400) expect(res.json()).toEqual(expect.objectContaining({ error: expect.any(String), code: expect.any(String) }));
      });
    }
  }

  it('ids that do not exist are 404 for their agent, not 403', async () => {
    const missing = 2_000_000_000;
    for (const [method, url, payload] of [
      ['GET', `/api/agent/leads/${missing}`, undefined],
      ['POST', `/api/agent/leads/${missing}/contacted`, undefined],
      ['POST', `/api/agent/leads/${missing}/lost`, { reason: 'x' }],
      ['POST', `/api/agent/leads/${missing}/archive`, undefined],
      ['POST', '/api/agent/proposals', { lead_id: missing, title: 'x' }],
      ['GET', `/api/agent/proposals/${missing}`, undefined],
      ['PUT', `/api/agent/proposals/${missing}`, { title: 'x' }],
      ['POST', `/api/agent/proposals/${missing}/send`, undefined],
      ['GET', `/api/agent/proposals/${missing}/messages`, undefined],
      ['POST', `/api/agent/proposals/${missing}/messages`, { body: 'x' }],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: { authorization: `Bearer ${tokens.owner}` }, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
