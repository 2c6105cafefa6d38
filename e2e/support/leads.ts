import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, readOutbox, uniqueEmail } from './fixtures';
import { createAgentAccount } from './agent-accounts';

/** A fresh approved agent with its id and session. */
export async function agentWithId(request: APIRequestContext, prefix: string) {
  const agent = await createAgentAccount(request, 'Serengeti2026', prefix);
  const me = await request.get('/api/agent-auth/me', { headers: { Authorization: `Bearer ${agent.sessionToken}` } });
  const { agent: row } = (await me.json()) as { agent: { id: number; agency_name: string } };
  return { token: agent.sessionToken, id: row.id, name: row.agency_name };
}

/** A traveller whose enquiry reaches exactly these agents; answers the leads by agent id. */
export async function travellerEnquiring(request: APIRequestContext, agentIds: number[]) {
  const email = uniqueEmail('trip');
  const created = await request.post('/api/travelers', { data: { email } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const put = await request.put(`/api/travelers/${id}`, { data: { first_name: 'Amara', last_name: 'Okafor', preferences: { preferred_destinations: ['Tanzania'], number_of_adults: 2, number_of_travelers: 2 } } });
  expect(put.ok()).toBe(true);
  const leads = new Map<number, number>();
  for (const agentId of agentIds) {
    const res = await request.post('/api/enquiries', { data: { traveler_id: id, agent_id: agentId, source: 'enquire', idempotency_key: randomUUID() } });
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { leads: { id: number; agent_id: number }[] };
    for (const l of body.leads) leads.set(l.agent_id, l.id);
  }
  return { id, email, leads };
}

export async function sendProposal(request: APIRequestContext, token: string, leadId: number, title: string, pricePerPersonCents: number, lodging: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/agent/proposals', {
    headers: auth,
    data: {
      lead_id: leadId,
      title,
      summary: 'Three days in the north, private vehicle and guide.',
      itinerary: [
        { day: 1, place: 'Arusha', activities: 'Arrival and briefing.', lodging, meals: 'Dinner' },
        { day: 2, place: 'Tarangire', activities: 'Elephants along the river.', lodging, meals: 'All meals' },
        { day: 3, place: 'Ngorongoro Crater', activities: 'Crater floor game drive.', lodging: null, meals: 'Breakfast, lunch' },
      ],
      price_per_person_cents: pricePerPersonCents,
      total_price_cents: pricePerPersonCents * 2,
      included: ['Park fees', 'Private guide'],
      excluded: ['International flights'],
      valid_until: '2027-12-31',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { proposal: { id: number } }).proposal;
  const sent = await request.post(`/api/agent/proposals/${id}/send`, { headers: auth });
  expect(sent.status(), await sent.text()).toBe(200);
  return id;
}

/** The trip-page link from the newest proposal e-mail the traveller received. */
export async function tripLinkFromOutbox(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const mail = readOutbox({ to: email, kind: 'traveler-proposal' })[0];
      link = mail?.text.match(/https?:\/\/\S+\/trip\/[A-Za-z0-9_-]{43}/)?.[0] ?? '';
      return link;
    }, { message: `a proposal e-mail to ${email}` })
    .not.toBe('');
  return new URL(link).pathname;
}
