import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles, WEB_SRC as src } from '@/test/source-files';

describe('dialogs', () => {
  it('all lie on the one modal layer: every backdrop is MODAL_OVERLAY', () => {
    // A backdrop with its own z-index had left the site header above the confirmation dialogs' backdrop.
    const own = sourceFiles(src).filter((f) => /<Dialog\.Overlay(?! className=\{MODAL_OVERLAY\} \/>)/.test(readFileSync(f, 'utf8')));
    expect(own.map((f) => path.relative(src, f))).toEqual([]);
  });
});
