import { MONEY } from './bounds.js';
import { countOf, LENGTH_UNITS } from './lengths.js';
import { isOrdinalTerm } from '../../matching/text-index.js';

/** Who is travelling, which no experience's words say: each can be booked for any party ('for 2 people', '4 adults'). */
const PARTY_NOUNS = new Set(['people', 'persons', 'person', 'adults', 'adult', 'travellers', 'traveller', 'travelers', 'traveler', 'pax', 'guests', 'guest', 'friends']);
/** Children say what kind of trip (a family's: 'kids' is read so when the words find nothing, query-fallback.ts): only their count goes. */
const CHILD_NOUNS = new Set(['kids', 'kid', 'children', 'child', 'teens', 'teenagers', 'toddlers', 'infants']);
/**
 * Words that ask for a trip a family takes: a family, or children travelling (CHILD_NOUNS), grandchildren too.
 * Not a honeymoon: a family's search leaves the honeymoon trips out (familyRuledOut).
 */
const FAMILY_WORDS: ReadonlySet<string> = new Set([...CHILD_NOUNS, 'family', 'families', 'grandkids', 'grandchildren', 'baby', 'babies']);
/** Words that ask for a couple's trip, which a family's words beside them do not rule out ('honeymoon with baby'). */
const COUPLE_WORDS: ReadonlySet<string> = new Set(['honeymoon', 'honeymoons', 'honeymooners', 'babymoon', 'romantic', 'romance', 'couple', 'couples', 'anniversary']);

/** Whose family it is when not the traveller's ('gorilla family', 'host family'), and what a family owns ('family run'). */
const OWNERS: ReadonlySet<string> = new Set(['gorilla', 'gorillas', 'chimp', 'chimps', 'chimpanzee', 'elephant', 'elephants', 'lion', 'lions', 'host', 'local', 'maasai', 'masai']);
const OWNED: ReadonlySet<string> = new Set(['run', 'owned', 'home', 'homes', 'homestay', 'homestays', 'kitchen', 'farm', 'farms', 'guesthouse', 'restaurant']);

/**
 * The treks a family with children cannot take: Uganda's and Rwanda's gorilla permits are sold only to visitors aged 15
 * or over, and chimpanzee tracking has a minimum age of 12 to 15, by park. Every such trip is named for the apes it
 * visits (its name or its type: 'Gorilla Tours', 'Gorilla & Chimpanzee Trekking').
 */
const APE_TREKS = ['gorilla', 'chimpanzee'];
/** Words that ask for the apes or a trek after all ('family gorilla trek'), or say the children are old enough ('teenagers'). */
const APES_ASKED: ReadonlySet<string> = new Set([
  'gorilla', 'gorillas', 'silverback', 'silverbacks', 'chimp', 'chimps', 'chimpanzee', 'chimpanzees', 'primate', 'primates', 'ape', 'apes',
  'trek', 'treks', 'trekking', 'tracking', 'teen', 'teens', 'teenager', 'teenagers',
]);

/**
 * What a family's words rule out without saying so: the honeymoon trips, and the ape treks children cannot take
 * (APE_TREKS). Most trips that say 'family' do so in passing (a gorilla family, a family-run spice farm, cooking with a
 * host family), so 'family zanzibar', 'kenya family holiday' and 'family beach holiday' had listed a honeymoon second,
 * and 'family safari' and 'family trip uganda' two Bwindi gorilla treks (a mountain gorilla family, in their
 * descriptions) among the first four. `words` are those searched (a family word ruled out, as in 'beach without kids',
 * is not among them). A search that finds nothing without them is searched as typed (service.ts firstFound).
 */
export function familyRuledOut(words: readonly string[]): string[] {
  const family = words.some((w, i) => FAMILY_WORDS.has(w) && !(w === 'family' && (OWNERS.has(words[i - 1]!) || OWNED.has(words[i + 1]!))));
  if (!family) return [];
  return [...(words.some((w) => COUPLE_WORDS.has(w)) ? [] : ['honeymoon']), ...(words.some((w) => APES_ASKED.has(w)) ? [] : APE_TREKS)];
}

