/** Migration 0010 gives the rows written before it the search text buildSearchText now writes (activities included). */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { createAgent, createExperience } from '../../test/factories.js';
import { buildSearchText } from '../../lib/search-text.js';
import * as s from '../schema.js';

describe('migration 0010: activities in the search text', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  it('appends each activity in display order, in the form the writers use; rows without activities keep theirs', async () => {
    const db = ctx.database.db;
    const agent = await createAgent(db, { agencyName: 'Tarangire Trails' });
    const withActivities = await createExperience(db, agent.id, { experienceName: 'Tarangire Elephant Days' });
    const without = await createExperience(db, agent.id, { experienceName: 'Quiet Beach Days' });
    await db.delete(s.experienceActivities).where(eq(s.experienceActivities.experienceId, without.id));
    // Activities out of insertion order, one with no description.
    await db.update(s.experienceActivities).set({ displayOrder: 5 }).where(eq(s.experienceActivities.experienceId, withActivities.id));
    await db.insert(s.experienceActivities).values({ experienceId: withActivities.id, activityName: 'Night Drive', activityDescription: null, displayOrder: 1 });
    // The rows as the writers left them before 0010: the five fields only.
    for (const e of [withActivities, without]) {
      await db.update(s.experiences).set({ searchText: buildSearchText({ ...e, agencyName: 'Tarangire Trails' }) }).where(eq(s.experiences.id, e.id));
    }

    await db.execute(sql.raw(readFileSync(new URL('./0010_search_activities.sql', import.meta.url), 'utf8')));

    const textOf = async (id: number) => (await db.select({ t: s.experiences.searchText }).from(s.experiences).where(eq(s.experiences.id, id)))[0]!.t;
    const activities = await db
      .select({ activityName: s.experienceActivities.activityName, activityDescription: s.experienceActivities.activityDescription })
      .from(s.experienceActivities)
      .where(eq(s.experienceActivities.experienceId, withActivities.id))
      .orderBy(asc(s.experienceActivities.displayOrder), asc(s.experienceActivities.id));
    expect(activities[0]).toEqual({ activityName: 'Night Drive', activityDescription: null });
    expect(await textOf(withActivities.id)).toBe(buildSearchText({ ...withActivities, agencyName: 'Tarangire Trails', activities }));
    expect(await textOf(withActivities.id)).toContain('night drive • game drive morning and afternoon drives • bush walk');
    expect(await textOf(without.id)).toBe(buildSearchText({ ...without, agencyName: 'Tarangire Trails' }));
  });
});
