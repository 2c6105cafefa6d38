import { z } from 'zod';

/**
 * One rule for every free-text string the API accepts (DESIGN.md §4): no NUL or other control characters
 * (C0 except tab and line breaks, DEL, C1) and no bidirectional embeddings, overrides or isolates
 * (U+202A–U+202E, U+2066–U+2069), which can make a name read differently in an e-mail or on a page
 * than what was stored. PostgreSQL rejects NUL outright, so without this rule such input would end in a 500.
 * Single-line fields (names, phones, e-mails) also refuse tab and line breaks.
 */
// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
const UNSAFE_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const UNSAFE_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/* eslint-enable no-control-regex */

export const UNSAFE_TEXT_MESSAGE = 'must not contain control characters';

export function hasUnsafeText(value: string, options: { singleLine?: boolean } = {}): boolean {
  return (options.singleLine ? UNSAFE_SINGLE_LINE : UNSAFE_MULTI_LINE).test(value);
}

/**
 * Every place in a parsed request (body, query or params) where a string or an object key breaks the
 * multi-line rule, as dotted paths (`share_data.traveler.first_name`, `experiences.2.name`).
 * The server runs this over every request before validation, so no route can forget it.
 */
export function findUnsafeText(value: unknown, path = '', found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (hasUnsafeText(value)) found.push(path || 'value');
  } else if (value !== null && typeof value === 'object' && depth < 32) {
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (hasUnsafeText(key)) found.push(childPath);
      else findUnsafeText(child, childPath, found, depth + 1);
    }
  }
  return found;
}

/** A single-line free-text field (names, phone numbers, handles): the rule above plus no tab or line break. */
export const singleLineText = (max: number) =>
  z.string().max(max).refine((s) => !hasUnsafeText(s, { singleLine: true }), { message: UNSAFE_TEXT_MESSAGE });

/** A free-text field that may span lines (descriptions, answers, addresses). */
export const multiLineText = (max: number) => z.string().max(max).refine((s) => !hasUnsafeText(s), { message: UNSAFE_TEXT_MESSAGE });

/** Optional free text: trimmed, empty becomes null, absent stays absent (a partial update leaves it alone). */
export const optionalText = (max: number, options: { singleLine?: boolean } = {}) =>
  (options.singleLine ? singleLineText(max) : multiLineText(max))
    .transform((s) => s.trim())
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();
