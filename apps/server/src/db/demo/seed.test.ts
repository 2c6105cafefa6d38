import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { CATEGORY_FILTERS, COUNTRY_NAMES, IMAGE_WIDTHS } from '@safari/contract';
import { openTestDatabase } from '../../test/harness.js';
import type { Database } from '../client.js';
import * as s from '../schema.js';
import { parseDemoFile, parseDemoKey, type Subject } from '../../lib/demo-imagery/demo-keys.js';
// The home page's sample testimonials (in the contract) must name agencies this seed creates.
import { TESTIMONIALS } from '@safari/contract';
import { DEMO_AGENT_EMAIL, DEMO_AGENT_PASSWORD } from './accounts.js';
import { buildDemoCatalogue } from './build.js';
import { priceStyle } from './experiences.js';
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

/** Scene, subject and light of a demo image URL (null for anything that is not a composed picture). */
function shotOf(url: string) {
  const image = parseDemoKey(url.replace('/media/demo/', '').replace(/-\d+\.webp$/, ''));
  return image?.kind === 'shot' ? image : null;
}

const STYLE_WORDS = /\b(private|small-group|classic|luxury|signature|essential)\b/g;

/** An experience name without its style prefix and day count: what the idea is called. */
function ideaName(name: string): string {
  return name.toLowerCase().replace(STYLE_WORDS, '').replace(/\d+-day/g, '').replace(/ with .*$/, '').replace(/\s+/g, ' ').trim();
}

function nameWords(name: string, agencyName: string): string[] {
  const bare = name.replace(` with ${agencyName}`, '');
  return [...new Set(ideaName(bare).split(/[^a-zà-ÿ]+/).filter((w) => w.length > 2))].sort();
}

