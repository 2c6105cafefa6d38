import nlp from 'compromise';

const NUMBER_WORDS =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|half)\b/i;

/** Words that contain "one" without being a number ("no one else"), kept away from the number parser. */
const NOT_NUMBERS = /\b(no one|anyone|someone|everyone|one of (?:the|those|these)|the one|one day)\b/gi;

/**
 * The message as the extractors read it: accents and typographic quotes and dashes folded, lower case, and spelled
 * numbers written as digits by compromise ("a family of four with two kids" -> "a family of 4 with 2 kids",
 * "two and a half weeks" -> "2.5 weeks"). Only the traveller's words go in; nothing here executes or obeys them.
 */
export function normalizeText(raw: string): string {
  let text = raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, ' - ')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[\p{Cc}\uE000]/gu, ' ');
  if (NUMBER_WORDS.test(text)) {
    const kept: string[] = [];
    text = text.replace(NOT_NUMBERS, (m) => `\uE000${kept.push(m) - 1}\uE000`);
    const doc = nlp(text);
    doc.numbers().toNumber();
    text = doc.text().replace(/\uE000(\d+)\uE000/g, (_, i: string) => kept[Number(i)] ?? '');
  }
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Words the traveller uses to rule something out: "not Kenya", "no hiking", "Rwanda instead of Uganda". */
const NEGATION_BEFORE =
  /(?:\bnot|\bno|\bnever|\bwithout|\bexcept|\bexcluding|\bavoid|\bskip(?:ping)?|\binstead of|\brather than|\bapart from|\bnot interested in|\bdon'?t want(?: to (?:do|see|go to|visit))?|\balready (?:been to|visited|done|did|seen)|\bdropp?(?:ed|ing)?|\bremove|\bscrap|\bforget(?: about)?)(?:\s+(?:the|a|any|really|into|in|to|with|of|more|much|so|too|mt|mount))*\s*$/;

/** True when the words just before `index` (same clause) rule the phrase out. */
export function isNegatedAt(text: string, index: number, phraseLength = 0): boolean {
  const start = Math.max(0, index - 40);
  let before = text.slice(start, index);
  const cut = Math.max(before.lastIndexOf(','), before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf('!'), before.lastIndexOf('?'), before.lastIndexOf(' but '), before.lastIndexOf(' and '), before.lastIndexOf(' - '), before.lastIndexOf(' or '));
  if (cut >= 0) before = before.slice(cut + 1);
  if (NEGATION_BEFORE.test(before)) return true;
  // "Kilimanjaro is out", "Kenya not anymore", "Uganda no longer"
  const after = text.slice(index + phraseLength, index + phraseLength + 22);
  return /^\s*(?:is out|not anymore|no longer|anymore|is off|is cancelled|dropped)\b/.test(after) || /^\s*(?:not|no) (?:anymore|any more)/.test(after);
}

/**
 * The optimal-string-alignment (Damerau-Levenshtein, adjacent swaps) distance of `a` and `b`, or more than `max` as
 * soon as every alignment is past it: for typos in place names, months and length units. Every word of a search is
 * tried against some of them, so it keeps three rows of scratch rather than allocating a matrix per call (that had
 * been a tenth of a search's CPU when a traveller's words find nothing together).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length === 0) return a.length;
  const width = b.length + 1;
  if (scratch.length < 3 * width) scratch = new Int32Array(6 * width);
  // Rows i - 2, i - 1 and i of the matrix, rotating.
  let before = scratch.subarray(0, width);
  let last = scratch.subarray(width, 2 * width);
  let row = scratch.subarray(2 * width, 3 * width);
  for (let j = 0; j < width; j++) last[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    // The row's least, of its cells past the first (as the early exit has always read it).
    let best = Infinity;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) v = Math.min(v, before[j - 2]! + 1);
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [before, last, row] = [last, row, before];
  }
  return last[b.length]!;
}
let scratch = new Int32Array(96);

/** Something the message names, where, and whether the traveller ruled it out. */
export interface Mention<T> {
  value: T;
  index: number;
  negated: boolean;
}
