import { randomUUID } from 'node:crypto';
import type { UpdateTravelerBody } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import type { TestContext } from '../../test/harness.js';
import { createTraveler, updateTraveler } from '../travelers/service.js';

let ip = 0;
/** Each enquiry from its own address, so the rate limit stays out of tests that are not about it. */
export const freshIp = () => `10.3.${Math.floor(++ip / 250)}.${ip % 250}`;

/** A traveller as the onboarding wizard leaves it, created through the service (no HTTP rate limit). */
export async function createTravelerWith(db: DbOrTx, body: UpdateTravelerBody & { email?: string } = {}) {
  const email = body.email ?? `traveller-${randomUUID().slice(0, 8)}@example.com`;
  const { id } = await createTraveler(db, email);
  return updateTraveler(db, id, {
    first_name: 'Jane',
    last_name: 'Doe',
    phone: '+44 20 7946 0958',
    ...body,
    preferences: {
      preferred_trip_type: 'Nature & Wildlife',
      ideal_budget: 3500,
      preferred_destinations: ['Tanzania'],
      number_of_adults: 2,
      number_of_children: 1,
      number_of_travelers: 3,
      travel_month: 'August',
      travel_year: 2027,
      travel_window: 'August 2027',
      length_of_stay: 2,
      whatsapp_contact: '+44 7700 900123',
      instagram_username: 'janedoe',
      ...body.preferences,
    },
  });
}

export function postEnquiry(ctx: TestContext, body: Record<string, unknown>, remoteAddress = freshIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    payload: { source: 'enquire', idempotency_key: randomUUID(), ...body },
    remoteAddress,
  });
}