/** Share of words two names have in common (Jaccard). */
function similarity(a: string[], b: string[]): number {
  const common = a.filter((w) => b.includes(w)).length;
  return common / (a.length + b.length - common);
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

  it("shows each experience's subject: gorillas on a gorilla trek, a boat on a boat safari, and so on", async () => {
    const db = first.database.db;
    const experiences = await db.select().from(s.experiences);
    const images = await db.select().from(s.experienceImages).orderBy(asc(s.experienceImages.displayOrder));
    const agencies = new Map((await db.select().from(s.agents)).map((a) => [a.id, a.agencyName]));
    const shown = (id: number) => images.filter((i) => i.experienceId === id).map((i) => shotOf(i.imageUrl));
    const NAMED: Array<[RegExp, Subject]> = [
      [/gorilla/i, 'gorilla'], [/chimpanzee/i, 'chimp'], [/lemur|indri/i, 'lemur'], [/balloon/i, 'balloon'], [/dhow/i, 'dhow'],
      [/reef|snorkel/i, 'reef'], [/\bboat\b|kazinga/i, 'boat'], [/kilimanjaro (climb|trek)|mount kenya/i, 'summit'], [/stone town|swahili heritage/i, 'lane'],
      [/whale/i, 'whale'], [/rafting/i, 'raft'], [/coffee/i, 'coffee'], [/flamingo/i, 'flamingo'], [/elephant/i, 'elephant'],
    ];
    let gorillaTrips = 0;
    for (const e of experiences) {
      const shots = shown(e.id);
      expect(shots.every(Boolean), e.experienceName).toBe(true);
      if (/gorilla/i.test(`${e.experienceName} ${e.experienceType}`)) {
        gorillaTrips++;
        expect(shots[0]!.subject, `${e.experienceName}: its first picture shows gorillas`).toBe('gorilla');
      }
      // The description names its agency ('… by Pearl of Africa Gorilla Treks'): only the trip's own words count.
      if (/gorilla/i.test((e.description ?? '').replaceAll(agencies.get(e.agentId!)!, ''))) expect(shots.map((x) => x!.subject), e.experienceName).toContain('gorilla');
      for (const [re, subject] of NAMED) if (re.test(e.experienceName)) expect(shots.map((x) => x!.subject), e.experienceName).toContain(subject);
      // Variety inside one gallery: no composition twice, and more than one light.
      const compositions = shots.map((x) => `${x!.scene}-${x!.subject}`);
      expect(new Set(compositions).size, e.experienceName).toBe(compositions.length);
      expect(new Set(shots.map((x) => x!.time)).size, e.experienceName).toBeGreaterThanOrEqual(2);
    }
    expect(gorillaTrips).toBeGreaterThanOrEqual(5);
  });

  it('draws on at least 40 distinct compositions across the catalogue, not colour swaps of a few', async () => {
    const shots = (await first.database.db.select().from(s.experienceImages)).map((i) => shotOf(i.imageUrl)!);
    expect(new Set(shots.map((x) => `${x.scene}-${x.subject}-${x.time}`)).size).toBeGreaterThanOrEqual(40);
    // Scene and subject alone, whatever the light: still far more than the 17 landscapes there used to be.
    expect(new Set(shots.map((x) => `${x.scene}-${x.subject}`)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(shots.map((x) => x.subject)).size).toBeGreaterThanOrEqual(20);
  });

  it('gives no agency two experiences with near-identical names', async () => {
    const experiences = await first.database.db.select().from(s.experiences);
    const agents = await first.database.db.select().from(s.agents);
    for (const agent of agents) {
      const own = experiences.filter((e) => e.agentId === agent.id);
      for (let i = 0; i < own.length; i++) {
        for (let j = i + 1; j < own.length; j++) {
          const [a, b] = [own[i]!.experienceName, own[j]!.experienceName];
          expect(nameWords(a, agent.agencyName).join(' '), `${agent.agencyName}: ${a} / ${b}`).not.toBe(nameWords(b, agent.agencyName).join(' '));
          expect(similarity(nameWords(a, agent.agencyName), nameWords(b, agent.agencyName)), `${agent.agencyName}: ${a} / ${b}`).toBeLessThan(0.7);
        }
      }
    }
  });

  it('prices by length and style: longer costs more in one style, luxury more per day than budget', async () => {
    const experiences = await first.database.db.select().from(s.experiences);
    const pairs = (key: (e: (typeof experiences)[number]) => string) => {
      const groups = new Map<string, typeof experiences>();
      for (const e of experiences) groups.set(key(e), [...(groups.get(key(e)) ?? []), e]);
      return [...groups.values()].flatMap((g) => g.flatMap((a) => g.filter((b) => b.durationDays! > a.durationDays!).map((b) => [a, b] as const)));
    };
    const byAgency = pairs((e) => `${e.agentId}|${e.experienceType}|${priceStyle(e.experienceName)}`);
    const byIdea = pairs((e) => `${ideaName(e.experienceName)}|${priceStyle(e.experienceName)}`);
    expect(byAgency.length + byIdea.length).toBeGreaterThanOrEqual(10);
    for (const [shorter, longer] of [...byAgency, ...byIdea]) {
      expect(longer.priceCents!, `${longer.experienceName} (${longer.durationDays} days) vs ${shorter.experienceName} (${shorter.durationDays} days)`).toBeGreaterThan(shorter.priceCents!);
    }
    // One idea's versions with different lengths never share a price.
    const versions = new Map<string, typeof experiences>();
    for (const e of experiences) versions.set(ideaName(e.experienceName), [...(versions.get(ideaName(e.experienceName)) ?? []), e]);
    for (const list of versions.values()) {
      for (const a of list) for (const b of list) if (a.durationDays !== b.durationDays) expect(a.priceCents, `${a.experienceName} / ${b.experienceName}`).not.toBe(b.priceCents);
      const perDay = (style: string) => list.filter((e) => priceStyle(e.experienceName) === style).map((e) => e.priceCents! / e.durationDays!);
      for (const lux of perDay('Luxury')) for (const budget of perDay('Essential')) expect(lux).toBeGreaterThan(budget);
    }
  });

  it('names in every home-page testimonial an agency of the catalogue, by its id and name', async () => {
    const agents = new Map((await first.database.db.select().from(s.agents)).map((a) => [a.id, a]));
    expect(TESTIMONIALS.length).toBeGreaterThanOrEqual(4);
    for (const t of TESTIMONIALS) {
      const agent = agents.get(t.agentId);
      expect(agent?.agencyName, `testimonial ${t.id}`).toBe(t.agentName);
      // The link leads to a live page: the agency is published and its subscription active.
      expect(agent!.isPublished && agent!.subscriptionStatus === 'active', t.agentName).toBe(true);
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