/** Words before children's ages after them ('kids under 12', 'children aged 5'). */
const CHILD_AGE_WORDS = new Set(['under', 'over', 'below', 'above', 'aged', 'age', 'ages']);
/**
 * What kind of traveller, which no trip's words say either: every trip takes beginners and seniors, so 'kilimanjaro for
 * beginners' is the Kilimanjaro climbs. 'beginners' had been searched as 'first time' (three trips whose small print
 * says 'suitable for first-time visitors', a Serengeti honeymoon among them), 'beginners trek' as the Diani beach trips
 * whose kitesurf lesson is 'ideal for beginners'.
 */
const TRAVELLER_KINDS = new Set([
  'beginner', 'beginners', 'novice', 'novices', 'firsttimer', 'firsttimers',
  'seniors', 'elderly', 'retired', 'retiree', 'retirees', 'pensioner', 'pensioners',
  // Who travels together, any trip can be booked for ('friends', 'girls trip', 'with my husband' and 'safari for my
  // parents' had found nothing or the two family trips whose text says 'parents'; 'my wife and i want to see the big
  // five' nothing). Not grandparents, whose trip is a family's (query-fallback/phrases.ts).
  'friends', 'girls', 'girlfriends', 'ladies', 'lads', 'bachelorette', 'student', 'students',
  'wife', 'husband', 'spouse', 'partner', 'boyfriend', 'girlfriend', 'fiance', 'fiancee', 'mum', 'mom', 'dad', 'parents', 'sister', 'brother', 'colleagues', 'coworkers',
]);
/** After 'single', a parent: a family's trip (kindAt). */
const SINGLE_PARENTS: ReadonlySet<string> = new Set(['mom', 'mum', 'dad', 'parent', 'parents']);
/**
 * How many words at `i` say a kind of traveller: one of TRAVELLER_KINDS, or 'senior citizens' and 'first timers' (not
 * 'senior' or 'first' before another word: a senior guide, a first-time visit).
 */
function kindAt(terms: string[], i: number): number {
  const [word, next = ''] = [terms[i]!, terms[i + 1]];
  // A single parent's trip is a family's ('single mom': query-fallback/phrases.ts), not a trip for 'single'.
  if (terms[i - 1] === 'single' && SINGLE_PARENTS.has(word)) return 0;
  if (/^citizens?$/.test(next) && (word === 'senior' || word === 'seniors')) return 2;
  if (TRAVELLER_KINDS.has(word)) return 1;
  return word === 'first' && /^timers?$/.test(next) ? 2 : 0;
}
/** Words before a party's size ('family of 4', 'group of 6'): they stay; only 'of 4' goes. */
const PARTY_HEADS = new Set(['family', 'group', 'party']);

/**
 * A party's size or kind at `i`, as words to leave out of the search: '2 people', 'for two adults', 'one person', 'for
 * beginners', 'seniors', the count of '2 kids' (the word 'kids' stays), 'of 4' after 'family' or 'group'. The number
 * would otherwise match the '2-Day' of names ('gorilla trekking for 2 people' showed 2-day forest walks); 'for 2' is
 * the party unless a unit follows.
 */
export function partyAt(terms: string[], i: number): number {
  const kind = kindAt(terms, terms[i] === 'for' ? i + 1 : i);
  if (kind) return kind + (terms[i] === 'for' ? 1 : 0);
  // Travellers' ages by the decade ('a couple in our 60s'): who travels, a word no trip's text holds ('60s' had left
  // the whole sentence finding nothing).
  if (/^[1-9]0s$/.test(terms[i]!)) return 1;
  // And which birthday or anniversary it is ('50th birthday' had found nothing: no trip's text holds '50th').
  // Or said last ('trip for my parents 70th' had been shown as a search for 'parents').
  if (isOrdinalTerm(terms[i]!) && (i === terms.length - 1 || /^(birthday|birthdays|anniversary|wedding)$/.test(terms[i + 1]!))) return 1;
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
  if (CHILD_NOUNS.has(terms[from + 1]!)) return from + 1 - i;
  // 'for 2', 'for two' with no unit after it: the party ('honeymoon for two' had found the three trips whose text says
  // 'for two', 'safari for 2' the 2-day safaris). 'for 2 weeks' is a length, 'for 2000' a price (four digits).
  return from > i && !NOT_A_PARTY_AFTER.has(terms[from + 1]!) ? 2 : 0;
}
/** Words after 'for N' that make N a length, a price or a hotel's stars. */
const NOT_A_PARTY_AFTER: ReadonlySet<string> = new Set([...LENGTH_UNITS, 'hour', 'hours', 'star', 'stars', ...MONEY]);
