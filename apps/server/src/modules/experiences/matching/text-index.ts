/**
 * Full-text matching and ranking over the catalogue index's rows (decision 017), from the documents PostgreSQL built.
 *
 * Each public experience's `search_doc` (the tsvector of migration 0006: stemmed, accent-free lexemes with their
 * positions and A–D weights) is read as text once per catalogue version. What PostgreSQL decides stays PostgreSQL's:
 * which words a document holds, how a query word is stemmed (text-query.ts asks `to_tsquery`), and the ranking
 * formula, which is ts_rank's (normalisation 1) computed here in the same single-precision steps, so the order is the
 * SQL path's to the last bit and the two paths can stand in for each other (catalogue-index.test.ts compares them).
 * What changes is where it runs: a search's matches are a walk of postings lists instead of a GIN scan plus a read of
 * every matching row, and its ranking reads the query's postings (or, for a short prefix, the candidates' own
 * entries) from memory instead of the candidates' TOASTed documents.
 */

import { noRows, type Bitset } from './bitset.js';
import { yieldToRequests } from '../serving/yield.js';
import { intern } from '../../../lib/intern.js';

/** ts_rank's weights as text-search.ts passes them, D, C, B, A, as the float4 array PostgreSQL reads. */
const WEIGHTS = [0.05, 0.2, 0.5, 1.0].map(Math.fround);
const WEIGHT_OF: Record<string, number> = { A: WEIGHTS[3]!, B: WEIGHTS[2]!, C: WEIGHTS[1]!, D: WEIGHTS[0]! };
/** π²/6, the limit ts_rank divides each entry's score by (tsrank.c). */
const PI2_6 = 1.64493406685;
const f32 = Math.fround;
/** An operand of at most this many lexemes is ranked along their postings; a wider prefix, from each row's entries. */
const TERM_AT_A_TIME_MAX_LEXEMES = 8;

export const isNumberTerm = (term: string) => /^[0-9]+$/.test(term);
/** A number in its order ('our 3rd safari', '50th birthday'): a word no trip's text holds. */
export const isOrdinalTerm = (term: string) => /^[0-9]+(st|nd|rd|th)$/.test(term);

/** Marks an operand matched as a prefix (`'lexeme':*` in a tsquery); any other is matched whole (matchesAsPrefix). */
export const PREFIX = '*';

/**
 * The query's lexemes as to_tsquery gave them, each `lexeme*` (a prefix) or `lexeme` (whole), as text-search.ts reads
 * its words (matchesAsPrefix).
 */
export interface TextOperands {
  /** The document must hold a lexeme each of these matches. */
  required: string[];
  /** They rank in full (text-search.ts rankWords: the required and the alternatives', but the background). */
  specific: string[];
  /** They rank a tenth (the words that only rank, and the background: a country beside a specific word, a widening alternative). */
  generic: string[];
  /**
   * The document must also hold every operand of one of these (a fallback's places, 'rwanda or uganda'); they rank
   * as required operands do.
   */
  anyOf?: string[][];
  /** Required operands that name a country: named in the country (weight B) as well as the name (namedMatch's `titled`). */
  countries?: string[];
  /** The required operands a trip must be named for to come first for a length said, when not all of them (TextQuery.named). */
  named?: string[];
  /** Phrases ruled out: no match holds every operand of one at positions of weight A or B (text-search.ts namedForAny). */
  without?: string[][];
  /** No words were asked for, only `without`: every experience not named for them matches, unranked. */
  wordless?: true;
}

export interface TextIndex {
  /** The rows whose document holds a word starting with `operand`: a new set, or written into `into` (one to reuse). */
  rowsWith(operand: string, into?: Bitset): Bitset;
  /** The rows that hold a lexeme the operand matches at a position of weight A or B (namedForAny). */
  rowsNamedWith(operand: string, into?: Bitset): Bitset;
  /** The SQL path's textRank of each row, in `rows` order: scratch, to read before the next call. */
  rank(rows: ArrayLike<number>, text: TextOperands): Float64Array;
  /**
   * Whether each row (in `rows` order) holds every required operand at a position of weight A or B: where the
   * experience is named (text-search.ts namedMatch); `titled`: in its title (name and destination: title_doc),
   * a country's at A or B. Undefined when there is no required operand.
   */
  named(rows: ArrayLike<number>, text: TextOperands, options?: { titled?: boolean }): Uint8Array | undefined;
  /**
   * Whether each row's destination (the place it is listed under) holds some required operand that is no country's
   * (text-search.ts listedMatch). Undefined when there is no such operand.
   */
  listed(rows: ArrayLike<number>, text: TextOperands): Uint8Array | undefined;
}

