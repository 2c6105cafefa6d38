import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@safari/contract';
import * as s from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

describe('GET /api/agents paging', () => {
  let ctx: TestContext;
  const total = LIMITS.agentsListDefault + 5;

  beforeAll(async () => {
    ctx = await createTestContext();
    const rows = Array.from({ length: total }, (_, i) => ({
      agencyName: `Paging Agency ${String(i).padStart(3, '0')}`,
      contactEmail: `paging-${i}@example.com`,
      country: 'Kenya',
      // The last ones are featured: a default page must still contain them.
      isFeatured: i >= total - 3,
    }));
    await ctx.database.db.insert(s.agents).values(rows);
  });
  afterAll(async () => ctx.close());

  it('answers one page by default, featured agents first', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/agents' });
    expect(res.statusCode).toBe(200);
    const agents = res.json() as Array<{ is_featured: boolean }>;
    expect(Array.isArray(agents)).toBe(true);
    expect(agents).toHaveLength(LIMITS.agentsListDefault);
    expect(agents.slice(0, 3).every((a) => a.is_featured)).toBe(true);
  });

  it('answers every agent when asked with limit', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/agents?limit=${LIMITS.agentsListMax}` });
    expect(res.json()).toHaveLength(total);
  });

  it('rejects a limit above the maximum', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/agents?limit=${LIMITS.agentsListMax + 1}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
