import { countOf } from './lengths.js';

/** Who is travelling, which no experience's words say: each can be booked for any party ('for 2 people', '4 adults'). */
const PARTY_NOUNS = new Set(['people', 'persons', 'person', 'adults', 'adult', 'travellers', 'traveller', 'travelers', 'traveler', 'pax', 'guests', 'guest', 'friends']);
/** Children say what kind of trip (a family's: 'kids' is read so when the words find nothing, query-fallback.ts): only their count goes. */
const CHILD_NOUNS = new Set(['kids', 'kid', 'children', 'child', 'teens', 'teenagers', 'toddlers', 'infants']);
/** Words before children's ages after them ('kids under 12', 'children aged 5'). */
const CHILD_AGE_WORDS = new Set(['under', 'over', 'below', 'above', 'aged', 'age', 'ages']);
/** Words before a party's size ('family of 4', 'group of 6'): they stay; only 'of 4' goes. */
const PARTY_HEADS = new Set(['family', 'group', 'party']);

/**
 * A party's size at `i`, as words to leave out of the search: '2 people', 'for two adults', 'one person', the count
 * of '2 kids' (the word 'kids' stays), 'of 4' after 'family' or 'group'. The number would otherwise match the '2-Day'
 * of names ('gorilla trekking for 2 people' showed 2-day forest walks); with no word for a party the number alone is
 * left as typed ('for 2' may be a length or a price).
 */
export function partyAt(terms: string[], i: number): number {
  const count = (word: string | undefined) => word === 'one' || countOf(word) !== undefined;
  // Children's ages ('safari with kids under 12', 'children aged 5 and 8'): who travels too, not a 12-day trip.
  if (CHILD_NOUNS.has(terms[i - 1]!) && CHILD_AGE_WORDS.has(terms[i]!) && count(terms[i + 1])) {
    let k = i + 2;
    while ((terms[k] === 'and' || terms[k] === 'to') && count(terms[k + 1])) k += 2;
    return k - i;
  }
  if (terms[i] === 'of' && PARTY_HEADS.has(terms[i - 1]!) && count(terms[i + 1])) return 2;
  const from = terms[i] === 'for' ? i + 1 : i;
  if (!count(terms[from])) return 0;
  if (PARTY_NOUNS.has(terms[from + 1]!)) return from + 2 - i;
  return CHILD_NOUNS.has(terms[from + 1]!) ? from + 1 - i : 0;
}
