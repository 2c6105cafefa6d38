import { lengthDistance } from '../../words/length-preference.js';
import { monthBits } from '../../words/month-preference.js';
import { namedOrder, type ExperienceFilter } from '../../filters.js';
import type { TextOperands } from '../text-index.js';
import { withAlternativesRequired, withNamedRequired } from '../../words/text-search.js';
import type { Bitset } from '../bitset.js';
import type { Columns } from './columns.js';

/**
 * How a search's ranked head is put in order beyond rank, for what the words ask (catalogue-index.ts rankedHead; the
 * SQL window's order keys, search-window.ts, are the same).
 */

/** Whether the filter asks for more than rank (reorderHead): then every match of the head is ranked, not only its first. */
export const reordersHead = (filter: ExperienceFilter): boolean =>
  filter.nearDays !== undefined || namedOrder(filter) !== undefined || monthBits(filter.whenMonths ?? []) !== 0 || filter.combinedFirst === true;

/**
 * `order` (indices of `rows`, best rank first) put in the order the filter asks (a stable sort, so rank breaks ties).
 * A length said in the words: the nearest length first, each distance by rank as above (a stable sort;
 * length-preference.ts); the cheaper trips or an order asked for: of those named for every word, in that order,
 * no price or length last (namedOrder). Before both, among lengths about the one said or with an order, the
 * experiences named for every word (namedMatch; in their titles when cheaper), those listed under a place the
 * words name first (listedMatch). After all of them, those of the experiences named for every word that are
 * best in a month said (month-preference.ts).
 */
export function reorderHead(c: Columns, rows: number[], order: Int32Array, text: TextOperands, filter: ExperienceFilter): Int32Array {
  const { nearDays, namedFirst } = filter;
  const ordered = namedOrder(filter);
  const when = monthBits(filter.whenMonths ?? []);
  const distance = nearDays === undefined ? undefined : Float64Array.from(rows, (row) => lengthDistance(c.days[row]!, nearDays));
  // For a length said, named for the words but the place the trip leaves from (TextOperands.named).
  const namedFor = withNamedRequired(text, filter);
  const named = (distance && namedFirst) || ordered ? c.text.named(rows, namedFor, { titled: ordered?.titled }) : undefined;
  // Of those named for the words, the ones listed under the place they name (listedMatch).
  const listed = named ? c.text.listed(rows, namedFor) : undefined;
  // The named ones' prices or lengths (none last); the others' are all alike (last), as NULL in SQL's CASE.
  const column = ordered?.by === 'price' ? c.price : c.days;
  const last = ordered?.descending ? -Infinity : Infinity;
  const value = named && ordered ? Float64Array.from(rows, (row, i) => (named[i] && !Number.isNaN(column[row]!) ? column[row]! : last)) : undefined;
  const inOrder = (a: number, b: number) => (!value || value[a] === value[b] ? 0 : value[a]! < value[b]! !== ordered!.descending ? -1 : 1);
  const namedThen = when ? (named ?? c.text.named(rows, text)) : undefined;
  const best = when ? Uint8Array.from(rows, (row, i) => ((!namedThen || namedThen[i]) && (c.months[row]! & when) !== 0 ? 1 : 0)) : undefined;
  // A place joined with its country ('tanzania and zanzibar'): before everything, those named for every word that
  // are listed under another place (the trips that combine them: ExperienceFilter.combinedFirst).
  const combined = filter.combinedFirst ? combinedRows(c, rows, text) : undefined;
  const ahead = (a: number, b: number) =>
    (combined ? combined[b]! - combined[a]! : 0) ||
    (named ? named[b]! - named[a]! : 0) ||
    (listed ? named![b]! * listed[b]! - named![a]! * listed[a]! : 0) ||
    (distance ? distance[a]! - distance[b]! : 0) ||
    inOrder(a, b) ||
    (best ? best[b]! - best[a]! : 0);
  return Int32Array.from(Array.from(order).sort(ahead));
}

/**
 * Of `rows`, 1 for each named for every word (namedMatch) and listed under no place the words name (listedMatch); the
 * place and the country, searched as alternatives (query-intent.ts), count as words (search-window.ts combinedMatch).
 */
function combinedRows(c: Columns, rows: number[], text: TextOperands): Uint8Array | undefined {
  const words = withAlternativesRequired(text);
  const named = c.text.named(rows, words);
  const listed = c.text.listed(rows, words);
  return named && listed ? named.map((n, i) => (n && !listed[i] ? 1 : 0)) : undefined;
}

/**
 * `order` (indices of `rows`) taken in turn by alternative (ExperienceFilter.inTurn; the SQL window's turns): each
 * row belongs to the first alternative whose rows (`alternatives`) hold it, or to none (one group more); the p-th turn
 * takes each group's p-th row, the group whose first row comes first leading every turn.
 */
export function inTurn(order: Int32Array, rows: number[], alternatives: Bitset[]): Int32Array {
  const groups: number[][] = Array.from({ length: alternatives.length + 1 }, () => []);
  const leading: number[] = [];
  for (const i of order) {
    const row = rows[i]!;
    const found = alternatives.findIndex((bits) => ((bits[row >>> 5]! >>> (row & 31)) & 1) === 1);
    const k = found < 0 ? alternatives.length : found;
    if (groups[k]!.length === 0) leading.push(k);
    groups[k]!.push(i);
  }
  const out = new Int32Array(order.length);
  for (let turn = 0, n = 0; n < order.length; turn++) for (const k of leading) if (turn < groups[k]!.length) out[n++] = groups[k]![turn]!;
  return out;
}
