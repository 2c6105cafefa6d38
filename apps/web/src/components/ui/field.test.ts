import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCss, sourceFiles, WEB_SRC as src } from '@/test/source-files';
import { fieldClass } from './field';

describe('text boxes', () => {
  it('have a built style for the box, its small size and its pill shape', () => {
    const css = builtCss();
    expect(fieldClass()).toBe('field');
    expect(fieldClass({ size: 'sm', pill: true }, 'flex-1')).toBe('field field-sm field-pill flex-1');
    expect(css).toMatch(/\.field\{[^}]*min-height/);
    expect(css).toMatch(/\.field\{[^}]*border-color:var\(--color-stone-300\)/);
    expect(css).toContain('.field:focus{');
    expect(css).toMatch(/\.field-sm\{[^}]*min-height/);
    expect(css).toMatch(/\.field-pill\{[^}]*border-radius/);
  });

  it('are not styled by hand: a box with the grey edge and green focus ring is written with fieldClass', () => {
    // Fifteen boxes had each written these classes, drifting in height (42 to 50 px), placeholder contrast and
    // whether an invalid value turned the edge red.
    const box = /border-stone-300[^"'`]*focus:ring-2|focus:ring-2[^"'`]*border-stone-300/;
    const handWritten = sourceFiles(src).filter((f) => box.test(readFileSync(f, 'utf8')));
    expect(handWritten.map((f) => path.relative(src, f))).toEqual([]);
  });
});
