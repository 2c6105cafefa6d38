import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * Performance budget: the JavaScript a first visit to the home page needs (entry script, every chunk the HTML
 * modulepreloads, and the home route's chunk with its static imports) stays at or under 150 KB gzipped.
 * Reads the production build; `npm test` builds first. WEB_DIST points elsewhere (e.g. a private build).
 */
const BUDGET_BYTES = 150 * 1024;
const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.resolve(__dirname, '../dist');
const indexPath = path.join(dist, 'index.html');

/** `npm test` builds before this step, so a missing build is a broken pipeline, never a reason to pass. */
function readIndexHtml(): string {
  expect(existsSync(indexPath), `No web build at ${dist}: run "npm run build -w apps/web" first, or set WEB_DIST to a build folder.`).toBe(true);
  return readFileSync(indexPath, 'utf8');
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

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

describe('bundle budget', () => {
  it('keeps the JavaScript of the first home page view within 150 KB gzipped', () => {
    const html = readIndexHtml();
    const fromHtml = [
      ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/g),
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
    ].map((m) => path.join(dist, m[1]!));
    expect(fromHtml.length, 'index.html references no entry script').toBeGreaterThan(0);

    const assets = path.join(dist, 'assets');
    const homeChunk = readdirSync(assets).find((f) => /^home-page-[\w-]+\.js$/.test(f));
    expect(homeChunk, 'the home route chunk (home-page-*.js) is missing: is the route still lazily loaded?').toBeDefined();

    const files = withStaticImports([...fromHtml, path.join(assets, homeChunk!)]);
    const sizes = [...files].map((f) => ({ file: path.relative(dist, f), gzip: gzipSize(f) })).sort((a, b) => b.gzip - a.gzip);
    const total = sizes.reduce((n, s) => n + s.gzip, 0);
    const report = sizes.map((s) => `${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.file}`).join('\n');
    expect(total, `Initial JavaScript is ${(total / 1024).toFixed(1)} KB gzipped (budget 150 KB):\n${report}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('keeps the lightbox and dialog code out of the first view', () => {
    const html = readIndexHtml();
    const entry = /<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/.exec(html)?.[1];
    expect(entry, 'index.html references no entry script').toBeDefined();
    const code = readFileSync(path.join(dist, entry!), 'utf8');
    expect(code).not.toContain('yarl__'); // yet-another-react-lightbox class prefix
    expect(code).not.toContain('DialogOverlay');
  });
});
