/** Migration 0012 gives the rows written before it their agency's name apart, which the search document's description part leaves out. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { createAgent, createExperience } from '../../test/factories.js';
import * as s from '../schema.js';

describe('migration 0012: the agency name apart from the description', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  it("sets each row's agency name, and the document then holds the agency's words at the agency's weight only", async () => {
    const db = ctx.database.db;
    const agent = await createAgent(db, { agencyName: 'Kopje Horizon Tours' });
    const e = await createExperience(db, agent.id, { description: 'Run by Kopje Horizon Tours, whose guides know the plains.' });
    const withoutAgent = await createExperience(db, null, { description: 'A trip no agency runs.' });
    // The rows as the writers left them before 0012.
    await db.update(s.experiences).set({ searchAgency: '' });
    const holds = async (query: string) =>
      (await db.execute<{ m: boolean }>(sql`select search_doc @@ to_tsquery('safari_search', ${query}) as m from experiences where id = ${e.id}`)).rows[0]!.m;
    expect(await holds('kopje:C')).toBe(true);

    // Its last statement: the others add the column and the document, which the test database has from the start.
    const statements = readFileSync(new URL('./0012_search_agency.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
    await db.execute(sql.raw(statements.at(-1)!));

    const agencyOf = async (id: number) => (await db.select({ a: s.experiences.searchAgency }).from(s.experiences).where(eq(s.experiences.id, id)))[0]!.a;
    expect(await agencyOf(e.id)).toBe('kopje horizon tours');
    expect(await agencyOf(withoutAgent.id)).toBe('');
    expect(await holds('kopje:C')).toBe(false);
    expect(await holds('kopje:D')).toBe(true);
    expect(await holds('plains:C')).toBe(true);
  });
});
