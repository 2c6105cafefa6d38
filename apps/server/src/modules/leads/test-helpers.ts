/** Shared steps for the leads, proposals and trip-page tests: real enquiries, real mail through the outbox. */
import { expect } from 'vitest';
import type { TestContext } from '../../test/harness.js';
import type { Mailer, StoredMail } from '../../lib/mail.js';
import { createTravelerWith, postEnquiry } from '../enquiries/test-helpers.js';

export async function api(ctx: TestContext, method: 'GET' | 'POST' | 'PUT', url: string, opts: { token?: string; body?: unknown } = {}) {
  return ctx.app.inject({
    method,
    url,
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
}

export function tripTokenIn(mail: StoredMail): string {
  const match = /\/trip\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error(`no trip link in: ${mail.subject}`);
  return match[1]!;
}

/** A traveller enquires with one agent; answers the lead id and the trip token of the confirmation e-mail. */
/** `mailers`: where delivered mail may land (a second app instance has its own). */
export async function enquireWith(ctx: TestContext, agentId: number, email?: string, mailers: Mailer[] = [ctx.mailer]) {
  const traveler = await createTravelerWith(ctx.database.db, email ? { email } : {});
  const res = await postEnquiry(ctx, { traveler_id: traveler.id, agent_id: agentId });
  expect(res.statusCode, res.body).toBe(200);
  await ctx.mailIdle();
  const mails = (await Promise.all(mailers.map((m) => m.list()))).flat().filter((m) => m.to === traveler.email && m.kind === 'traveler-enquiry');
  return { leadId: res.json().leads[0].id as number, traveler, tripToken: tripTokenIn(mails[0]!) };
}

export const THREE_DAYS = [
  { day: 1, place: 'Arusha', activities: 'Arrival and briefing', lodging: 'Arusha Coffee Lodge', meals: 'Dinner' },
  { day: 2, place: 'Tarangire', activities: 'Game drive among the baobabs', lodging: 'Tarangire Treetops', meals: 'All meals' },
  { day: 3, place: 'Ngorongoro', activities: 'Crater descent', lodging: null, meals: 'Breakfast, lunch' },
];

/** A proposal created and sent by the agent; answers its id. */
export async function sentProposal(ctx: TestContext, agentToken: string, leadId: number, title = 'Northern circuit in three days') {
  const created = await api(ctx, 'POST', '/api/agent/proposals', {
    token: agentToken,
    body: { lead_id: leadId, title, itinerary: THREE_DAYS, price_per_person_cents: 245_000, total_price_cents: 490_000, included: ['Park fees'], excluded: ['Flights'], valid_until: '2099-12-31' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().proposal.id as number;
  const sent = await api(ctx, 'POST', `/api/agent/proposals/${id}/send`, { token: agentToken });
  expect(sent.statusCode, sent.body).toBe(200);
  return id;
}
