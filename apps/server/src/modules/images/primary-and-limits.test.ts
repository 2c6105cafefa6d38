/** A deleted primary image hands over to the next one; uploads are limited per agent (README, "Rate limits"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/harness.js';
import * as s from '../../db/schema.js';
import { UPLOAD_RATE_LIMIT } from './rate-limit.js';
import { agentWithSession, jpeg, upload } from './test-helpers.js';

describe('primary image hand-over and the upload limit', { timeout: 120_000 }, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  const del = (url: string, token: string) => ctx.app.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${token}` } });

  it('deleting the primary agent image makes the image with the lowest display order (then id) primary', async () => {
    const owner = await agentWithSession(ctx);
    const db = ctx.database.db;
    // Start from a known gallery (the factory adds one image).
    await db.delete(s.agentImages).where(eq(s.agentImages.agentId, owner.agentId));
    const [primary, later, tieLow, tieHigh] = await db
      .insert(s.agentImages)
      .values([
        { agentId: owner.agentId, imageUrl: '/media/test/p.webp', isPrimary: true, displayOrder: 1 },
        { agentId: owner.agentId, imageUrl: '/media/test/later.webp', displayOrder: 5 },
        { agentId: owner.agentId, imageUrl: '/media/test/tie-a.webp', displayOrder: 2 },
        { agentId: owner.agentId, imageUrl: '/media/test/tie-b.webp', displayOrder: 2 },
      ])
      .returning();
    const primaries = async () =>
      (await db.select().from(s.agentImages).where(eq(s.agentImages.agentId, owner.agentId)).orderBy(asc(s.agentImages.id))).filter((i) => i.isPrimary).map((i) => i.id);

    expect((await del(`/api/images/${primary!.id}`, owner.token)).statusCode).toBe(200);
    expect(await primaries()).toEqual([tieLow!.id]);

    // Deleting an image that is not primary changes nothing.
    expect((await del(`/api/images/${tieHigh!.id}`, owner.token)).statusCode).toBe(200);
    expect(await primaries()).toEqual([tieLow!.id]);

    expect((await del(`/api/images/${tieLow!.id}`, owner.token)).statusCode).toBe(200);
    expect(await primaries()).toEqual([later!.id]);

    // The last image goes: no rows left, nothing to promote.
    expect((await del(`/api/images/${later!.id}`, owner.token)).statusCode).toBe(200);
    expect(await primaries()).toEqual([]);
  });

  it('deleting the primary experience image promotes the next one, visible in the public experience', async () => {
    const owner = await agentWithSession(ctx);
    await ctx.database.db.delete(s.experienceImages).where(eq(s.experienceImages.experienceId, owner.experience.id));
    const res = await upload(ctx, `/api/images/experience/${owner.experience.id}`, owner.token, {}, [
      { filename: 'a.jpg', data: await jpeg() },
      { filename: 'b.jpg', data: await jpeg(80, 60) },
      { filename: 'c.jpg', data: await jpeg(90, 60) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [a, b, c] = res.json().images as Array<{ id: number; is_primary: boolean; display_order: number }>;
    expect([a!.is_primary, b!.is_primary, c!.is_primary]).toEqual([true, false, false]);
    expect([a!.display_order, b!.display_order, c!.display_order]).toEqual([1, 2, 3]);

    // c first in order, so it, not b, takes over.
    await ctx.database.db.update(s.experienceImages).set({ displayOrder: 0 }).where(eq(s.experienceImages.id, c!.id));
    expect((await del(`/api/images/experience/${a!.id}`, owner.token)).statusCode).toBe(200);

    const publicRes = await ctx.app.inject({ method: 'GET', url: `/api/experiences/${owner.experience.id}` });
    expect(publicRes.statusCode, publicRes.body).toBe(200);
    const images = publicRes.json().images as Array<{ id: number; is_primary: boolean }>;
    expect(images.filter((i) => i.is_primary).map((i) => i.id)).toEqual([c!.id]);
    expect(images.map((i) => i.id).sort()).toEqual([b!.id, c!.id].sort());
  });

  it("the portal gallery's experience batch (isPrimary, displayOrder after the existing images) takes over primary and continues the order", async () => {
    const owner = await agentWithSession(ctx);
    const expId = owner.experience.id;
    // The factory's experience has one primary image; the gallery sends displayOrder = count + 1.
    const res = await upload(ctx, `/api/images/experience/${expId}`, owner.token, { description: 'Crater rim', isPrimary: 'true', displayOrder: '2' }, [
      { filename: 'a.jpg', data: await jpeg() },
      { filename: 'b.png', data: await jpeg(70, 50) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await ctx.database.db.select().from(s.experienceImages).where(eq(s.experienceImages.experienceId, expId)).orderBy(asc(s.experienceImages.displayOrder));
    expect(rows.map((r) => [r.displayOrder, r.isPrimary, r.imageDescription])).toEqual([
      [0, false, null],
      [2, true, 'Crater rim'],
      [3, false, 'Crater rim'],
    ]);
    const primary = await ctx.app.inject({ method: 'PUT', url: `/api/images/experience/${rows[2]!.id}/primary`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(primary.statusCode).toBe(200);
    const after = await ctx.database.db.select().from(s.experienceImages).where(eq(s.experienceImages.experienceId, expId));
    expect(after.filter((r) => r.isPrimary).map((r) => r.id)).toEqual([rows[2]!.id]);
  });

  it(`an agent gets ${UPLOAD_RATE_LIMIT.max} uploads an hour over agent and experience images, then 429 with Retry-After; others are not affected`, async () => {
    const busy = await agentWithSession(ctx);
    const other = await agentWithSession(ctx);
    // Attempts count before the body is read (a refused upload costs no decoding), so empty forms use the budget up quickly.
    for (let i = 0; i < UPLOAD_RATE_LIMIT.max; i++) {
      const url = i % 2 ? `/api/images/agent/${busy.agentId}` : `/api/images/experience/${busy.experience.id}`;
      const res = await upload(ctx, url, busy.token, {}, []);
      expect(res.statusCode, res.body).toBe(400);
    }
    const refused = await upload(ctx, `/api/images/agent/${busy.agentId}`, busy.token, {}, [{ filename: 'a.jpg', data: await jpeg() }]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/^Too many requests/), code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const refusedExperience = await upload(ctx, `/api/images/experience/${busy.experience.id}`, busy.token, {}, [{ filename: 'a.jpg', data: await jpeg() }]);
    expect(refusedExperience.statusCode).toBe(429);

    // Other calls of the same agent still work, and so do another agent's uploads.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/agent-auth/me', headers: { authorization: `Bearer ${busy.token}` } })).statusCode).toBe(200);
    const fine = await upload(ctx, `/api/images/agent/${other.agentId}`, other.token, {}, [{ filename: 'a.jpg', data: await jpeg() }]);
    expect(fine.statusCode, fine.body).toBe(200);
  });
});
