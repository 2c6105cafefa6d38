import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { CATEGORY_FILTERS, COUNTRY_NAMES, IMAGE_WIDTHS } from '@safari/contract';
import { openTestDatabase } from '../../test/harness.js';
import type { Database } from '../client.js';
import * as s from '../schema.js';
import { parseDemoFile } from '../../lib/demo-imagery/demo-keys.js';
import { DEMO_AGENT_EMAIL, DEMO_AGENT_PASSWORD } from './accounts.js';
import { buildDemoCatalogue } from './build.js';
import { PLACES } from './places.js';
import { seedDemoIfEmpty } from './seed.js';

const CATALOGUE_TABLES = {
  destinations: s.destinations,
  agents: s.agents,
  agentImages: s.agentImages,
  experiences: s.experiences,
  experienceImages: s.experienceImages,
  experienceActivities: s.experienceActivities,
  experienceFoodBeverages: s.experienceFoodBeverages,
} as const;

async function dumpCatalogue(database: Database) {
  const out: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(CATALOGUE_TABLES)) {
    out[name] = await database.db.select().from(table).orderBy(asc(table.id));
  }
  out.agentDestinations = await database.db.select().from(s.agentDestinations).orderBy(asc(s.agentDestinations.agentId), asc(s.agentDestinations.destinationId));
  out.applications = (await database.db.select().from(s.agentApplications).orderBy(asc(s.agentApplications.inquiryNumber))).map((a) => ({ ...a, id: 0 }));
  return out;
}

// The vitest projects do not inherit the root timeouts; seeding a fresh database takes seconds on a busy machine.
const SLOW = 180_000;

