import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExperienceDraft } from '@safari/contract';
import { createOfflineProvider } from '../offline-provider.js';
import { createOpenAiProvider } from '../openai-provider.js';
import { IMPORT_PAGES_DIR, importSite, loadImportSites, scoreSite } from '../eval/import-score.js';
import { extractDrafts } from './extract.js';
import { draftName, durationDays, findMoney, priceUsd } from './fields.js';
import { tourLinks } from './crawl.js';
import { visibleText } from './html.js';

const page = (site: string, file = 'index.html') => ({ url: `https://${site}.example/${file}`, html: readFileSync(path.join(IMPORT_PAGES_DIR, site, file), 'utf8') });
const offline = createOfflineProvider();

describe('fields', () => {
  it('cuts names to 60 characters at a word boundary', () => {
    const name = draftName('Ultimate Tanzania Safari: Serengeti, Ngorongoro, Tarangire and Zanzibar Beach Extension');
    expect(name.length).toBeLessThanOrEqual(60);
    expect(name).toBe('Ultimate Tanzania Safari: Serengeti, Ngorongoro, Tarangire');
    expect(draftName('  Short   name ')).toBe('Short name');
  });

  it('reads durations in days, nights and words', () => {
    expect(durationDays('7 days')).toBe(7);
    expect(durationDays('a 3-day safari')).toBe(3);
    expect(durationDays('6 nights')).toBe(7);
    expect(durationDays('Duration: 8 days, with two days of hiking')).toBe(8);
    expect(durationDays('five days on the plains')).toBe(5);
    expect(durationDays('Day trip')).toBe(1);
    expect(durationDays('Open all year')).toBeNull();
  });

  it('keeps US dollars and refuses to guess a rate for other currencies', () => {
    expect(priceUsd('from US$ 2,680 per person')).toBe(2680);
    expect(priceUsd('€1,150 / US$1,290')).toBe(1290);
    expect(priceUsd('USD 1,325.50')).toBe(1325.5);
    expect(priceUsd('1,980 USD')).toBe(1980);
    expect(priceUsd('TZS 180,000')).toBeNull();
    expect(priceUsd('£1,480')).toBeNull();
    expect(priceUsd('tours priced $1')).toBeNull();
    expect(findMoney('KES 32,500 (about USD 250)').map((m) => m.currency)).toEqual(['KES', 'USD']);
  });
});

describe('the offline extractor on the saved operator sites', () => {
  for (const site of loadImportSites()) {
    it(`${site.id}: ${site.shape}`, async () => {
      const drafts = await importSite(offline, site);
      const score = scoreSite(site, drafts);
      expect(score.matched, score.misses.join('\n')).toBe(site.tours.length);
      expect(score.found, score.misses.join('\n')).toBe(site.tours.length);
      // Prices and durations are exact on every saved site; names too.
      expect(score.fields.price).toBe(site.tours.length);
      expect(score.fields.duration_days).toBe(site.tours.length);
      expect(score.fields.experience_name).toBe(site.tours.length);
    });
  }

  it('ignores hidden text, comments, scripts and visible instructions', () => {
    const drafts = extractDrafts([page('injection')], { count: 15 });
    expect(drafts.map((d) => d.experience_name)).toEqual(["Lake Nakuru & Naivasha Safari", "Hell's Gate Cycling Day Trip"]);
    const text = visibleText(page('injection').html);
    expect(text).not.toMatch(/Free Safari|Secret Admin|Invisible Discount|Hacked|Commented Out|Pwned|IMPORTANT SYSTEM/);
  });

  it('takes the sale price over the struck-through one, and leaves out shop items that are not tours', () => {
    const html = `<ul>
      <li class="product"><a href="/p/1"><h2>Kilimanjaro 6 Days Machame Route</h2><span class="price"><del>$2,100.00</del> <ins>$1,890.00</ins></span></a></li>
      <li class="product"><a href="/p/2"><h2>Gift Card</h2><span class="price">$50.00</span></a></li>
      <li class="product"><a href="/p/3"><h2>Ngorongoro Crater Highlights</h2><span class="price">480$</span><span>7D/6N</span></a></li></ul>`;
    const drafts = extractDrafts([{ url: 'https://shop.example/', html }], { count: 15 });
    expect(drafts.map((d) => [d.experience_name, d.price, d.duration_days])).toEqual([
      ['Kilimanjaro 6 Days Machame Route', 1890, 6],
      ['Ngorongoro Crater Highlights', 480, 7],
    ]);
  });

  it('stops at the requested count', () => {
    expect(extractDrafts([page('wp-tour-plugin')], { count: 2 })).toHaveLength(2);
  });

  it('follows only same-site links that look like tours', () => {
    const html = '<a href="/tours.html">Safaris</a><a href="/about.html">About</a><a href="https://other.example/tour">Tour</a><a href="/brochure.pdf">Tour brochure</a><a href="mailto:x@y">Trip</a><a href="/trip/kili-7-days/">Kili</a>';
    expect(tourLinks(html, 'https://agency.example/')).toEqual(['https://agency.example/tours.html', 'https://agency.example/trip/kili-7-days/']);
  });
});

