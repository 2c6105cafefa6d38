import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { createAgent, createExperience } from '../../test/factories.js';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Safari Marketplace · Local travel experts in East Africa</title>
    <meta name="description" content="Default description." />
    <!--page-meta-->
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Reads one attribute of the first tag matching `selector` in the head (enough for our own, well-formed tags). */
function metaContent(html: string, attr: 'property' | 'name', key: string) {
  return new RegExp(`<meta ${attr}="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
}

describe('server-rendered page meta, sitemap and robots.txt', () => {
  let ctx: TestContext;
  let agent: Awaited<ReturnType<typeof createAgent>>;
  let experience: Awaited<ReturnType<typeof createExperience>>;
  let hostile: Awaited<ReturnType<typeof createExperience>>;
  let draft: Awaited<ReturnType<typeof createExperience>>;

  beforeAll(async () => {
    const web = mkdtempSync(path.join(os.tmpdir(), 'safari-seo-web-'));
    writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
    ctx = await createTestContext({ WEB_DIST: web });
    agent = await createAgent(ctx.database.db, { agencyName: 'Kilima & Sons "Expeditions"', agencyDescription: 'Family guides since 1998. <b>Bold</b> claims.' });
    experience = await createExperience(ctx.database.db, agent.id, {
      experienceName: 'Serengeti Migration & Crater',
      description: 'Follow the herds across the plains, then descend into the "Crater" for a day.',
      priceCents: 315000,
    });
    hostile = await createExperience(ctx.database.db, agent.id, {
      experienceName: 'Evil </title><script>alert(1)</script> $& trip',
      description: '</script><script>alert("x")</script> <!-- end',
    });
    draft = await createExperience(ctx.database.db, agent.id, { experienceName: 'Secret Draft', isPublished: false });
  });
  afterAll(async () => ctx?.close());

  const page = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('gives an experience page its title, description, canonical URL, Open Graph, Twitter and JSON-LD', async () => {
    const res = await page(`/experience/${experience.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Serengeti Migration &amp; Crater · Safari Marketplace</title>');
    expect(html).toContain('<meta name="description" content="Follow the herds across the plains, then descend into the &quot;Crater&quot; for a day." />');
    expect(html).not.toContain('Default description.');
    expect(html).toContain(`<link rel="canonical" href="http://marketplace.test/experience/${experience.id}" />`);
    expect(metaContent(html, 'property', 'og:title')).toBe('Serengeti Migration &amp; Crater · Safari Marketplace');
    expect(metaContent(html, 'property', 'og:url')).toBe(`http://marketplace.test/experience/${experience.id}`);
    expect(metaContent(html, 'property', 'og:image')).toBe(`http://marketplace.test/media/test/exp-${experience.id}-1024.webp`);
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'TouristTrip',
      name: 'Serengeti Migration & Crater',
      offers: { '@type': 'Offer', price: '3150.00', priceCurrency: 'USD' },
      provider: { '@type': 'TravelAgency', name: 'Kilima & Sons "Expeditions"', url: `http://marketplace.test/agency/${agent.id}` },
      image: `http://marketplace.test/media/test/exp-${experience.id}-1024.webp`,
    });
  });

  it('escapes hostile names and descriptions everywhere they are injected', async () => {
    const html = (await page(`/experience/${hostile.id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</title><script>');
    expect(html).toContain('<title>Evil &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; trip · Safari Marketplace</title>');
    // Exactly one <title>, and the JSON-LD block cannot be closed from inside.
    expect(html.match(/<title>/g)).toHaveLength(1);
    const ldBlock = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(ldBlock).not.toContain('<');
    expect(JSON.parse(ldBlock).name).toBe('Evil </title><script>alert(1)</script> $& trip');
  });

  it('gives an agency page TravelAgency JSON-LD and a profile card', async () => {
    const res = await page(`/agency/${agent.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Kilima &amp; Sons &quot;Expeditions&quot; · Local travel agent · Safari Marketplace</title>');
    expect(metaContent(res.body, 'property', 'og:type')).toBe('profile');
    expect(metaContent(res.body, 'property', 'og:description')).toBe('Family guides since 1998. &lt;b&gt;Bold&lt;/b&gt; claims.');
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)![1]!);
    expect(ld).toMatchObject({ '@type': 'TravelAgency', name: 'Kilima & Sons "Expeditions"', areaServed: [{ '@type': 'Place', name: 'Serengeti' }] });
  });

  it.each([
    ['/experience/999999'],
    ['/experience/abc'],
    ['/experience/0'],
    ['/agency/999999'],
    ['/agency/-1'],
  ])('answers %s with 404 but still renders the app', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('treats a draft experience as not found', async () => {
    expect((await page(`/experience/${draft.id}`)).statusCode).toBe(404);
  });

  it('gives the five countries real titles and unknown destinations a generic page', async () => {
    const tz = await page('/destination/tanzania');
    expect(tz.statusCode).toBe(200);
    expect(tz.body).toContain('<title>Tanzania safaris, Kilimanjaro and Zanzibar · Safari Marketplace</title>');
    expect(tz.body).toContain('<link rel="canonical" href="http://marketplace.test/destination/tanzania" />');
    const unknown = await page('/destination/atlantis');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>Destinations · Safari Marketplace</title>');
  });

  it.each([
    ['/', 'Safari Marketplace · Local travel experts in East Africa', false],
    ['/tours', 'Ready-Made Tours · Safari Marketplace', false],
    ['/agents', 'Our local travel agents · Safari Marketplace', false],
    ['/searchresultpage', 'Safari and travel experiences · Safari Marketplace', false],
    ['/about-us', 'About us · Safari Marketplace', false],
    ['/privacy-policy', 'Privacy policy · Safari Marketplace', false],
    ['/shared/abcdef', 'A shared travel plan · Safari Marketplace', true],
    [`/trip/${'t'.repeat(43)}`, 'Safari Marketplace · Local travel experts in East Africa', true],
    ['/agent/dashboard', 'Safari Marketplace · Local travel experts in East Africa', true],
  ])('%s has a sensible title (noindex: %s)', async (url, title, noindex) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
    expect(res.body.includes('<meta name="robots" content="noindex" />')).toBe(noindex);
  });

  it('lists every public page, experience, agency and destination in the sitemap, absolute', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://marketplace.test/',
        'http://marketplace.test/tours',
        'http://marketplace.test/agents',
        'http://marketplace.test/searchresultpage',
        'http://marketplace.test/about-us',
        'http://marketplace.test/destination/tanzania',
        'http://marketplace.test/destination/madagascar',
        `http://marketplace.test/experience/${experience.id}`,
        `http://marketplace.test/experience/${hostile.id}`,
        `http://marketplace.test/agency/${agent.id}`,
      ]),
    );
    expect(locs).not.toContain(`http://marketplace.test/experience/${draft.id}`);
    expect(locs.every((l) => l!.startsWith('http://marketplace.test/'))).toBe(true);
  });

  it('serves robots.txt allowing public pages and pointing at the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const line of ['User-agent: *', 'Allow: /', 'Disallow: /agent/', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /dev/', 'Sitemap: http://marketplace.test/sitemap.xml']) {
      expect(res.body.split('\n')).toContain(line);
    }
  });
});