/**
 * kindNamed's bits: a position of weight A (name, places), of weight B (type, location, country); a lexeme of the
 * title (name and destination: the row's title_doc); a lexeme of the destination alone.
 */
const NAMED_A = 1;
const NAMED_B = 2;
const NAMED_TITLE = 4;
const NAMED_LISTED = 8;

/**
 * One entry's share of calc_rank_or, before the division by π²/6, from its positions' weights in position order:
 * the float steps of tsrank.c (float arithmetic, rounded at each step as C does with `float` variables).
 */
function entryScore(weights: number[]): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  weights.forEach((w, j) => {
    resj = f32(resj + f32(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  });
  return f32(f32(wjm + resj) - f32(wjm / ((jm + 1) * (jm + 1))));
}

/** Kinds of entry by number (kindShare, kindNamed): two bytes each while there are at most 65,536 kinds. */
type EntryKinds = Uint16Array | Uint32Array;

/** Growable typed arrays for the postings while the documents are read. */
function growable<T extends Int32Array | Float32Array | Uint8Array>(make: (n: number) => T) {
  let data = make(1 << 16);
  let length = 0;
  return {
    push(v: number) {
      if (length === data.length) {
        const next = make(data.length * 2);
        next.set(data);
        data = next;
      }
      data[length++] = v;
    },
    get length() {
      return length;
    },
    get data() {
      return data;
    },
  };
}

// A tsvector's text: 'lexeme':1A,5B,7 ... (quotes inside a lexeme doubled; a position without a letter weighs D).
const ENTRY = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;

/** What the index keeps: compact arrays only (the build's temporaries are left behind in readDocuments). */
interface TextColumns {
  size: number;
  /** Every lexeme of the catalogue, in byte order (a lexeme's rank is its place here). */
  sorted: string[];
  /**
   * Postings: the rows of rank r are postingRows[postingStart[r] … postingStart[r + 1]), ascending, and postingKind
   * holds each one's kind of entry (as fwdKind does for the same entry).
   */
  postingStart: Int32Array;
  postingRows: Int32Array;
  postingKind: EntryKinds;
  /** Forward entries: row r's lexeme ranks (ascending) and kinds of entry are at docStart[r] … docStart[r + 1]. */
  docStart: Int32Array;
  fwdRank: Int32Array;
  fwdKind: EntryKinds;
  /**
   * Per kind of entry (its positions' weights in order, 'A', 'C,D,D'…, and whether the title or the destination
   * holds its lexeme: a few hundred kinds): its share of ts_rank's sum, the entry score divided by π²/6 (a table read
   * where each posting ranked was a division), and its named bits (NAMED_A, NAMED_B, NAMED_TITLE: namedMatch;
   * NAMED_LISTED: listedMatch).
   */
  kindShare: Float64Array;
  kindNamed: Uint8Array;
  /** log2(length + 1), length counting every position (cnt_length); 0 for an empty document. */
  lengthNorm: Float64Array;
}

/**
 * Builds the index from each row's `search_doc::text`, `title_doc::text` and its destination's tsvector as text
 * (listedMatch's), rows numbered as the catalogue index numbers them.
 */
export async function buildTextIndex(docs: ReadonlyArray<string | null>, titles: ReadonlyArray<string | null>, destinations: ReadonlyArray<string | null>): Promise<TextIndex> {
  return textIndexOf(await readDocuments(docs, titles, destinations));
}

/** Documents read between two yields to waiting requests (about 15 ms of work). */
const ROWS_PER_SLICE = 1000;

async function readDocuments(docs: ReadonlyArray<string | null>, titles: ReadonlyArray<string | null>, destinations: ReadonlyArray<string | null>): Promise<TextColumns> {
  const size = docs.length;
  const lexicon = intern<string>();
  const lexemes = lexicon.values;
  const postLex = growable((n) => new Int32Array(n));
  const postKind = growable((n) => new Int32Array(n));
  const docStart = new Int32Array(size + 1);
  const lengthNorm = new Float64Array(size);
  // An entry's score depends only on its positions' weights in order ('A', 'C,D,D'…): a few hundred kinds, each
  // three times (the title holds the lexeme or not; of those it holds, the destination too or not).
  const kindOf = new Map<string, { kind: number; positions: number }>();
  const titledKindOf = new Map<string, { kind: number; positions: number }>();
  const listedKindOf = new Map<string, { kind: number; positions: number }>();
  const shares: number[] = [];
  const named: number[] = [];
  // The row's title's and destination's lexemes (a few; every one also in its document), reused from row to row.
  const title: number[] = [];
  const destination: number[] = [];
  // An entry's lexeme as the lexicon numbers it (a quote inside is written twice in a tsvector's text).
  const lexemeId = (m: RegExpMatchArray) => lexicon.id(m[1]!.replaceAll("''", "'"));

  for (let row = 0; row < size; row++) {
    // The build runs beside the requests it will serve (the SQL path answers them meanwhile): it must not hold the
    // event loop for the 1.5 s that 100,000 documents take.
    if (row % ROWS_PER_SLICE === ROWS_PER_SLICE - 1) await yieldToRequests();
    docStart[row] = postLex.length;
    let length = 0;
    title.length = 0;
    destination.length = 0;
    for (const m of (titles[row] ?? '').matchAll(ENTRY)) title.push(lexemeId(m));
    for (const m of (destinations[row] ?? '').matchAll(ENTRY)) destination.push(lexemeId(m));
    for (const m of (docs[row] ?? '').matchAll(ENTRY)) {
      const id = lexemeId(m);
      const pattern = m[2] ? m[2].replace(/[0-9]+/g, '') : '';
      const inTitle = title.length > 0 && title.includes(id);
      const listed = destination.length > 0 && destination.includes(id);
      const kinds = listed ? listedKindOf : inTitle ? titledKindOf : kindOf;
      let entry = kinds.get(pattern);
      if (!entry) {
        const weights = pattern.split(',').map((letter) => WEIGHT_OF[letter || 'D']!);
        kinds.set(pattern, (entry = { kind: shares.length, positions: weights.length }));
        shares.push(entryScore(weights) / PI2_6);
        named.push((pattern.includes('A') ? NAMED_A : 0) | (pattern.includes('B') ? NAMED_B : 0) | (inTitle ? NAMED_TITLE : 0) | (listed ? NAMED_LISTED : 0));
      }
      length += entry.positions;
      postLex.push(id);
      postKind.push(entry.kind);
    }
    lengthNorm[row] = length ? Math.log(length + 1) / Math.log(2) : 0;
  }
  docStart[size] = postLex.length;
  await yieldToRequests();

  // Lexemes in byte order (as a tsvector sorts its entries), so a prefix is a contiguous range of ranks and a
  // document's entries, sorted by rank, are summed in the order ts_rank sums them.
  const byRank = lexemes.map((_, id) => id).sort((a, b) => compareBytes(lexemes[a]!, lexemes[b]!));
  const sorted = byRank.map((id) => lexemes[id]!);
  const rankOf = new Int32Array(lexemes.length);
  byRank.forEach((id, rank) => (rankOf[id] = rank));

  const total = postLex.length;
  const kinds = (n: number): EntryKinds => (shares.length <= 0x10000 ? new Uint16Array(n) : new Uint32Array(n));
  const fwdRank = new Int32Array(total);
  const fwdKind = kinds(total);
  const postingStart = new Int32Array(sorted.length + 1);
  for (let p = 0; p < total; p++) postingStart[rankOf[postLex.data[p]!]! + 1]!++;
  for (let r = 0; r < sorted.length; r++) postingStart[r + 1]! += postingStart[r]!;
  const postingRows = new Int32Array(total);
  const postingKind = kinds(total);
  const fill = postingStart.slice(0, sorted.length);
  await yieldToRequests();
  for (let row = 0; row < size; row++) {
    if (row % (ROWS_PER_SLICE * 10) === ROWS_PER_SLICE * 10 - 1) await yieldToRequests();
    const start = docStart[row]!;
    const end = docStart[row + 1]!;
    for (let p = start; p < end; p++) {
      fwdRank[p] = rankOf[postLex.data[p]!]!;
      fwdKind[p] = postKind.data[p]!;
    }
    // A tsvector prints its entries in this order already; sort only if one did not.
    if (!isAscending(fwdRank, start, end)) {
      const entries = Array.from({ length: end - start }, (_, i) => [fwdRank[start + i]!, fwdKind[start + i]!] as const).sort((a, b) => a[0] - b[0]);
      entries.forEach(([rank, kind], i) => {
        fwdRank[start + i] = rank;
        fwdKind[start + i] = kind;
      });
    }
    for (let p = start; p < end; p++) {
      const at = fill[fwdRank[p]!]!++;
      postingRows[at] = row;
      postingKind[at] = fwdKind[p]!;
    }
  }
  const kindShare = Float64Array.from(shares);
  const kindNamed = Uint8Array.from(named);
  return { size, sorted, postingStart, postingRows, postingKind, docStart, fwdRank, fwdKind, kindShare, kindNamed, lengthNorm };
}

function textIndexOf({ size, sorted, postingStart, postingRows, postingKind, docStart, fwdRank, fwdKind, kindShare, kindNamed, lengthNorm }: TextColumns): TextIndex {
  /** The ranks [lo, hi) of the lexemes the operand matches: those starting with `lexeme*`, or equal to `lexeme`. */
  function operandRange(operand: string): [number, number] {
    if (!operand.endsWith(PREFIX)) {
      const at = lowerBound(sorted, operand);
      return [at, sorted[at] === operand ? at + 1 : at];
    }
    const prefix = operand.slice(0, -PREFIX.length);
    const lo = lowerBound(sorted, prefix);
    // Past the lexemes before the prefix and those that start with it (a contiguous run in byte order).
    let a = lo;
    let b = sorted.length;
    while (a < b) {
      const mid = (a + b) >>> 1;
      if (sorted[mid]!.startsWith(prefix)) a = mid + 1;
      else b = mid;
    }
    return [lo, a];
  }

  /**
   * calc_rank_or's sums for `rows` (ascending; ts_rank's float steps, tsrank.c): into sums[i], for each operand range
   * in order and each lexeme in it in rank order, the entry score / π²/6 of row i's entry of that lexeme. A range of a
   * few lexemes is added term at a time, along each lexeme's postings: both lists ascend, so each row's posting is
   * found by galloping on from the last one (a few steps over nearby memory, where a binary search of the whole list
   * per row, or a scan of every posting up to the last row, read far more); a wider one (a short prefix) row at a
   * time, from each row's own entries. Either way each row's sum takes the same terms in the same order, so the float
   * result is the same.
   */
  function addScores(rows: ArrayLike<number>, ranges: Int32Array, sums: Float64Array): void {
    for (let k = 0; k < ranges.length; k += 2) {
      const lo = ranges[k]!;
      const hi = ranges[k + 1]!;
      if (hi - lo > TERM_AT_A_TIME_MAX_LEXEMES) {
        for (let i = 0; i < rows.length; i++) {
          const row = rows[i]!;
          const end = docStart[row + 1]!;
          for (let p = lowerBoundInt(fwdRank, lo, docStart[row]!, end); p < end && fwdRank[p]! < hi; p++) sums[i] = f32(sums[i]! + kindShare[fwdKind[p]!]!);
        }
        continue;
      }
      for (let r = lo; r < hi; r++) {
        const to = postingStart[r + 1]!;
        for (let i = 0, p = postingStart[r]!; i < rows.length && p < to; i++) {
          p = gallop(postingRows, rows[i]!, p, to);
          if (p < to && postingRows[p] === rows[i]) sums[i] = f32(sums[i]! + kindShare[postingKind[p]!]!);
        }
      }
    }
  }

  /** Scratch of rank(): the specific and the generic words' sums, grown to the largest ranking yet. */
  let sumsScratch = [new Float64Array(0), new Float64Array(0)] as const;
  const sumsFor = (which: 0 | 1, n: number) => {
    if (sumsScratch[which].length < n) {
      const m = Math.max(n, 2 * sumsScratch[which].length);
      sumsScratch = [new Float64Array(m), new Float64Array(m)];
    }
    return sumsScratch[which].subarray(0, n).fill(0);
  };

  /** ts_rank (calc_rank_or, then normalisation 1) of each of `rows` for the operands' `ranges` (rangesOf), into `sums` (zeroed). */
  function tsRanks(rows: ArrayLike<number>, ranges: Int32Array, sums: Float64Array): Float64Array {
    if (ranges.length === 0) return sums;
    addScores(rows, ranges, sums);
    for (let i = 0; i < rows.length; i++) {
      const norm = lengthNorm[rows[i]!]!;
      // An empty document ranks 0.
      sums[i] = norm === 0 ? 0 : f32(f32(sums[i]! / (ranges.length >>> 1)) / norm);
    }
    return sums;
  }

  /**
   * The operands as SortAndUniqItems leaves them (unique, in their lexemes' byte order), as flat [lo, hi) rank ranges.
   */
  const rangesOf = (operands: string[]) => {
    const byLexeme = new Map<string, string>();
    for (const operand of operands) if (!byLexeme.has(lexemeOf(operand))) byLexeme.set(lexemeOf(operand), operand);
    return Int32Array.from([...byLexeme.keys()].sort(compareBytes).flatMap((lexeme) => operandRange(byLexeme.get(lexeme)!)));
  };

  return {
    rowsWith(operand, into) {
      const [lo, hi] = operandRange(operand);
      const bits = noRows(size, into);
      for (let p = postingStart[lo]!, end = postingStart[hi]!; p < end; p++) bits[postingRows[p]! >>> 5]! |= 1 << (postingRows[p]! & 31);
      return bits;
    },
    rowsNamedWith(operand, into) {
      const [lo, hi] = operandRange(operand);
      const bits = noRows(size, into);
      for (let p = postingStart[lo]!, end = postingStart[hi]!; p < end; p++) {
        if (kindNamed[postingKind[p]!]! & (NAMED_A | NAMED_B)) bits[postingRows[p]! >>> 5]! |= 1 << (postingRows[p]! & 31);
      }
      return bits;
    },
    named(rows, text, { titled = false } = {}) {
      if (text.required.length === 0) return undefined;
      const countries = new Set(text.countries);
      const operands = text.required.map((o) => ({ range: operandRange(o), weights: !titled || countries.has(o) ? NAMED_A | NAMED_B : NAMED_TITLE }));
      return Uint8Array.from(rows as ArrayLike<number>, (row) => {
        const start = docStart[row]!;
        const end = docStart[row + 1]!;
        // Every operand: some entry of the row in its range of lexemes, at a position of the weights it needs.
        return operands.every(({ range: [lo, hi], weights }) => {
          for (let p = lowerBoundInt(fwdRank, lo, start, end); p < end && fwdRank[p]! < hi; p++) if (kindNamed[fwdKind[p]!]! & weights) return true;
          return false;
        })
          ? 1
          : 0;
      });
    },
    listed(rows, text) {
      const countries = new Set(text.countries);
      const ranges = text.required.filter((o) => !countries.has(o)).map(operandRange);
      if (ranges.length === 0) return undefined;
      return Uint8Array.from(rows as ArrayLike<number>, (row) => {
        const start = docStart[row]!;
        const end = docStart[row + 1]!;
        // Some operand: an entry of the row in its range of lexemes that its destination holds.
        return ranges.some(([lo, hi]) => {
          for (let p = lowerBoundInt(fwdRank, lo, start, end); p < end && fwdRank[p]! < hi; p++) if (kindNamed[fwdKind[p]!]! & NAMED_LISTED) return true;
          return false;
        })
          ? 1
          : 0;
      });
    },
    rank(rows, text) {
      const out = tsRanks(rows, rangesOf(text.specific), sumsFor(0, rows.length));
      if (text.generic.length === 0) return out;
      // textRank: float4 ts_rank, and with generic words float8 rank + 0.1 × float8 rank.
      const generic = tsRanks(rows, rangesOf(text.generic), sumsFor(1, rows.length));
      for (let i = 0; i < rows.length; i++) out[i] = out[i]! + 0.1 * generic[i]!;
      return out;
    },
  };
}

const lexemeOf = (operand: string) => (operand.endsWith(PREFIX) ? operand.slice(0, -PREFIX.length) : operand);

/** Byte (code point) order, as PostgreSQL compares lexemes; the catalogue's lexemes are accent-free. */
function compareBytes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Where `key` is or would be among the sorted `values` (byte order). */
export function lowerBound(values: readonly string[], key: string): number {
  let a = 0;
  let b = values.length;
  while (a < b) {
    const mid = (a + b) >>> 1;
    if (compareBytes(values[mid]!, key) < 0) a = mid + 1;
    else b = mid;
  }
  return a;
}

function isAscending(values: Int32Array, from: number, to: number): boolean {
  for (let i = from + 1; i < to; i++) if (values[i - 1]! > values[i]!) return false;
  return true;
}

/**
 * lowerBoundInt for a key expected near `from`: steps of 1, 2, 4… until past it, then a binary search of the last
 * step (about twice the logarithm of the distance, in memory next to `from`).
 */
function gallop(values: Int32Array, key: number, from: number, to: number): number {
  if (from >= to || values[from]! >= key) return from;
  let below = from;
  let step = 1;
  while (from + step < to && values[from + step]! < key) {
    below = from + step;
    step <<= 1;
  }
  return lowerBoundInt(values, key, below + 1, Math.min(from + step + 1, to));
}

/** Where the first value at or above `key` is or would be among the ascending `values[from … to)`. */
function lowerBoundInt(values: Int32Array, key: number, from: number, to: number): number {
  let a = from;
  let b = to;
  while (a < b) {
    const mid = (a + b) >>> 1;
    if (values[mid]! < key) a = mid + 1;
    else b = mid;
  }
  return a;
}