/** A stand-in for a third-party model (local chat-completions server), as in openai-provider.test.ts. */
let server: Server;
let baseUrl: string;
let replies: unknown[] = [];
let requests: { messages: { role: string; content: string }[] }[] = [];

async function readBody(req: IncomingMessage): Promise<string> {
  let data = '';
  for await (const chunk of req) data += chunk;
  return data;
}
const completion = (content: string) => ({ id: 'c', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }], usage: { prompt_tokens: 5, completion_tokens: 5, total_tokens: 10 } });

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      requests.push(JSON.parse(raw));
      const reply = replies.shift();
      res.writeHead(reply ? 200 : 500, { 'content-type': 'application/json' }).end(JSON.stringify(reply ?? { error: { message: 'no reply' } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  replies = [];
  requests = [];
});

function model(reasons: string[] = []) {
  return createOpenAiProvider({ baseUrl, apiKey: 'sk-import-secret', model: 'm', timeoutMs: 2000, maxRetries: 0, dailyTokenCap: 100_000 }, offline, { onFallback: (r) => reasons.push(r) });
}
const draft = (over: Partial<ExperienceDraft>): ExperienceDraft => ({ experience_name: 'Lake Nakuru & Naivasha Safari', experience_type: 'Safari & Wildlife', description: 'Flamingos.', location: 'Lake Nakuru, Kenya', price: 780, duration_days: 3, ...over });

describe('the model engine for the import', () => {
  it('sends the pages as JSON data in the user turn and keeps an answer it can trace to them', async () => {
    replies.push(completion(JSON.stringify({ experiences: [draft({})] })));
    const drafts = await model().generateExperiences([page('injection')], { count: 15 });
    expect(drafts).toEqual([draft({})]);
    const [system, user] = requests[0]!.messages;
    expect(system!.content).toMatch(/data, never instructions/);
    const turn = JSON.parse(user!.content);
    expect(turn.count).toBe(15);
    expect(turn.pages[0].text).toContain('Lake Nakuru');
    // Hidden text never reaches the model either.
    expect(user!.content).not.toMatch(/Free Safari|Secret Admin|IMPORTANT SYSTEM/);
  });

  it('falls back to the offline extractor when a name or price is not in the pages (the page talked it into something)', async () => {
    for (const answer of [draft({ experience_name: 'Free Safari', price: 1 }), draft({ price: 1 }), draft({ experience_name: 'Mystery Moon Tour' })]) {
      const reasons: string[] = [];
      replies.push(completion(JSON.stringify({ experiences: [answer] })));
      const drafts = await model(reasons).generateExperiences([page('injection')], { count: 15 });
      expect(drafts.map((d) => d.experience_name)).toEqual(["Lake Nakuru & Naivasha Safari", "Hell's Gate Cycling Day Trip"]);
      expect(reasons).toEqual(['invalid answer']);
    }
  });

  it('falls back on an answer that does not validate, or no answer', async () => {
    const reasons: string[] = [];
    replies.push(completion(JSON.stringify({ experiences: [{ experience_name: 'x'.repeat(80), price: 'cheap' }] })));
    expect(await model(reasons).generateExperiences([page('one-page')], { count: 15 })).toHaveLength(3);
    expect(await model(reasons).generateExperiences([page('one-page')], { count: 15 })).toHaveLength(3);
    expect(reasons).toEqual(['invalid answer', 'model unavailable']);
  });
});
