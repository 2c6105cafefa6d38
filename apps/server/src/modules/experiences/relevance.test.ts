import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listExperiencesQuery, type ListExperiencesResponse } from '@safari/contract';
import { seedDemoIfEmpty } from '../../db/demo/seed.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { loadCatalogueIndex } from './matching/catalogue-index.js';
import { searchExperiences } from './service.js';
import { loadVocabulary } from './words/vocabulary.js';

interface Case {
  q: string;
  top?: string[];
  /** The first two results are these, in either order (where top alone would let the wrong ones lead). */
  first?: string[];
  each?: string;
  searchedFor?: string;
  /** How the page says the words were read ('wild life' → wildlife), when that is checked; null: not read as a bound or an order. */
  readAs?: string | null;
  maxDays?: number;
  /** Every result lasts at least this many days ('multi day trek'). */
  minDays?: number;
  maxPrice?: number;
  none?: string;
  /** Every result is in this country (the name need not say so). */
  country?: string;
}
const { queries } = JSON.parse(readFileSync(new URL('./relevance/queries.json', import.meta.url), 'utf8')) as { queries: Case[] };

// Seeding the demo catalogue takes seconds on a busy machine.
const SLOW = 180_000;

describe('search relevance on the demo catalogue', { timeout: SLOW }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDemoIfEmpty(ctx.database);
  }, SLOW);
  afterAll(async () => ctx?.close());
  /** The ids a search finds (up to 100), in id order. */
  const ids = async (q: string) => {
    const res = await ctx.app.inject({ url: `/api/experiences?limit=100&q=${encodeURIComponent(q)}` });
    return res.json<ListExperiencesResponse>().experiences.map((e) => e.id).sort((a, b) => a - b);
  };

  it('holds at least 40 queries', () => expect(queries.length).toBeGreaterThanOrEqual(40));
  // A query written twice is checked twice by different hands, and the count the README gives is wrong.
  it('holds each query once', () => expect(queries.length).toBe(new Set(queries.map(({ q }) => q)).size));

  it.each(queries)('"$q" ranks its expected experiences in the first five', async ({ q, top = [], each, searchedFor, readAs, maxDays, minDays, maxPrice, none, country, first }) => {
    const res = await ctx.app.inject({ url: `/api/experiences?limit=5&q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<ListExperiencesResponse>();
    const names = body.experiences.map((e) => e.experience_name);
    expect(names.length, q).toBeGreaterThan(0);
    for (const name of top) expect(names, `${q}: ${name}`).toContain(name);
    if (first) expect(names.slice(0, first.length).sort(), q).toEqual([...first].sort());
    if (each) for (const name of names) expect(name, q).toMatch(new RegExp(each, 'i'));
    if (none) for (const name of names) expect(name, q).not.toMatch(new RegExp(none, 'i'));
    if (country) for (const e of body.experiences) expect(e.country, `${q}: ${e.experience_name}`).toBe(country);
    if (maxDays !== undefined) for (const e of body.experiences) expect(e.duration_days, `${q}: ${e.experience_name}`).toBeLessThanOrEqual(maxDays);
    if (minDays !== undefined) for (const e of body.experiences) expect(e.duration_days, `${q}: ${e.experience_name}`).toBeGreaterThanOrEqual(minDays);
    if (maxPrice !== undefined) for (const e of body.experiences) expect(e.price, `${q}: ${e.experience_name}`).toBeLessThanOrEqual(maxPrice);
    expect(body.searched_for ?? undefined).toBe(searchedFor);
    if (readAs !== undefined) expect(body.read_as).toBe(readAs);
  });

  // The route answers from SQL until the in-memory index is built, then from the index (catalogue-index.ts): the
  // checks above meet either path. Here every query meets both, a page of 24, and they must agree.
  it('answers every query the same from the in-memory index as from SQL', async () => {
    const { db } = ctx.database;
    const built = await loadCatalogueIndex(db);
    const words = loadVocabulary(db);
    const vocabulary = () => words;
    const differing: string[] = [];
    for (const { q } of queries) {
      const query = listExperiencesQuery.parse({ q, limit: 24 });
      const { total_estimated: _, ...fromSql } = await searchExperiences(db, query, vocabulary);
      const { total_estimated: __, ...fromIndex } = await searchExperiences(db, query, vocabulary, { index: async () => built, version: '1' });
      if (JSON.stringify(fromIndex) !== JSON.stringify(fromSql)) differing.push(`${q}: ${JSON.stringify(fromIndex)} ≠ SQL ${JSON.stringify(fromSql)}`);
    }
    expect(differing).toEqual([]);
  });

  it('finds the same experiences for a plural, a generic word and the chip name', async () => {
    const gorilla = await ids('gorilla');
    expect(gorilla.length).toBeGreaterThan(3);
    for (const q of ['gorillas', 'gorilla trekking', 'Gorilla Tours']) expect(await ids(q), q).toEqual(gorilla);
  });

  // The stemmer leaves 'trekking' as 'trekk' (text-search.ts undoubled): it had missed the trips that say only 'trek'.
  it("finds the same experiences for 'trekking' as for 'trek'", async () => {
    const trek = await ids('trek');
    expect(trek.length).toBeGreaterThan(3);
    for (const q of ['trekking', 'Trekked', 'trekkers']) expect(await ids(q), q).toEqual(trek);
  });
});
