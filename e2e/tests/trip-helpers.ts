import type { APIRequestContext, Page } from '@playwright/test';
import { expect, uniqueEmail } from '../support/fixtures';

export interface ExperienceCard {
  id: number;
  experience_name: string;
  agent_id: number | null;
}

/** An experience that has an agent, straight from the catalogue API. */
export async function experienceWithAgent(request: APIRequestContext): Promise<ExperienceCard> {
  const first = await request.get('/api/experiences?limit=1');
  expect(first.ok()).toBe(true);
  const [one] = ((await first.json()) as { experiences: ExperienceCard[] }).experiences;
  if (one?.agent_id) return one;
  const more = await request.get('/api/experiences?limit=50');
  const found = ((await more.json()) as { experiences: ExperienceCard[] }).experiences.find((e) => e.agent_id);
  if (!found) throw new Error('The catalogue has no experience with an agent');
  return found;
}

/** A traveller created through the API and remembered by the browser, like after an earlier onboarding. */
export async function returningTraveller(page: Page, request: APIRequestContext, firstName = 'Rita', preferences: Record<string, unknown> = { preferred_destinations: ['Kenya'], number_of_travelers: 2 }) {
  const email = uniqueEmail('returning');
  const created = await request.post('/api/travelers', { data: { email } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const put = await request.put(`/api/travelers/${id}`, { data: { first_name: firstName, last_name: 'Okafor', preferences } });
  expect(put.ok()).toBe(true);
  await page.addInitScript((userId) => window.localStorage.setItem('userId', userId), id);
  return { id, email };
}

