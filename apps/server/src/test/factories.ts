/**
 * Minimal records for tests that need an agent or an experience without loading the demo catalogue.
 * Each call creates new rows with unique names and e-mails.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import * as s from '../db/schema.js';
import { searchColumns } from '../lib/search-text.js';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function createDestination(db: DbOrTx, name: string, country: string) {
  const existing = await db.select().from(s.destinations).where(eq(s.destinations.name, name));
  if (existing[0]) return existing[0];
  const [row] = await db.insert(s.destinations).values({ name, country, description: `${name} in ${country}` }).returning();
  return row!;
}

export async function createAgent(
  db: DbOrTx,
  overrides: Partial<typeof s.agents.$inferInsert> & { destinations?: Array<{ name: string; country: string }> } = {},
) {
  const id = unique();
  const { destinations = [{ name: 'Serengeti', country: 'Tanzania' }], ...values } = overrides;
  const [agent] = await db
    .insert(s.agents)
    .values({
      agencyName: `Test Safaris ${id}`,
      contactEmail: `agent-${id}@example.com`,
      country: 'Tanzania',
      address: 'Arusha, Tanzania',
      agencyDescription: 'A family-run agency. We know the northern circuit well.',
      specializations: ['Safari & Wildlife'],
      ...values,
    })
    .returning();
  for (const d of destinations) {
    const dest = await createDestination(db, d.name, d.country);
    await db.insert(s.agentDestinations).values({ agentId: agent!.id, destinationId: dest.id }).onConflictDoNothing();
  }
  await db.insert(s.agentImages).values({ agentId: agent!.id, imageUrl: `/media/test/agent-${agent!.id}-1024.webp`, isPrimary: true, imageType: 'gallery' });
  return agent!;
}

export async function createExperience(db: DbOrTx, agentId: number | null, overrides: Partial<typeof s.experiences.$inferInsert> = {}) {
  const id = unique();
  const values = {
    experienceName: `Test Safari ${id}`,
    experienceType: 'Safari & Wildlife',
    description: 'Game drives across the plains with an expert guide.',
    priceCents: 250000,
    durationDays: 5,
    location: 'Serengeti National Park',
    destinationName: 'Serengeti',
    country: 'Tanzania',
    destinations: ['Serengeti', 'Ngorongoro'],
    ...overrides,
  };
  const agencyName = agentId
    ? (await db.select({ n: s.agents.agencyName }).from(s.agents).where(eq(s.agents.id, agentId)))[0]?.n ?? ''
    : '';
  const activities = [
    { activityName: 'Game drive', activityDescription: 'Morning and afternoon drives' },
    { activityName: 'Bush walk', activityDescription: 'Guided walk with a ranger' },
  ];
  const [exp] = await db.insert(s.experiences).values({ agentId, ...searchColumns({ ...values, agencyName, activities }), ...values }).returning();
  await db.insert(s.experienceImages).values({ experienceId: exp!.id, imageUrl: `/media/test/exp-${exp!.id}-1024.webp`, isPrimary: true });
  await db.insert(s.experienceActivities).values(activities.map((a, i) => ({ experienceId: exp!.id, ...a, displayOrder: i })));
  await db.insert(s.experienceFoodBeverages).values({ experienceId: exp!.id, mealType: 'Full board', mealDetails: 'All meals in camp' });
  return exp!;
}
