import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Performance budget (issue 15): the JavaScript the first view of each server-rendered catalogue page needs — the
 * entry script, every chunk the HTML modulepreloads, and the page's route chunk with its static imports — counted as
 * the bytes the server sends to a browser that accepts brotli: the `.br` file the build wrote beside each file of
 * 1 KB or more (brotli quality 11, served as is by @fastify/static `preCompressed`), the file itself below that.
 * Issue 15 asks for 120 KB; React with React DOM, React Router's data router and TanStack Query take most of it, so
 * each page is held to about what it reaches today, and to 120 KB at most where it fits
 * (docs/decisions/014-first-view-javascript.md): growing past it is a decision, not an accident.
 * Reads the production build; `npm test` builds first. WEB_DIST points elsewhere (e.g. a private build).
 */
const FIRST_VIEWS: { route: string; budgetKb: number }[] = [
  { route: 'home-page', budgetKb: 120 },
  { route: 'search-page', budgetKb: 120 },
  { route: 'experience-page', budgetKb: 118 },
  { route: 'agency-page', budgetKb: 116 },
  { route: 'agents-page', budgetKb: 116 },
  { route: 'destination-page', budgetKb: 118 },
  { route: 'tours-page', budgetKb: 114 },
];
/** The build's precompression threshold (vite.config.ts): smaller files are sent as they are. */
const PRECOMPRESSED_FROM_BYTES = 1024;
const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.resolve(__dirname, '../dist');
const assets = path.join(dist, 'assets');
const indexPath = path.join(dist, 'index.html');

/** `npm test` builds before this step, so a missing build is a broken pipeline, never a reason to pass. */
function readIndexHtml(): string {
  expect(existsSync(indexPath), `No web build at ${dist}: run "npm run build -w apps/web" first, or set WEB_DIST to a build folder.`).toBe(true);
  return readFileSync(indexPath, 'utf8');
}

/** What a brotli-accepting browser is sent for `file`: its `.br` beside it, or the file where the build wrote none. */
function servedSize(file: string): number {
  const size = statSync(file).size;
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  expect(size, `${path.relative(dist, file)} has no .br beside it: does the build still precompress (vite.config.ts)?`).toBeLessThan(
    PRECOMPRESSED_FROM_BYTES,
  );
  return size;
}

/** A chunk's static imports (`import … from "./x.js"` and bare `import "./x.js"`), resolved inside /assets. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)) found.add(path.join(path.dirname(file), m[1]!));
  return [...found];
}

function withStaticImports(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

/** The files of one page's first view: what the HTML loads, and the route's chunk (Vite names it after the module). */
function firstView(route: string): Set<string> {
  const html = readIndexHtml();
  const fromHtml = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ].map((m) => path.join(dist, m[1]!));
  expect(fromHtml.length, 'index.html references no entry script').toBeGreaterThan(0);
  const chunks = readdirSync(assets).filter((f) => new RegExp(`^${route}-[\\w-]{8}\\.js$`).test(f));
  expect(chunks, `the route chunk ${route}-*.js is missing (or not alone): is the route still lazily loaded?`).toHaveLength(1);
  return withStaticImports([...fromHtml, path.join(assets, chunks[0]!)]);
}

describe('bundle budget', () => {
  it.each(FIRST_VIEWS)('keeps the JavaScript of the first $route view within $budgetKb KB as served (brotli)', ({ route, budgetKb }) => {
    const sizes = [...firstView(route)].map((f) => ({ file: path.relative(dist, f), br: servedSize(f) })).sort((a, b) => b.br - a.br);
    const total = sizes.reduce((n, s) => n + s.br, 0);
    const report = sizes.map((s) => `${(s.br / 1024).toFixed(1).padStart(7)} KB  ${s.file}`).join('\n');
    expect(total, `The first ${route} view sends ${(total / 1024).toFixed(1)} KB of JavaScript (budget ${budgetKb} KB):\n${report}`).toBeLessThanOrEqual(
      budgetKb * 1024,
    );
  });

  it('keeps the lightbox, dialog, search box (Downshift) and zod code out of every first view', () => {
    for (const { route } of FIRST_VIEWS) {
      for (const file of firstView(route)) {
        const code = readFileSync(file, 'utf8');
        const where = `${route}: ${path.relative(dist, file)}`;
        expect(code, where).not.toContain('yarl__'); // yet-another-react-lightbox class prefix
        expect(code, where).not.toContain('DialogOverlay'); // Radix dialog
        expect(code, where).not.toContain('a11y-status-message'); // Downshift's live region: the search box comes after the first view
        expect(code, where).not.toContain('ZodError'); // zod (the contract's schemas)
      }
    }
  });
});
