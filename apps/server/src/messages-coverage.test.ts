import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE_MESSAGES, MESSAGES } from '@safari/contract';
import { describe, expect, it } from 'vitest';

/**
 * Every spec text in the contract's MESSAGES and CATALOGUE_MESSAGES is asserted by some test: its words (a function
 * message's fixed parts, in order) or `MESSAGES.<key>` / `CATALOGUE_MESSAGES.<key>` appear in an API test, a web test
 * or a browser test. A new message with no test fails here with its key.
 */
const root = path.resolve(__dirname, '../../..');
const sources = [
  { dir: path.join(root, 'apps/server/src'), test: /\.test\.tsx?$/ },
  { dir: path.join(root, 'apps/web/src'), test: /\.test\.tsx?$/ },
  { dir: path.join(root, 'e2e/tests'), test: /\.tsx?$/ },
];
const self = path.resolve(__filename);

function filesUnder(dir: string, test: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && test.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => path.resolve(f) !== self);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Source text writes apostrophes and quotes escaped or typographic; match any of those. */
const loose = (s: string) => escapeRegExp(s).replace(/'/g, `(?:'|\\\\'|’)`).replace(/"/g, `(?:"|\\\\")`);

/** A message as a pattern: plain text as is; a function's fixed parts with anything short in between. */
function patternFor(message: string | ((...args: never[]) => string)): RegExp {
  if (typeof message === 'string') return new RegExp(loose(message));
  const marker = '\u0000';
  const parts = (message as (...args: string[]) => string)(marker, marker, marker).split(marker);
  return new RegExp(parts.map(loose).join('.{1,60}?'));
}

describe('spec messages', () => {
  it('every message in packages/contract/src/messages.ts and catalogue-messages.ts is asserted by a test', () => {
    const files = sources.flatMap((s) => filesUnder(s.dir, s.test));
    expect(files.length).toBeGreaterThan(20);
    const corpus = files.map((f) => readFileSync(f, 'utf8')).join('\n');
    const unchecked = Object.entries({ ...MESSAGES, ...CATALOGUE_MESSAGES })
      .filter(([key, message]) => !new RegExp(`MESSAGES\\.${key}\\b`).test(corpus) && !patternFor(message).test(corpus))
      .map(([key, message]) => `${key}: ${typeof message === 'string' ? message : String(message)}`);
    expect(unchecked, `Messages no test asserts:\n${unchecked.join('\n')}`).toEqual([]);
  });
});
