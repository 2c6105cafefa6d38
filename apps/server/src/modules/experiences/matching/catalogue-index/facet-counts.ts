import type { Bitset } from '../bitset.js';

/**
 * Facet counts read row by row (decision 018, stop 92). The facets had counted a search's matches once per chip and
 * per popular destination, plus the total: fourteen passes of popcounts over the matches' words, 36 % of the server's
 * CPU under the bench's random facets at 100,000 experiences. Each row's chips and destinations are now one small code
 * (`codes`), built once per index; a count visits each match once, tallies its code, and adds the tallies up per
 * chip and destination at the end. A search's matches are most often a few hundred rows, where this is three to five
 * times faster; on a set of most rows it is still no slower.
 */

/** Bits of a code: the chips first, then the destinations, then whether the row is of the chosen type and place. */
export interface FacetLayout {
  chips: number;
  destinations: number;
}

/** The most chips and destinations one code holds, with the two flags: tallies are one Int32Array of 2^15. */
const CODE_BITS = 13;

/**
 * Each row's code: bit j set when the row counts for chip j (`chipsOfType` by the row's type), bit chips + j when it
 * counts for destination j (`destinationsOfCountry` or `destinationsOfPlace`: where() matches either).
 */
export function facetCodes(
  layout: FacetLayout,
  rows: { type: ArrayLike<number>; country: ArrayLike<number>; place: ArrayLike<number> },
  chipsOfType: Uint16Array,
  destinationsOfCountry: Uint16Array,
  destinationsOfPlace: Uint16Array,
): Uint16Array {
  if (layout.chips + layout.destinations > CODE_BITS) throw new Error(`facet codes hold ${CODE_BITS} chips and destinations`);
  const codes = new Uint16Array(rows.type.length);
  for (let r = 0; r < codes.length; r++) {
    codes[r] = chipsOfType[rows.type[r]!]! | ((destinationsOfCountry[rows.country[r]!]! | destinationsOfPlace[rows.place[r]!]!) << layout.chips);
  }
  return codes;
}

export interface FacetTallies {
  /** |matches ∩ type ∩ place|. */
  total: number;
  /** Per chip: |matches ∩ chip ∩ place|. */
  chips: number[];
  /** Per destination: |matches ∩ destination ∩ type|. */
  destinations: number[];
}

const IN_TYPE = 1 << CODE_BITS;
const IN_PLACE = 1 << (CODE_BITS + 1);
/** Rows per code seen in one count, and the codes seen (cleared as they are read: the tallies stay zero between counts). */
const tallies = new Int32Array(1 << (CODE_BITS + 2));
const seen = new Uint16Array(1 << (CODE_BITS + 2));

/**
 * The facet counts of `matches`: chips within the chosen place (`place`, any when undefined), destinations within the
 * chosen type (`type`), the total within both.
 */
export function tallyFacets(layout: FacetLayout, codes: Uint16Array, matches: Bitset, type?: Bitset, place?: Bitset): FacetTallies {
  let distinct = 0;
  for (let w = 0; w < matches.length; w++) {
    const word = matches[w]!;
    if (word === 0) continue;
    const inType = type ? type[w]! : -1;
    const inPlace = place ? place[w]! : -1;
    for (let left = word; left !== 0; left &= left - 1) {
      const bit = 31 - Math.clz32(left & -left);
      const code = codes[(w << 5) + bit]! | (((inType >>> bit) & 1) << CODE_BITS) | (((inPlace >>> bit) & 1) << (CODE_BITS + 1));
      if (tallies[code]!++ === 0) seen[distinct++] = code;
    }
  }
  const out: FacetTallies = { total: 0, chips: new Array<number>(layout.chips).fill(0), destinations: new Array<number>(layout.destinations).fill(0) };
  for (let i = 0; i < distinct; i++) {
    const code = seen[i]!;
    const n = tallies[code]!;
    tallies[code] = 0;
    if ((code & IN_TYPE) !== 0 && (code & IN_PLACE) !== 0) out.total += n;
    if ((code & IN_PLACE) !== 0) for (let j = 0; j < layout.chips; j++) if ((code & (1 << j)) !== 0) out.chips[j]! += n;
    if ((code & IN_TYPE) !== 0) for (let j = 0; j < layout.destinations; j++) if ((code & (1 << (layout.chips + j))) !== 0) out.destinations[j]! += n;
  }
  return out;
}
