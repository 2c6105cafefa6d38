import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles, WEB_SRC as src } from '@/test/source-files';
import { BUTTON_SIZES, BUTTON_TONES, buttonClass } from './button';

const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.resolve(src, '../dist');

describe('buttons', () => {
  it('have a built style for every tone and size buttonClass can name', () => {
    const assets = path.join(dist, 'assets');
    expect(existsSync(assets), `No web build at ${dist}: run "npm run build -w apps/web" first.`).toBe(true);
    const css = readdirSync(assets)
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(path.join(assets, f), 'utf8'))
      .join('\n');
    for (const tone of BUTTON_TONES) {
      expect(buttonClass({ tone })).toContain(`btn-${tone}`);
      expect(css, `.btn-${tone}`).toMatch(new RegExp(`\\.btn-${tone}\\{[^}]*background-color|\\.btn-${tone}\\{[^}]*color`));
      expect(css, `.btn-${tone}:hover`).toContain(`.btn-${tone}:hover{`);
    }
    for (const size of BUTTON_SIZES) expect(css, `.btn-${size}`).toMatch(new RegExp(`\\.btn-${size}\\{[^}]*min-height`));
    expect(css).toMatch(/\.btn-block\{[^}]*width:100%/);
  });

  it('are not styled by hand: a filled pill button is written with buttonClass', () => {
    // The green, amber and outlined pills with padding that pages had each written (about 50, drifting in padding,
    // focus ring and tap target); badges and step numbers have no horizontal padding of a button's size.
    const look = String.raw`(bg-emerald-800|bg-amber-400|border-emerald-800|ring-emerald-800)`;
    const pill = new RegExp(String.raw`rounded-full[^"'\x60]*\b${look}\b[^"'\x60]*\bpx-[4-8]\b[^"'\x60]*hover:|rounded-full[^"'\x60]*\bpx-[4-8]\b[^"'\x60]*\b${look}\b[^"'\x60]*hover:`);
    const handWritten = sourceFiles(src).filter((f) => pill.test(readFileSync(f, 'utf8')));
    expect(handWritten.map((f) => path.relative(src, f))).toEqual([]);
  });
});
