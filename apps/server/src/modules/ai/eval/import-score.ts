/**
 * The website import measured (issue 12): each saved operator site in import-pages/ is served from a local server,
 * crawled as a real site would be (through safeFetch, the host allowed as FETCH_ALLOW_HOSTS allows it), turned into
 * drafts by the engine, and compared with the tours a person reads on it: precision and recall of tours found, and
 * per-field accuracy (name, type, location, price, duration) over the tours found.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExperienceDraft } from '@safari/contract';
import { crawlSite } from '../import/crawl.js';
import { nameKey } from '../import/extract.js';
import type { AiProvider } from '../provider.js';

export const IMPORT_PAGES_DIR = fileURLToPath(new URL('./import-pages/', import.meta.url));
export const IMPORT_FIELDS = ['experience_name', 'experience_type', 'location', 'price', 'duration_days'] as const;
type Field = (typeof IMPORT_FIELDS)[number];
export type ExpectedTour = Pick<ExperienceDraft, Field>;

export interface ImportSite {
  id: string;
  shape: string;
  tours: ExpectedTour[];
}

export function loadImportSites(): ImportSite[] {
  return readdirSync(IMPORT_PAGES_DIR)
    .filter((d) => statSync(path.join(IMPORT_PAGES_DIR, d)).isDirectory())
    .sort()
    .map((id) => ({ id, ...(JSON.parse(readFileSync(path.join(IMPORT_PAGES_DIR, id, 'expected.json'), 'utf8')) as Omit<ImportSite, 'id'>) }));
}

/** Serves one saved site at the root of a local server (its links are root-relative) until the callback is done. */
export async function withSiteServer<T>(siteId: string, run: (host: string) => Promise<T>): Promise<T> {
  const root = path.join(IMPORT_PAGES_DIR, siteId);
  const server = createServer((req, res) => {
    const file = path.normalize(path.join(root, decodeURIComponent((req.url ?? '/').split('?')[0]!)));
    if (!file.startsWith(root + path.sep) || !file.endsWith('.html')) return res.writeHead(404).end();
    try {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(readFileSync(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    return await run(`127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}

/** Crawls a saved site as a real one (through safeFetch, its host allowed as FETCH_ALLOW_HOSTS does) and drafts it. */
export async function importSite(provider: AiProvider, site: ImportSite): Promise<ExperienceDraft[]> {
  return withSiteServer(site.id, async (host) => {
    const pages = await crawlSite(`http://${host}/index.html`, { allowHosts: [host] });
    return provider.generateExperiences(pages, { count: 15 });
  });
}

const placeOf = (l: string | null) => (l ?? '').split(',')[0]!.trim().toLowerCase();

function fieldEqual(field: Field, expected: ExpectedTour, actual: ExperienceDraft): boolean {
  const e = expected[field];
  const a = actual[field];
  if (field === 'experience_name') return String(e).toLowerCase() === String(a).toLowerCase();
  if (field === 'location') {
    const [pe, pa] = [placeOf(expected.location), placeOf(actual.location)];
    return pe === pa || (!!pe && !!pa && (pe.includes(pa) || pa.includes(pe)));
  }
  return e === a;
}

export interface ImportScore {
  expected: number;
  found: number;
  matched: number;
  fields: Record<Field, number>;
  misses: string[];
}

export function scoreSite(site: ImportSite, drafts: ExperienceDraft[], into?: ImportScore): ImportScore {
  const score = into ?? { expected: 0, found: 0, matched: 0, fields: Object.fromEntries(IMPORT_FIELDS.map((f) => [f, 0])) as Record<Field, number>, misses: [] };
  score.expected += site.tours.length;
  score.found += drafts.length;
  const byKey = new Map(drafts.map((d) => [nameKey(d.experience_name), d]));
  for (const tour of site.tours) {
    const draft = byKey.get(nameKey(tour.experience_name));
    if (!draft) {
      score.misses.push(`${site.id}: not found "${tour.experience_name}"`);
      continue;
    }
    byKey.delete(nameKey(tour.experience_name));
    score.matched++;
    for (const field of IMPORT_FIELDS) {
      if (fieldEqual(field, tour, draft)) score.fields[field]++;
      else score.misses.push(`${site.id}: "${tour.experience_name}" ${field}: expected ${JSON.stringify(tour[field])}, got ${JSON.stringify(draft[field])}`);
    }
  }
  for (const extra of byKey.values()) score.misses.push(`${site.id}: extra "${extra.experience_name}"`);
  return score;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');

export function formatImportTable(title: string, score: ImportScore, sites: number): string {
  const lines = [
    `${title} (${sites} sites, ${score.expected} tours)`,
    `  tours found: precision ${pct(score.matched, score.found)} (${score.matched}/${score.found}), recall ${pct(score.matched, score.expected)} (${score.matched}/${score.expected})`,
    '  field accuracy over tours found:',
    ...IMPORT_FIELDS.map((f) => `    ${f.padEnd(16)} ${pct(score.fields[f], score.matched).padStart(6)}  (${score.fields[f]}/${score.matched})`),
  ];
  return lines.join('\n');
}

/** Runs every saved site through the engine and returns the printed report. */
export async function importReport(provider: AiProvider, verbose = false): Promise<string> {
  const sites = loadImportSites();
  let score: ImportScore | undefined;
  for (const site of sites) score = scoreSite(site, await importSite(provider, site), score);
  const table = formatImportTable(`${provider.name} engine, website import`, score!, sites.length);
  return verbose && score!.misses.length ? `${score!.misses.join('\n')}\n\n${table}` : table;
}
