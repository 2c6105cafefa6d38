import { describe, expect, it } from 'vitest';
import { seededRandom } from '@safari/contract';
import { bitsetWords, type Bitset } from '../bitset.js';
import { tallyFacets, facetCodes, type FacetLayout } from './facet-counts.js';

const layout: FacetLayout = { chips: 7, destinations: 6 };

/** A random set of `size` rows, each in with probability `density`. */
function randomSet(random: () => number, size: number, density: number): Bitset {
  const bits = new Uint32Array(bitsetWords(size));
  for (let r = 0; r < size; r++) if (random() < density) bits[r >>> 5]! |= 1 << (r & 31);
  return bits;
}

const has = (bits: Bitset | undefined, r: number) => !bits || ((bits[r >>> 5]! >>> (r & 31)) & 1) === 1;

describe('facet counts read row by row', () => {
  it('counts every chip, destination and the total as intersecting the sets would, for sparse to full matches', () => {
    const random = seededRandom(92);
    // Not a multiple of 32, so the last word is partly outside the catalogue.
    const size = 5_003;
    // Rows of 12 types, 5 countries and 40 place texts; a type may count for two chips, a place for a destination
    // beside its country's (Zanzibar in Tanzania).
    const rows = {
      type: Uint32Array.from({ length: size }, () => Math.floor(random() * 12)),
      country: Uint32Array.from({ length: size }, () => Math.floor(random() * 5)),
      place: Uint32Array.from({ length: size }, () => Math.floor(random() * 40)),
    };
    const chipsOfType = Uint16Array.from({ length: 12 }, (_, t) => (t < 7 ? 1 << t : 0) | (t === 8 ? 0b1001 : 0));
    const ofCountry = Uint16Array.from({ length: 5 }, (_, k) => 1 << k);
    const ofPlace = Uint16Array.from({ length: 40 }, (_, p) => (p % 8 === 0 ? 1 << 5 : 0));
    const codes = facetCodes(layout, rows, chipsOfType, ofCountry, ofPlace);
    const inChip = (r: number, j: number) => (chipsOfType[rows.type[r]!]! & (1 << j)) !== 0;
    const inDestination = (r: number, j: number) => ((ofCountry[rows.country[r]!]! | ofPlace[rows.place[r]!]!) & (1 << j)) !== 0;

    for (const density of [0, 0.002, 0.05, 0.5, 1]) {
      for (let round = 0; round < 6; round++) {
        const matches = randomSet(random, size, density);
        const type = round % 3 === 1 ? randomSet(random, size, 0.3) : undefined;
        const place = round % 2 === 1 ? randomSet(random, size, 0.4) : undefined;
        const expected = { total: 0, chips: Array<number>(7).fill(0), destinations: Array<number>(6).fill(0) };
        for (let r = 0; r < size; r++) {
          if (!has(matches, r)) continue;
          if (has(type, r) && has(place, r)) expected.total++;
          for (let j = 0; j < 7; j++) if (has(place, r) && inChip(r, j)) expected.chips[j]!++;
          for (let j = 0; j < 6; j++) if (has(type, r) && inDestination(r, j)) expected.destinations[j]!++;
        }
        const label = JSON.stringify({ density, round, type: Boolean(type), place: Boolean(place) });
        expect(tallyFacets(layout, codes, matches, type, place), label).toEqual(expected);
        // Counted twice: nothing of one count is left over for the next.
        expect(tallyFacets(layout, codes, matches, type, place), label).toEqual(expected);
      }
    }
  });

  it('refuses more chips and destinations than a code holds', () => {
    const none = new Uint16Array(1);
    expect(() => facetCodes({ chips: 8, destinations: 6 }, { type: [0], country: [0], place: [0] }, none, none, none)).toThrow(/13/);
  });
});
