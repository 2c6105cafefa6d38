import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@safari/contract';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { adminToken, call, signedUpAgent } from '../../../test/agent-accounts.js';
import * as s from '../../../db/schema.js';
import { IMPORT_PAGES_DIR } from '../eval/import-score.js';

/**
 * POST /api/ai/generate-experiences and POST /api/agents/:agentId/bulk-experiences on a real app and database.
 * A local "agency site" (the saved multi-page and injection fixtures) is allowed through FETCH_ALLOW_HOSTS, exactly
 * as the e2e site is; a canary server stands for everything internal and must never see a request.
 */
let site: Server;
let siteHost: string;
let canary: Server;
let canaryPort: number;
let canaryHits: string[] = [];
let ctx: TestContext;
let admin: string;
let agentId: number;

function serveFixture(req: { url?: string }, res: import('node:http').ServerResponse) {
  const url = (req.url ?? '/').split('?')[0]!;
  if (url === '/redirect-to-canary') return res.writeHead(302, { location: `http://127.0.0.1:${canaryPort}/admin` }).end();
  if (url === '/redirect-to-loopback') return res.writeHead(302, { location: 'http://127.0.0.1/admin' }).end();
  const [, dir, ...rest] = url.split('/');
  const root = path.join(IMPORT_PAGES_DIR, dir ?? '');
  const file = path.normalize(path.join(root, rest.join('/') || 'index.html'));
  if (!file.startsWith(IMPORT_PAGES_DIR) || !file.endsWith('.html')) return res.writeHead(404).end();
  try {
    // The fixtures link root-relatively; this site keeps each one under its folder.
    const html = readFileSync(file, 'utf8').replace(/href="\/(?!\/)/g, `href="/${dir}/`);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  } catch {
    res.writeHead(404).end();
  }
}

beforeAll(async () => {
  site = createServer(serveFixture);
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteHost = `127.0.0.1:${(site.address() as AddressInfo).port}`;
  canary = createServer((req, res) => {
    canaryHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html' }).end('<h2>Internal Safari</h2><p>7 days $5,000</p>');
  });
  await new Promise<void>((r) => canary.listen(0, '127.0.0.1', r));
  canaryPort = (canary.address() as AddressInfo).port;
  ctx = await createTestContext({ FETCH_ALLOW_HOSTS: siteHost });
  admin = await adminToken(ctx);
  const created = await call(ctx, 'POST', '/api/agents', { token: admin, body: { agency_name: 'Northern Circuit Adventures', contact_email: 'ops@northern-circuit.example' } });
  expect(created.statusCode, created.body).toBe(200);
  agentId = created.json().id as number;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  for (const server of [site, canary]) {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
  }
}, 60_000);
beforeEach(() => {
  canaryHits = [];
});

/** `token`: the admin's by default; null for none. */
const generate = (body: unknown, token: string | null = admin, ip?: string) => call(ctx, 'POST', '/api/ai/generate-experiences', { token: token ?? undefined, body, ip });

describe('POST /api/ai/generate-experiences', { timeout: 60_000 }, () => {
  it('reads a multi-page site (front page -> tours index -> tour pages) into drafts', async () => {
    const res = await generate({ url: `http://${siteHost}/multi-page/index.html`, agentId, options: { experienceCount: 15 } });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.pagesRead).toBeGreaterThanOrEqual(4);
    expect(data.totalGenerated).toBe(3);
    expect(data.generatedExperiences).toContainEqual(
      expect.objectContaining({ experience_name: 'Kilimanjaro Lemosho Route', experience_type: 'Mountain Trekking & Adventure', location: 'Kilimanjaro, Tanzania', price: 2950, duration_days: 8 }),
    );
    for (const d of data.generatedExperiences) expect(d.experience_name.length).toBeLessThanOrEqual(60);
  });

  it('honours experienceCount and defaults it to 15', async () => {
    const one = await generate({ url: `http://${siteHost}/wp-tour-plugin/index.html`, agentId, options: { experienceCount: 1 } });
    expect(one.json().data.totalGenerated).toBe(1);
    const all = await generate({ url: `http://${siteHost}/wp-tour-plugin/index.html`, agentId });
    expect(all.json().data.totalGenerated).toBe(4);
    expect((await generate({ url: `http://${siteHost}/wp-tour-plugin/index.html`, agentId, options: { experienceCount: 16 } })).statusCode).toBe(400);
  });

  it('treats page text as data: hidden text, comments, scripts, visible instructions and fake JSON produce nothing', async () => {
    const res = await generate({ url: `http://${siteHost}/injection/index.html`, agentId });
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().data.generatedExperiences.map((d: { experience_name: string }) => d.experience_name);
    expect(names).toEqual(["Lake Nakuru & Naivasha Safari", "Hell's Gate Cycling Day Trip"]);
    expect(res.body).not.toMatch(/Free Safari|Secret Admin|Invisible|Hacked|Commented Out|Fake JSON|Pwned/);
    expect(res.json().data.generatedExperiences.every((d: { price: number | null }) => d.price === null || d.price >= 20)).toBe(true);
  });

  it('needs a full http(s) URL and an agent, and the agent must exist', async () => {
    const noUrl = await generate({ url: '', agentId });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.body).toContain(MESSAGES.importUrlRequired);
    for (const url of ['www.example.com', 'ftp://example.com/tours', 'javascript:alert(1)']) {
      const bad = await generate({ url, agentId });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.body).toContain(MESSAGES.importUrlInvalid);
    }
    const noAgent = await generate({ url: `http://${siteHost}/one-page/index.html` });
    expect(noAgent.statusCode).toBe(400);
    expect(noAgent.body).toContain(MESSAGES.importAgentRequired);
    const missing = await generate({ url: `http://${siteHost}/one-page/index.html`, agentId: 999_999 });
    expect(missing.statusCode).toBe(404);
  });

  it('is for the administrator only', async () => {
    expect((await generate({ url: `http://${siteHost}/one-page/index.html`, agentId }, null)).statusCode).toBe(401);
    const agent = await signedUpAgent(ctx);
    expect((await generate({ url: `http://${siteHost}/one-page/index.html`, agentId: agent.agentId }, agent.token)).statusCode).toBe(401);
  });

  it('refuses loopback in every spelling, metadata, private ranges and redirects inside; the canary sees nothing', async () => {
    const p = canaryPort;
    const urls = [
      `http://127.0.0.1:${p}/`, `http://127.1:${p}/`, `http://2130706433:${p}/`, `http://0x7f000001:${p}/`, `http://[::1]:${p}/`,
      `http://[::ffff:127.0.0.1]:${p}/`, `http://localhost:${p}/`,
      'http://127.0.0.1/', 'http://127.1/', 'http://2130706433/', 'http://0x7f000001/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://localhost/',
      'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/', 'http://10.255.255.254/', 'http://172.16.0.1/', 'http://172.31.1.1/',
      'http://192.168.0.1/', 'http://192.168.255.1/', 'http://0.0.0.0/', 'https://[fd00::1]/',
      `http://${siteHost}/redirect-to-canary`, `http://${siteHost}/redirect-to-loopback`,
    ];
    for (const url of urls) {
      const res = await generate({ url, agentId });
      expect([400, 502], `${url}: ${res.body}`).toContain(res.statusCode);
      expect(res.body, url).not.toMatch(/127\.0\.0\.1|::1|169\.254|10\.0\.0|172\.(?:16|31)|192\.168|localhost|Internal Safari/);
    }
    expect(canaryHits).toEqual([]);
  });

  it('answers 502 with a safe reason when the site fails', async () => {
    const res = await generate({ url: `http://${siteHost}/no-such-site/index.html`, agentId });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: MESSAGES.importSiteUnreadable, code: 'SITE_UNREACHABLE', message: 'The website answered with an error (HTTP 404)' });
  });

  it('is rate-limited per address', async () => {
    const ip = '203.0.113.77';
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await generate({ url: 'http://10.0.0.1/', agentId }, admin, ip)).statusCode);
    expect(codes).toContain(429);
  });
});

