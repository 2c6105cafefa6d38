import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCss, sourceFiles, WEB_SRC as src } from '@/test/source-files';
import { BUTTON_SIZES, BUTTON_TONES, buttonClass } from './button';

/** The fills and edges of the buttons pages had written by hand: green, amber, outlined, grey, red and white on dark. */
const LOOK = String.raw`(bg-emerald-800|bg-amber-400|border-emerald-800|ring-emerald-800|ring-emerald-200|border-stone-300|ring-stone-300|border-red-300|ring-red-[23]00|ring-white\/60|border-white\/70)`;

describe('buttons', () => {
  it('have a built style for every tone and size buttonClass can name', () => {
    const css = builtCss();
    for (const tone of BUTTON_TONES) {
      expect(buttonClass({ tone })).toContain(`btn-${tone}`);
      expect(css, `.btn-${tone}`).toMatch(new RegExp(`\\.btn-${tone}\\{[^}]*background-color|\\.btn-${tone}\\{[^}]*color`));
      expect(css, `.btn-${tone}:hover`).toContain(`.btn-${tone}:hover{`);
    }
    for (const size of BUTTON_SIZES) expect(css, `.btn-${size}`).toMatch(new RegExp(`\\.btn-${size}\\{[^}]*min-height`));
    expect(css).toMatch(/\.btn-block\{[^}]*width:100%/);
  });

  it('are not styled by hand: a filled pill button is written with buttonClass', () => {
    // The pills with padding that pages had each written (about 55, drifting in padding, focus ring and tap target);
    // badges and step numbers have no horizontal padding of a button's size.
    const pill = new RegExp(String.raw`rounded-full[^"'\x60]*\b${LOOK}\b[^"'\x60]*\bpx-[4-8]\b[^"'\x60]*hover:|rounded-full[^"'\x60]*\bpx-[4-8]\b[^"'\x60]*\b${LOOK}\b[^"'\x60]*hover:`);
    const handWritten = sourceFiles(src).filter((f) => pill.test(readFileSync(f, 'utf8')));
    expect(handWritten.map((f) => path.relative(src, f))).toEqual([]);
  });

  it('are not composed by hand either: a pill base in a constant with a fill or edge added where it is used', () => {
    // `${actionClass} bg-emerald-800 text-white hover:…`: twenty-two buttons in seven files were built this way, beside
    // the buttonClass of the same look. A fill chosen in a ternary (a chip that is on or off) is not a button's tone.
    const composed = sourceFiles(src).filter((f) => {
      const code = readFileSync(f, 'utf8');
      const pillBases = [...code.matchAll(/const (\w+) =\s*['\x60]([^'\x60]*)['\x60]/g)].filter((m) => /\brounded-full\b/.test(m[2] ?? '')).map((m) => m[1]);
      return pillBases.some((name) => new RegExp(String.raw`\x60\$\{${name}\}[^\x60?]*\b${LOOK}\b[^\x60?]*hover:`).test(code));
    });
    expect(composed.map((f) => path.relative(src, f))).toEqual([]);
  });
});