describe('demo catalogue seed', { timeout: SLOW }, () => {
  let first: Awaited<ReturnType<typeof openTestDatabase>>;
  let seededFirst: boolean;

  beforeAll(async () => {
    first = await openTestDatabase();
    seededFirst = await seedDemoIfEmpty(first.database);
  }, SLOW);
  afterAll(async () => first?.dispose(), SLOW);

  it('fills an empty database with agents, experiences and destinations in all five countries', async () => {
    expect(seededFirst).toBe(true);
    const db = first.database.db;
    const agents = await db.select().from(s.agents);
    const experiences = await db.select().from(s.experiences);
    expect(agents.length).toBeGreaterThanOrEqual(28);
    expect(experiences.length).toBeGreaterThanOrEqual(160);
    expect(agents.filter((a) => a.isFeatured).length).toBeGreaterThanOrEqual(6);
    for (const country of COUNTRY_NAMES) {
      expect(agents.filter((a) => a.country === country).length, country).toBeGreaterThanOrEqual(4);
      expect(experiences.filter((e) => e.country === country).length, country).toBeGreaterThanOrEqual(20);
    }
    const destinations = await db.select().from(s.destinations);
    expect(destinations.map((d) => d.name).sort()).toEqual(PLACES.map((p) => p.name).sort());
    expect(experiences.filter((e) => e.isTour).length).toBeGreaterThanOrEqual(40);
  });

  it('matches every category keyword with several experiences', async () => {
    const types = (await first.database.db.select({ t: s.experiences.experienceType }).from(s.experiences)).map((r) => r.t!.toLowerCase());
    for (const category of CATEGORY_FILTERS) {
      expect(types.filter((t) => category.keywords.some((k) => t.includes(k))).length, category.name).toBeGreaterThanOrEqual(5);
      for (const keyword of category.keywords) expect(types.some((t) => t.includes(keyword)), keyword).toBe(true);
    }
  });

  it('gives every experience a price, a duration, an agent in its country, pictures, activities and meals', async () => {
    const db = first.database.db;
    const agents = new Map((await db.select().from(s.agents)).map((a) => [a.id, a]));
    const experiences = await db.select().from(s.experiences);
    const images = await db.select().from(s.experienceImages);
    const activities = await db.select().from(s.experienceActivities);
    const food = await db.select().from(s.experienceFoodBeverages);
    for (const e of experiences) {
      expect(agents.get(e.agentId!)?.country, e.experienceName).toBe(e.country);
      expect(e.priceCents!).toBeGreaterThanOrEqual(300_00);
      expect(e.priceCents!).toBeLessThanOrEqual(12_000_00);
      expect(e.durationDays!).toBeGreaterThanOrEqual(1);
      expect(e.durationDays!).toBeLessThanOrEqual(14);
      expect(e.destinations.length).toBeGreaterThanOrEqual(1);
      expect(e.searchText).toContain(e.experienceName.toLowerCase());
      expect(e.searchText).toContain(agents.get(e.agentId!)!.agencyName.toLowerCase());
      const own = images.filter((i) => i.experienceId === e.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.filter((i) => i.isPrimary)).toHaveLength(1);
      expect(activities.filter((a) => a.experienceId === e.id).length).toBeGreaterThanOrEqual(3);
      expect(food.filter((f) => f.experienceId === e.id).length).toBeGreaterThanOrEqual(1);
      // The portal's extra fields (issue 10): a day per day of the trip, lists, group style and season.
      expect(e.isPublished).toBe(true);
      expect(e.itinerary.map((d) => d.day), e.experienceName).toEqual(Array.from({ length: e.durationDays! }, (_, i) => i + 1));
      expect(e.itinerary.every((d) => d.place && d.description)).toBe(true);
      expect(e.included.length).toBeGreaterThanOrEqual(3);
      expect(e.excluded.length).toBeGreaterThanOrEqual(1);
      expect(['private', 'small_group']).toContain(e.groupStyle);
      expect(e.groupStyle === 'private' ? e.groupMaxSize === null : e.groupMaxSize! > 1).toBe(true);
      expect(e.bestMonths.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('stores only image URLs the media route can render, at every width', async () => {
    const db = first.database.db;
    const urls = [
      ...(await db.select({ u: s.experienceImages.imageUrl }).from(s.experienceImages)).map((r) => r.u),
      ...(await db.select({ u: s.agentImages.imageUrl }).from(s.agentImages)).map((r) => r.u),
      ...(await db.select({ u: s.agents.logotypeUrl }).from(s.agents)).map((r) => r.u!),
    ];
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/demo\/[a-z0-9-]+-1024\.webp$/);
      for (const w of IMAGE_WIDTHS) expect(parseDemoFile(url.replace('/media/demo/', '').replace('-1024.webp', `-${w}.webp`)), url).not.toBeNull();
    }
    const perAgent = await db.select().from(s.agentImages);
    for (const agent of await db.select().from(s.agents)) {
      const own = perAgent.filter((i) => i.agentId === agent.id);
      expect(own.filter((i) => i.imageType === 'logo')).toHaveLength(1);
      expect(own.filter((i) => i.imageType === 'profile')).toHaveLength(1);
      expect(own.filter((i) => i.imageType === 'gallery' && i.isPrimary)).toHaveLength(1);
      expect(own.filter((i) => i.imageType === 'gallery').length).toBeGreaterThanOrEqual(4);
    }
  });

  it('creates the approved demo agent account with an argon2id password, and pending applications', async () => {
    const db = first.database.db;
    const [account] = await db.select().from(s.agentAccounts).where(eq(s.agentAccounts.email, DEMO_AGENT_EMAIL));
    expect(account).toBeDefined();
    expect(account!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(account!.passwordHash!, DEMO_AGENT_PASSWORD)).toBe(true);
    expect(await verify(account!.passwordHash!, 'wrong-password')).toBe(false);
    expect(account!.passwordSetAt).toBeInstanceOf(Date);
    const [agent] = await db.select().from(s.agents).where(eq(s.agents.id, account!.agentId));
    expect(agent).toMatchObject({ country: 'Tanzania', isFeatured: true });
    const applications = await db.select().from(s.agentApplications);
    expect(applications.find((a) => a.status === 'approved')).toMatchObject({ agentId: agent!.id, contactEmail: DEMO_AGENT_EMAIL });
    const pending = applications.filter((a) => a.status === 'pending');
    expect(pending.length).toBeGreaterThanOrEqual(2);
    for (const a of pending) {
      expect(a.differentiationAnswer!.length).toBeGreaterThanOrEqual(50);
      expect(a.sustainabilityAnswer!.length).toBeGreaterThanOrEqual(50);
    }
  });

  it('leaves a database that already has data alone', async () => {
    const [before] = await first.database.db.select({ n: count() }).from(s.experiences);
    expect(await seedDemoIfEmpty(first.database)).toBe(false);
    const [after] = await first.database.db.select({ n: count() }).from(s.experiences);
    expect(after!.n).toBe(before!.n);
  });

  it("gives the demo agent leads and proposals in every status, with versions and messages", async () => {
    const db = first.database.db;
    const [account] = await db.select().from(s.agentAccounts).where(eq(s.agentAccounts.email, DEMO_AGENT_EMAIL));
    const leads = await db.select().from(s.leads).where(eq(s.leads.agentId, account!.agentId));
    expect(new Set(leads.map((l) => l.status))).toEqual(new Set(['new', 'contacted', 'proposal_sent', 'won', 'lost', 'archived']));
    const proposals = await db.select().from(s.proposals).where(eq(s.proposals.agentId, account!.agentId));
    expect(new Set(proposals.map((p) => p.status))).toEqual(new Set(['draft', 'sent', 'viewed', 'pending', 'accepted', 'declined']));
    for (const p of proposals) expect(Number.isInteger(p.totalPriceCents)).toBe(true);
    const versions = await db.select().from(s.proposalVersions);
    expect(versions.length).toBeGreaterThanOrEqual(proposals.length);
    expect((await db.select().from(s.proposalMessages)).length).toBeGreaterThanOrEqual(5);
  });

  it('produces identical rows from the same seed, and a different catalogue from another', async () => {
    const second = await openTestDatabase();
    try {
      expect(await seedDemoIfEmpty(second.database)).toBe(true);
      expect(await dumpCatalogue(second.database)).toEqual(await dumpCatalogue(first.database));
    } finally {
      await second.dispose();
    }
    expect(JSON.stringify(buildDemoCatalogue(2026))).toBe(JSON.stringify(buildDemoCatalogue(2026)));
    expect(JSON.stringify(buildDemoCatalogue(7))).not.toBe(JSON.stringify(buildDemoCatalogue(2026)));
  });
});

describe('bench catalogue', { timeout: SLOW }, () => {
  it('creates the requested numbers of agents and experiences, each with pictures and activities', async () => {
    const { database, dispose } = await openTestDatabase();
    try {
      expect(await seedDemoIfEmpty(database, { agents: 90, experiences: 700 })).toBe(true);
      const [agents] = await database.db.select({ n: count() }).from(s.agents);
      const [experiences] = await database.db.select({ n: count() }).from(s.experiences);
      const [images] = await database.db.select({ n: count() }).from(s.experienceImages);
      const [activities] = await database.db.select({ n: count() }).from(s.experienceActivities);
      expect(Number(agents!.n)).toBe(90);
      expect(Number(experiences!.n)).toBe(700);
      expect(Number(images!.n)).toBeGreaterThanOrEqual(2100);
      expect(Number(activities!.n)).toBeGreaterThanOrEqual(2100);
      // Sequences continue after the explicit ids, so the app can keep inserting.
      const [created] = await database.db.insert(s.agents).values({ agencyName: 'After Seed', contactEmail: 'after-seed@example.com' }).returning();
      expect(created!.id).toBe(91);
    } finally {
      await dispose();
    }
  });
});