const bulk = (id: number, body: unknown, token: string | null = admin) => call(ctx, 'POST', `/api/agents/${id}/bulk-experiences`, { token: token ?? undefined, body });

describe('POST /api/agents/:agentId/bulk-experiences', { timeout: 60_000 }, () => {
  const drafts = [
    { experience_name: 'Serengeti Migration Safari', experience_type: 'Safari & Wildlife', description: 'Follow the herds.', location: 'Serengeti, Tanzania', price: 2680, duration_days: 6 },
    { experience_name: 'Ngorongoro Family Safari', experience_type: 'Safari & Wildlife', description: null, location: 'Ngorongoro, Tanzania', price: null, duration_days: 4 },
  ];

  it('creates unpublished drafts with their search text, then skips the same names', async () => {
    const res = await bulk(agentId, { experiences: drafts });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, createdCount: 2, skippedCount: 0 });
    const ids = res.json().experienceIds as number[];
    const rows = await ctx.database.db.select().from(s.experiences).where(eq(s.experiences.agentId, agentId));
    const first = rows.find((r) => r.id === ids[0])!;
    expect(first).toMatchObject({ experienceName: 'Serengeti Migration Safari', isPublished: false, priceCents: 268_000, durationDays: 6, location: 'Serengeti, Tanzania' });
    expect(first.searchText).toContain('serengeti migration safari');
    expect(first.searchText).toContain('northern circuit adventures');

    const again = await bulk(agentId, { experiences: [...drafts, { ...drafts[0], experience_name: 'serengeti  MIGRATION safari' }] });
    expect(again.json()).toMatchObject({ createdCount: 0, skippedCount: 3 });
    // Drafts are not public.
    expect((await call(ctx, 'GET', `/api/experiences/${ids[0]}`)).statusCode).toBe(404);
  });

  it('skips invalid items and repeats within the list, keeping the rest', async () => {
    const res = await bulk(agentId, {
      experiences: [
        { experience_name: 'x'.repeat(61) },
        { experience_name: '   ' },
        { description: 'no name' },
        { experience_name: 'Kilimanjaro Lemosho Route', price: -5 },
        { experience_name: 'Kilimanjaro Lemosho Route', price: 2950, duration_days: 8 },
        { experience_name: 'Kilimanjaro Lemosho Route', price: 2950, duration_days: 8 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ createdCount: 1, skippedCount: 5 });
    const [row] = await ctx.database.db.select().from(s.experiences).where(and(eq(s.experiences.agentId, agentId), eq(s.experiences.experienceName, 'Kilimanjaro Lemosho Route')));
    expect(row).toMatchObject({ priceCents: 295_000, isPublished: false });
  });

  it('needs at least one experience, an existing agent and the administrator', async () => {
    const empty = await bulk(agentId, { experiences: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(MESSAGES.importSelectAtLeastOne);
    expect((await bulk(999_999, { experiences: drafts })).statusCode).toBe(404);
    expect((await bulk(agentId, { experiences: drafts }, null)).statusCode).toBe(401);
  });

  it('lets the agent publish an imported draft, which then shows publicly', async () => {
    const agent = await signedUpAgent(ctx);
    const res = await bulk(agent.agentId, { experiences: [drafts[0]] });
    const id = res.json().experienceIds[0] as number;
    const own = await call(ctx, 'GET', '/api/agent/experiences', { token: agent.token });
    expect(own.json().experiences).toContainEqual(expect.objectContaining({ id, status: 'draft' }));
    const publish = await call(ctx, 'PUT', `/api/experiences/${id}`, { token: agent.token, body: { status: 'published' } });
    expect(publish.statusCode, publish.body).toBe(200);
    expect((await call(ctx, 'GET', `/api/experiences/${id}`)).statusCode).toBe(200);
  });
});
