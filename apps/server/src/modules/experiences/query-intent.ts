import { CATEGORY_FILTERS, MONTHS } from '@safari/contract';
import type { ExperienceFilter } from './filters.js';
import { ANY_TRIP_WORDS, GENERIC_WORDS, isCountryWord, queryTerms } from './text-search.js';
import { PhraseTable, phrases } from './phrase-table.js';
import { isNumberTerm } from './text-index.js';
import { lengthWindow } from './length-preference.js';
import { whenAt } from './when-words.js';
import { placesNamedIn } from '../ai/offline/gazetteer.js';

/**
 * What a traveller's words ask for that is not a word of the catalogue, read before the search (decision 023):
 * - A day trip ('day trip', 'half day', 'one day', '1-day') is a length, not the word 'day', which every 'N-Day' name
 *   has: 'day trip zanzibar' searches zanzibar among experiences of one day.
 * - 'big 5' is the Big Five, not a five-day trip; 'hot air balloon' is any balloon flight; 'Tanzanian' is Tanzania;
 *   '(east) africa(n)' is every experience.
 * - A length said ('3 days', 'ten days', 'a week', '5 nights': 6 days) is a preference, not words to match: about that
 *   long, closest first (length-preference.ts); '5-7 days' is a range.
 * - A weekend ('zanzibar weekend', 'long weekend') or a short trip ('short safari', 'quick zanzibar trip') is a length
 *   too: at most three days.
 * - 'Cheap', 'budget', 'affordable' ask for the cheaper of what the other words find: a price bound the search sets
 *   from the best matches (budget.ts), not the word 'budget' that a description may happen to hold.
 * - A party's size ('for 2 people', '4 adults', 'family of 4') says who travels, not which trip: left out, so its
 *   number does not match a '2-Day' name.
 * - 'Most expensive', 'longest', 'shortest' ask for an order (ORDERS).
 * The search tries this reading first and, when it finds nothing, the words as typed (service.ts), so it never hides
 * what the words alone would find.
 */

/** A phrase as folded words. */
const wordsOf = (phrase: string) => phrase.split(' ');

const DAY_TRIP = ['day trip', 'day trips', 'daytrip', 'daytrips', 'day tour', 'day tours', 'day excursion', 'day excursions', 'half day', 'full day', 'one day', '1 day', 'single day'];
/** A weekend away is at most three days ('zanzibar weekend'); a day trip fits one too. */
const WEEKEND = ['weekend', 'weekends', 'long weekend', 'weekend break', 'weekend trip'];
/** A short trip is as long as a weekend away ('short safari' found the 11 safaris whose text says 'short driving days'). */
const SHORT = ['short', 'quick', 'short trip', 'short break', 'quick trip'];
/**
 * A trip of more than a day, which 'multi day' and 'overnight' ask for: at least two days ('multi day trek' had searched
 * 'day', which every 'N-Day' name has; 'overnight safari' dropped the word and found every safari, day trips too).
 */
const AT_LEAST_TWO_DAYS = phrases(
  ['multi day', 'multiday', 'multi days', 'multiple days', 'multiple day', 'several days', 'overnight', 'overnights', 'overnight trip', 'overnight stay'].map(wordsOf),
);
/** Phrases that say the longest a trip may last, with that length in days. */
const LONGEST = new PhraseTable([...DAY_TRIP.map((p) => [wordsOf(p), 1] as const), ...[...WEEKEND, ...SHORT].map((p) => [wordsOf(p), 3] as const)]);
/**
 * Words that ask for an order rather than name a trip ('most expensive safari' found every safari, best match first;
 * 'shortest trip' led with an 11-day road trip): the matches in that order (ExperienceFilter.order). The cheapest are
 * asked for with a price bound (CHEAPER_PHRASES, budget.ts); 'short' and 'quick' with a length (SHORT).
 */
const ORDERS = new PhraseTable<NonNullable<ExperienceFilter['order']>>([
  ...['most expensive', 'expensive', 'priciest', 'most costly'].map((p) => [wordsOf(p), 'price_desc'] as const),
  ...['longest', 'long'].map((p) => [wordsOf(p), 'duration_desc'] as const),
  ...['shortest', 'quickest'].map((p) => [wordsOf(p), 'duration_asc'] as const),
]);
/** Words that ask for the cheaper trips rather than name one (the search instead drops them: query-fallback.ts). */
export const CHEAPER_PHRASES = [
  'not expensive', 'not too expensive', 'not so expensive', 'not very expensive', 'on a budget', 'low budget', 'low cost',
  'cheap', 'cheaper', 'cheapest', 'budget', 'affordable', 'inexpensive', 'economical', 'economy', 'lowcost',
  // A lower price asked for as an offer ('green season discount' had searched 'season': the whale-season escapes).
  'discount', 'discounts', 'discounted', 'best price', 'best prices', 'lowest price', 'low price', 'low prices', 'good value', 'value for money',
];
const CHEAPER = phrases(CHEAPER_PHRASES.map(wordsOf));
const NUMBER_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen'];
/** The longest length read from the words: a trip of a month is not a week's safari. */
const LONGEST_SAID = 30;

/** A count of days, nights or weeks as typed: '5', 'five'. */
function countOf(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  if (/^[0-9]{1,2}$/.test(word)) return Number(word);
  const i = NUMBER_WORDS.indexOf(word);
  return i < 0 ? undefined : i + 2;
}

/**
 * A length said at `i` ('3 days', '3-day', 'three days', '5 nights' (6 days), 'a week', '2 weeks', 'a fortnight',
 * 'week-long', '10-day-long') as a preference (length-preference.ts), or a range ('5-7 days', '5 to 7 days') as
 * bounds; with how many words say it. 'one day' and '1 day' are a day trip (LONGEST, read first).
 */
function lengthAt(terms: string[], i: number): { near?: number; bound?: Bounds; length: number } | undefined {
  const found = lengthSaidAt(terms, i);
  // '10-day-long', 'a week long': the 'long' after a length says nothing more.
  return found && terms[i + found.length] === 'long' ? { ...found, length: found.length + 1 } : found;
}

/** lengthAt without a trailing 'long'. */
function lengthSaidAt(terms: string[], i: number): { near?: number; bound?: Bounds; length: number } | undefined {
  const first = countOf(terms[i]);
  const unitAt = (k: number) => terms[k] === 'day' || terms[k] === 'days' ? 0 : terms[k] === 'night' || terms[k] === 'nights' ? 1 : undefined;
  const said = (days: number, length: number) => (days >= 1 && days <= LONGEST_SAID ? { near: days, length } : undefined);
  if (first !== undefined) {
    const nights = unitAt(i + 1);
    if (nights !== undefined) return said(first + nights, 2);
    if (terms[i + 1] === 'week' || terms[i + 1] === 'weeks') return said(first * 7, 2);
    // '1 month', '2 months': the longest said ('1 month' had searched the day trips, '2 months' the 2-day trips).
    if (terms[i + 1] === 'month' || terms[i + 1] === 'months') return said(LONGEST_SAID, 2);
    // A range: '5-7 days' (the hyphen splits the words) or '5 to 7 days'.
    const to = terms[i + 1] === 'to' ? 1 : 0;
    const last = countOf(terms[i + 1 + to]);
    const unit = unitAt(i + 2 + to);
    if (last !== undefined && unit !== undefined && first < last && last + unit <= LONGEST_SAID) {
      return { bound: { minDays: first + unit, maxDays: last + unit }, length: 3 + to };
    }
    return undefined;
  }
  if ((terms[i] === 'a' || terms[i] === 'one') && (terms[i + 1] === 'week' || terms[i + 1] === 'fortnight')) return said(terms[i + 1] === 'week' ? 7 : 14, 2);
  // 'a month in africa' (the longest said: LONGEST_SAID).
  if ((terms[i] === 'a' || terms[i] === 'one' || terms[i] === '1') && terms[i + 1] === 'month') return said(LONGEST_SAID, 2);
  // 'week-long safari' (lengthAt takes the 'long'), 'weeklong', 'week safari': a week without a count ('week safari'
  // had searched the word).
  if (terms[i] === 'weeklong' || terms[i] === 'week') return said(7, 1);
  // 'month-long trip' (not 'month' alone: 'best month to visit' says when).
  if (terms[i] === 'monthlong' || (terms[i] === 'month' && terms[i + 1] === 'long')) return said(LONGEST_SAID, 1);
  return terms[i] === 'fortnight' ? said(14, 1) : undefined;
}

/**
 * Words that rule out the word after them ('safari without camping', 'no camping safari', 'gorillas not uganda'): it
 * is left out (ExperienceFilter.without), not searched. The search had dropped 'without' as a stop word and listed the
 * camping safaris first.
 */
const NEGATIONS = phrases(
  [
    'without', 'no', 'not', 'except', 'excluding', 'exclude', 'avoid', 'avoiding', 'minus', 'but not', 'nothing', 'anything but', 'everything but', 'all but',
    // A place left out ('beach holiday outside zanzibar').
    'outside', 'outside of', 'other than', 'apart from', 'anywhere but', 'anywhere except', 'instead of',
  ].map(wordsOf),
);
/** Words between a negation or a wish and what it names ('without a guide', 'looking for a safari'). */
const ARTICLES = new Set(['a', 'an', 'the', 'any']);
/** Words between a negation and the place it names ('beach holiday not in zanzibar' had shown Zanzibar's beaches). */
const NEGATED_PREPOSITIONS = new Set(['in', 'to', 'at', 'on', 'near', 'around']);
/** Words after 'no' or 'not' that rule nothing out ('no more than 5 days', 'not too long'). */
const NOT_NEGATED = new Set(['more', 'less', 'longer', 'shorter', 'later', 'earlier', 'too', 'very', 'so', 'much', 'many', 'fewer', 'than', 'sure', 'only', 'just', 'limit', 'problem']);

/** The most words one thing ruled out is named with ('queen elizabeth'). */
const RULED_OUT_WORDS_MAX = 3;
/**
 * Words that say what kind of trip, which end a name ruled out: 'no camping safari' still asks for a safari. The
 * categories' own words, a few more, and their plurals (GENERIC_WORDS and the countries end it too).
 */
const KIND_WORDS: ReadonlySet<string> = new Set(
  [...CATEGORY_FILTERS.flatMap((c) => c.keywords), 'hike', 'hiking', 'climb', 'climbing', 'walk', 'walking', 'cruise', 'retreat', 'escape', 'gorilla', 'chimpanzee', 'chimp', 'city', 'island', 'lodge', 'camp', 'camping', 'luxury', 'family'].flatMap((w) => [w, `${w}s`, `${w}es`]),
);

/**
 * The phrases ruled out from `i`, and how many words say so: a negation, then a word, or several joined by 'or'
 * ('without camping or hiking'). A word goes on into a name ('kenya without masai mara') until a word that says what
 * kind of trip, or a country, which the traveller still asks for ('no camping safari', 'without kids kenya'). No
 * phrase for a time ('not in july'); none at all when what follows is read another way ('no more than 5 days', 'not
 * too expensive').
 */
function ruledOutAt(terms: string[], i: number): { phrases: string[]; length: number } | undefined {
  const negation = NEGATIONS.lengthAt(terms, i);
  if (!negation) return undefined;
  const negatable = (k: number) => {
    const word = terms[k];
    if (word === undefined || word.length < 3 || isNumberTerm(word) || NOT_NEGATED.has(word) || FILLER_WORDS.has(word)) return false;
    return !(boundAt(terms, k) || lengthAt(terms, k) || whenAt(terms, k) || CHEAPER.lengthAt(terms, k) || LONGEST.lengthAt(terms, k) || ORDERS.lengthAt(terms, k));
  };
  const out: string[] = [];
  // Where a place of the region starts: it ends what is ruled out ('beach without kids zanzibar' is Zanzibar's beaches
  // without children, not without 'kids zanzibar'), as a country does.
  const placeAt = new Set(placesNamedIn(terms).map((p) => p.from));
  const endsPhrase = (word: string, at: number) => GENERIC_WORDS.has(word) || KIND_WORDS.has(word) || isCountryWord(word) || placeAt.has(at);
  let k = i + negation;
  while (ARTICLES.has(terms[k]!) || NEGATED_PREPOSITIONS.has(terms[k]!)) k++;
  // A time ruled out ('safari not in july', 'kenya except december') rules out no trip, as every trip's dates are the
  // traveller's to choose: its words go, with nothing ruled out ('not' had been searched, July ranked first).
  const when = k < terms.length ? whenAt(terms, k) : undefined;
  if (when) return { phrases: [], length: k + when.length - i };
  for (;;) {
    while (ARTICLES.has(terms[k]!) || NEGATED_PREPOSITIONS.has(terms[k]!)) k++;
    if (!negatable(k)) break;
    const phrase = [terms[k++]!];
    while (phrase.length < RULED_OUT_WORDS_MAX && negatable(k) && !endsPhrase(terms[k]!, k)) phrase.push(terms[k++]!);
    out.push(phrase.join(' '));
    if ((terms[k] !== 'or' && terms[k] !== 'nor') || terms[k + 1] === undefined) break;
    k++;
  }
  return out.length ? { phrases: out, length: k - i } : undefined;
}

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
function partyAt(terms: string[], i: number): number {
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

/**
 * A hot-air balloon is 'balloon' wherever the catalogue has one, and an activity that spells out 'hot-air balloon'
 * must not narrow the search to itself ('hot air' alone: as typed so far, 'hot air ball…').
 */
const BALLOON: Array<[string[], string[]]> = ['balloon', 'balloons', 'ballooning', ''].map((end) => [['hot', 'air', ...(end ? [end] : [])], ['balloon']]);
/** A traveller's 'Tanzanian safari' or 'Ugandan gorillas' is the country's: the catalogue names places, not people. */
const DEMONYMS = Object.entries({ kenyan: 'kenya', tanzanian: 'tanzania', ugandan: 'uganda', rwandan: 'rwanda', madagascan: 'madagascar', zanzibari: 'zanzibar' }).map(
  ([people, country]): [string[], string[]] => [[people], [country]],
);
/** A hotel's stars say luxury, not the 5-day trips that mention stars ('5 star safari'); a number, so never as typed. */
const STARS: Array<[string[], string[]]> = ['5', 'five'].flatMap((n) => ['star', 'stars'].map((star): [string[], string[]] => [[n, star], ['luxury']]));
/** A hotel's class said in words: luxury ('high end safari' found two trips whose text says 'high' and 'end'). */
const CLASS: Array<[string[], string[]]> = [['high', 'end'], ['highend'], ['upscale'], ['deluxe'], ['premium'], ['upmarket'], ['vip'], ['exclusive'], ['boutique'], ['first', 'class']].map(
  (words) => [words, ['luxury']],
);
/**
 * A game drive is what a safari is made of ('game drive' ranked the self-drives first: 'drive' in their names, 'game'
 * in their descriptions; the safaris say 'game drive' only among their activities).
 */
const GAME_DRIVE: Array<[string[], string[]]> = ['drive', 'drives', 'viewing'].map((word) => [['game', word], ['safari']]);
/** Sainte-Marie as travellers shorten it ('ile ste marie' dropped 'ste' and found Marie's whales without the name). */
const SAINTE: Array<[string[], string[]]> = ['st', 'ste', 'saint'].map((saint) => [[saint, 'marie'], ['sainte', 'marie']]);
const SYNONYMS = new PhraseTable(
  ([[['big', '5'], ['big', 'five']], [['1000', 'hills'], ['thousand', 'hills']], ...SAINTE, ...STARS, ...BALLOON, ...DEMONYMS, ...CLASS, ...GAME_DRIVE] as Array<[string[], string[]]>).map(
    ([from, to]) => [from, { to, numbered: from.some(isNumberTerm) }] as const,
  ),
);

/**
 * Animals a safari shows that few trips name ('zebra' found the two Rift Valley tours that say it), by the words for
 * them, with where else they are seen: a safari of the mainland for the ones of almost every park (none of them
 * lives on Madagascar), the parks and countries of their range for the others (no zebra or wildebeest in Murchison
 * Falls, no giraffe in the gorilla forests).
 */
const MAINLAND_SAFARIS = ['tanzania safari', 'kenya safari', 'uganda safari', 'rwanda safari'];
const ANIMAL_RANGES: Array<[string[], string[]]> = [
  [['elephant', 'elephants'], MAINLAND_SAFARIS],
  [['lion', 'lions'], MAINLAND_SAFARIS],
  [['leopard', 'leopards'], MAINLAND_SAFARIS],
  [['buffalo', 'buffaloes', 'buffalos'], MAINLAND_SAFARIS],
  [['hippo', 'hippos', 'hippopotamus', 'hippopotamuses'], MAINLAND_SAFARIS],
  [['zebra', 'zebras'], ['tanzania safari', 'kenya safari', 'akagera']],
  [['giraffe', 'giraffes'], ['tanzania safari', 'kenya safari', 'murchison', 'akagera']],
  [['wildebeest', 'wildebeests', 'gnu', 'gnus'], ['migration', 'serengeti', 'masai mara', 'ngorongoro']],
];

/** The words for each compass point a traveller names part of a country by. */
const PART_WORDS = { north: ['north', 'northern'], south: ['south', 'southern'], east: ['east', 'eastern'], west: ['west', 'western'], central: ['central'] };
/**
 * The parts of a country travellers name by a compass point, and the places in them: 'western uganda' found the two
 * trips whose text says 'western', not Bwindi or Kibale; 'eastern rwanda' nothing, though Akagera is there. The words
 * as typed are among the alternatives.
 */
const COUNTRY_PARTS: Array<{ country: string; part: keyof typeof PART_WORDS; places: string[] }> = [
  { country: 'tanzania', part: 'north', places: ['serengeti', 'ngorongoro', 'tarangire', 'manyara', 'arusha', 'kilimanjaro', 'northern circuit'] },
  { country: 'tanzania', part: 'south', places: ['ruaha', 'nyerere', 'selous', 'mikumi'] },
  { country: 'kenya', part: 'north', places: ['samburu', 'laikipia'] },
  { country: 'kenya', part: 'south', places: ['masai mara', 'amboseli', 'tsavo', 'diani'] },
  { country: 'kenya', part: 'central', places: ['mount kenya', 'laikipia', 'nairobi'] },
  { country: 'uganda', part: 'west', places: ['bwindi', 'queen elizabeth', 'kibale', 'bunyonyi', 'rwenzori', 'batwa'] },
  { country: 'uganda', part: 'north', places: ['murchison', 'kidepo'] },
  { country: 'uganda', part: 'east', places: ['jinja', 'sipi', 'elgon'] },
  { country: 'rwanda', part: 'north', places: ['volcanoes', 'musanze', 'golden monkey'] },
  { country: 'rwanda', part: 'east', places: ['akagera'] },
  { country: 'rwanda', part: 'west', places: ['kivu', 'nyungwe', 'congo nile'] },
  { country: 'rwanda', part: 'south', places: ['nyungwe', 'huye'] },
  { country: 'madagascar', part: 'north', places: ['nosy be', 'ankarana', 'diego suarez'] },
  { country: 'madagascar', part: 'south', places: ['isalo', 'ranomafana', 'ifaty', 'rn7'] },
  { country: 'madagascar', part: 'east', places: ['andasibe', 'sainte marie'] },
  { country: 'madagascar', part: 'west', places: ['morondava', 'tsingy', 'baobabs', 'kirindy'] },
];
const COUNTRY_PART_PHRASES = COUNTRY_PARTS.flatMap(({ country, part, places }) =>
  PART_WORDS[part].flatMap((word): Array<[string[], string[]]> => [
    [[word, country], [`${word} ${country}`, ...places]],
    [[country, word], [`${word} ${country}`, ...places]],
  ]),
);

/**
 * What the catalogue also says another way: searched as alternatives, one of which must match (the filter's anyOf),
 * the words as typed among them, so nothing they find is lost. A Maasai village is a manyatta or a boma ('maasai
 * village' as typed found only a self-drive with a Maasai guide and a Meru village, not the culture trips' 'Visit to
 * a Maasai manyatta'); a waterfall is also a falls (Murchison, Sipi). One such phrase per search: a second is
 * searched as typed. Some alternatives only widen the search (`widening`: an animal's range, above).
 */
const EITHER_PHRASES: Array<[string[], string[], { widening?: true }?]> = [
  ...['maasai', 'masai'].flatMap((people) =>
    ['village', 'villages', 'homestead', 'homesteads'].map((place): [string[], string[]] => [[people, place], ['maasai village', 'maasai manyatta', 'maasai boma']]),
  ),
  ...['boma', 'bomas', 'manyatta', 'manyattas'].map((word): [string[], string[]] => [[word], ['manyatta', 'boma']]),
  ...['waterfall', 'waterfalls'].map((word): [string[], string[]] => [[word], ['waterfall', 'falls']]),
  // A journey by road is a road trip, a self-drive or a scenic tour ('road trip kenya' found every Kenya trip that
  // says 'trip', the self-drive fifth; 'overland' nothing until the fallback read it as 'road trip').
  ...[['road', 'trip'], ['road', 'trips'], ['roadtrip'], ['roadtrips'], ['overland'], ['overlanding']].map((words): [string[], string[]] => [words, ['road trip', 'self drive', 'scenic tour']]),
  // A hike up a mountain is what the catalogue's treks and climbs are ('kenya hiking' found a bush-and-beach trip
  // whose description says 'hike', not the Mount Kenya trek).
  ...['hike', 'hikes', 'hiking', 'hiker', 'hikers'].map((word): [string[], string[]] => [[word], ['hike', 'trek', 'climb']]),
  // An animal few trips name: the trips that name it first, then the safaris of its range (a widening alternative
  // ranks little).
  ...ANIMAL_RANGES.flatMap(([forms, range]) => forms.map((word): [string[], string[], { widening: true }] => [[word], [forms[0]!, ...range], { widening: true }])),
  ...COUNTRY_PART_PHRASES,
];

const EITHER = new PhraseTable(EITHER_PHRASES.map(([from, to, options]) => [from, { to, widening: options?.widening ?? false }] as const));

/** The words of EITHER's phrases, shortest first: what a word being typed may be finishing (suggestions.ts). */
export const ALTERNATIVES_WORDS: readonly string[] = [...new Set(EITHER_PHRASES.flatMap(([words]) => words))].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));

/**
 * The region every experience is in says nothing about which one: 'east african safari' is a safari, 'africa' the
 * whole catalogue. Not after another region's word: 'south africa' is a place the catalogue does not cover.
 */
const REGION = phrases(['east africa', 'east african', 'eastern africa', 'africa', 'african', 'afrique', 'afrika', 'ostafrika', 'africa oriental', 'afrique de l est'].map(wordsOf));
const OTHER_REGIONS = new Set(['south', 'southern', 'west', 'western', 'north', 'northern', 'central']);

/**
 * A traveller's question around what they want: 'things to do in zanzibar', 'best time to visit serengeti' are the
 * place's experiences (with 'best' a word that ranks, text-search.ts GENERIC_WORDS, 'best time' would otherwise
 * find the trips whose text says 'time'). Longest first.
 */
export const QUESTION_PHRASES = [
  'things to do', 'what to do', 'places to visit', 'where to go', 'where to see', 'best time to visit', 'best time to go',
  'best time', 'best season', 'when to visit', 'when to go',
  // Or as a sentence ('i want to climb kilimanjaro' showed "Showing results for climb kilimanjaro").
  'i want to', 'we want to', 'i want', 'we want', 'i would like to', 'we would like to', 'i d like to', 'we d like to',
  'i am looking for', 'we are looking for', 'looking for', 'i m looking for', 'we re looking for',
  // Or who the traveller is, which the words after it say ('we are a family of 5…' had been named 'we are a family').
  'we are', 'i am', 'we re', 'i m', 'we will be', 'i will be', 'we ll be', 'i ll be',
  'we are planning', 'i am planning', 'we re planning', 'i m planning', 'planning', 'planning to', 'plan to', 'we plan to', 'i plan to',
  // Or as a question ('can i climb kilimanjaro in 5 days' was named 'can i climb kilimanjaro · about 5 days').
  'can i', 'can we', 'can you', 'is it possible to', 'how can i', 'how do i', 'how to', 'where can i', 'where can we',
  'where to', 'is there', 'are there', 'do you have', 'do you offer', 'what is', 'what are', 'what s', 'which is', 'which are', 'which one', 'which',
  // Or as what the traveller has ('i have 10 days and 5000 dollars' had searched 'i have and').
  'i have', 'we have', 'i ve got', 'we ve got', 'i have got', 'we have got', 'i got', 'we got',
  // Or around a place ('near kilimanjaro' found the seven trips whose text says 'near').
  'near', 'nearby', 'close to', 'around',
];
/**
 * Praise a traveller adds to any trip: 'off the beaten track kenya' is the Kenya trips ('off the beaten track' had
 * searched 'track' and led with chimpanzee tracking), 'bucket list' every trip ('list' found a vanilla trail).
 */
const PRAISE_PHRASES = [
  'off the beaten track', 'off the beaten path', 'off beaten track', 'off beaten path', 'bucket list', 'once in a lifetime',
  'hidden gem', 'hidden gems', 'must see', 'must do', 'unique', 'authentic', 'unforgettable', 'incredible', 'amazing', 'iconic',
  // And the places a traveller asks for in general ('most beautiful places in rwanda' had shown "results for places rwanda").
  'beautiful', 'most beautiful', 'stunning', 'breathtaking', 'spectacular', 'best places', 'beautiful places', 'places to see', 'places',
  // How others rated a trip, which the catalogue does not record: 'best rated' and 'most popular' had found nothing.
  'top rated', 'best rated', 'highest rated', 'highly rated', 'well rated', 'top reviewed', 'best reviewed', 'well reviewed',
  'highly recommended', 'most recommended', 'most popular', 'trending', 'favourite', 'favorite',
  // Places weighed against each other ('which is better kenya or tanzania' had searched 'better': two Kilimanjaro climbs).
  'better', 'is better', 'the better', 'better for', 'is better for',
];
/** The middle class of comfort, which every agent plans ('mid range safari' had searched 'mid safari'). */
const MID_RANGE_PHRASES = ['mid range', 'midrange', 'mid level', 'mid priced', 'mid price', 'moderately priced'];
const QUESTIONS = phrases([...QUESTION_PHRASES, ...PRAISE_PHRASES, ...MID_RANGE_PHRASES].map(wordsOf));

/**
 * A bound said in words: 'under 2000', 'less than $1,500', 'over 5k' (US dollars: the catalogue's prices), 'under 8
 * days', 'up to 5 nights' (6 days). A number without a unit is a price from 50 up; a smaller one is left as typed.
 */
const UPPER = phrases(
  [
    ...['under', 'below', 'less than', 'no more than', 'not more than', 'up to', 'max', 'maximum', 'cheaper than', 'within'],
    // A budget said with its amount is the most to pay ('budget of 3000' had shown 'budget · up to $3,000' as a
    // search instead); without one it asks for the cheaper trips (CHEAPER).
    ...['budget', 'budget of', 'a budget of', 'budget is', 'my budget is', 'our budget is', 'with a budget of', 'on a budget of', 'budget up to'],
  ].map(wordsOf),
);
const LOWER = phrases(['over', 'above', 'more than', 'no less than', 'not less than', 'at least', 'min', 'minimum'].map(wordsOf));
/** A price said roughly ('around 2000', 'about $3,000'): a fifth either side. */
const ABOUT = phrases(['around', 'about', 'approx', 'approximately', 'roughly', 'circa', 'ca'].map(wordsOf));
/** Words after a price that make it the most or the least to pay ('2000 max', '1500 or less', '3000 plus'). */
const UPPER_AFTER = phrases(['max', 'maximum', 'tops', 'at most', 'or less', 'or under', 'or below'].map(wordsOf));
const LOWER_AFTER = phrases(['plus', 'or more', 'and up', 'and above', 'or above', 'minimum', 'at least'].map(wordsOf));
/**
 * Words for money after or before a price. Euros and pounds are read as the catalogue's dollars, which the page then
 * says ('2000 euro safari' → 'safari · up to $2,000'; it had found nothing): near enough to choose by.
 */
const MONEY = new Set(['usd', 'dollars', 'dollar', 'us', 'eur', 'euro', 'euros', 'gbp', 'pounds']);
const MONEY_BEFORE = new Set(['usd', 'eur', 'gbp']);
const MIN_PRICE_WORDLESS = 50;
const DAY_UNITS = new Set(['day', 'days', 'night', 'nights']);
type Bounds = Pick<ExperienceFilter, 'minPrice' | 'maxPrice' | 'minDays' | 'maxDays'>;

/** The bound the words from `i` say, and how many words say it. */
function boundAt(terms: string[], i: number): { bound: Bounds; length: number } | undefined {
  const upper = UPPER.lengthAt(terms, i);
  const lower = upper ? 0 : LOWER.lengthAt(terms, i);
  const about = upper || lower ? 0 : ABOUT.lengthAt(terms, i);
  const said = upper || lower || about;
  if (!said) return undefined;
  const number = terms[i + said];
  if (!number || !/^[0-9]+$/.test(number)) return undefined;
  const n = Number(number);
  const unit = terms[i + said + 1];
  if (unit === 'day' || unit === 'days' || unit === 'nights' || unit === 'night') {
    // 'about 10 days' is a length said (lengthAt).
    if (about) return undefined;
    const days = unit.startsWith('night') ? n + 1 : n;
    return { bound: upper ? { maxDays: days } : { minDays: days }, length: said + 2 };
  }
  const money = unit !== undefined && MONEY.has(unit);
  if (!money && n < (about ? MIN_PRICE_AS_BUDGET : MIN_PRICE_WORDLESS)) return undefined;
  const length = said + 1 + (money ? 1 : 0);
  if (about) return { bound: { minPrice: Math.round(n * 0.8), maxPrice: Math.round(n * 1.2) }, length };
  return { bound: upper ? { maxPrice: n } : { minPrice: n }, length };
}

/** The narrower of two bounds of each kind. */
function narrower(a: Bounds, b: Bounds): Bounds {
  const pick = (x: number | undefined, y: number | undefined, f: (...v: number[]) => number) => (x === undefined ? y : y === undefined ? x : f(x, y));
  return {
    minPrice: pick(a.minPrice, b.minPrice, Math.max),
    maxPrice: pick(a.maxPrice, b.maxPrice, Math.min),
    minDays: pick(a.minDays, b.minDays, Math.max),
    maxDays: pick(a.maxDays, b.maxDays, Math.min),
  };
}

/**
 * Thousands said in words ('a thousand dollars', 'two grand', '3 grand'): a grand only where it ends the words or a
 * link word follows ('a grand tour' is no price).
 */
const THOUSANDS = new RegExp(
  `\\b(a|one|${NUMBER_WORDS.join('|')}|\\d+)\\s+(?:thousand|grand)\\b(?=\\s*$|\\s+(?:dollars?|usd|euros?|pounds|for|in|on|per|or|and|to|with|max|budget)\\b)`,
  'gi',
);
/**
 * Prices as travellers write them, as one number: '$1,500' → 1500, '2k' → 2000, '2.5k' → 2500; a dollar sign as the
 * word for it after the number ('$500' → '500 usd'), since queryTerms keeps letters and digits only.
 */
const plainNumbers = (q: string) =>
  q
    .replace(/(\d)[,.](\d{3})(?!\d)/g, '$1$2')
    .replace(THOUSANDS, (_, n: string) => String(1000 * (/^\d+$/.test(n) ? Number(n) : (countOf(n.toLowerCase()) ?? 1))))
    .replace(/(\d+(?:\.\d+)?)\s?k\b/gi, (_, n: string) => String(Math.round(Number(n) * 1000)))
    .replace(/(?:us)?[$€£]\s?(\d+)/gi, '$1 usd')
    .replace(/(\d+)\s?[€£]/g, '$1 usd')
    // '5*' is five stars (STARS).
    .replace(/(\d)\s?\*/g, '$1 star');

/**
 * A price said without 'under' or 'over' ('1000-2000', 'between 1000 and 2000', '$500 to $1,000', 'from 500 to 900
 * dollars'): a range, both numbers from MIN_PRICE_WORDLESS up unless a unit says dollars; or one price said in dollars
 * ('$500', '500 dollars', 'usd 500') as the most to pay. A plain number alone is left as typed ('1000 hills'), and a
 * range of days is a length (lengthAt).
 */
function priceAt(terms: string[], i: number): { bound: Bounds; length: number } | undefined {
  const number = (at: number) => (/^[0-9]+$/.test(terms[at] ?? '') ? Number(terms[at]) : undefined);
  const dollars = (at: number) => MONEY.has(terms[at]!);
  const opener = terms[i] === 'between' || terms[i] === 'from' ? terms[i] : undefined;
  let k = opener ? i + 1 : i;
  // Before the number only a currency's code ('usd 500', 'eur 900'): 'for us 2' is a party.
  let money = MONEY_BEFORE.has(terms[k]!);
  if (money) k++;
  const low = number(k++);
  if (low === undefined) return undefined;
  if (dollars(k)) {
    money = true;
    k++;
  }
  const to = terms[k] === 'to' || (opener === 'between' && terms[k] === 'and') ? 1 : 0;
  const highAt = k + to + (dollars(k + to) ? 1 : 0);
  const high = number(highAt);
  if (high === undefined || high <= low) {
    if (opener) return undefined;
    // One price with a word after it that says which end ('2000 max', '1500 or less', '3000 plus').
    const most = UPPER_AFTER.lengthAt(terms, k);
    const least = most ? 0 : LOWER_AFTER.lengthAt(terms, k);
    if ((most || least) && (money || low >= MIN_PRICE_WORDLESS)) return { bound: most ? { maxPrice: low } : { minPrice: low }, length: k - i + (most || least) };
    // Else one price only when a unit says dollars.
    return money ? { bound: { maxPrice: low }, length: k - i } : undefined;
  }
  k = highAt + 1;
  if (dollars(k)) {
    money = true;
    k++;
  }
  // A range of days is a length (lengthAt); a range of small numbers without a unit is no price.
  if (DAY_UNITS.has(terms[k]!) || (!money && low < MIN_PRICE_WORDLESS)) return undefined;
  return { bound: { minPrice: low, maxPrice: high }, length: k - i };
}

/**
 * The words with a lone plain number read as the most to pay ('safari 1500' → safari up to $1,500, 'kilimanjaro 5k'),
 * for when they found nothing as typed (service.ts firstFound): a number the catalogue's text does not hold beside
 * words that name trips is a budget more often than anything else. Undefined when there is no such number, more than
 * one, nothing else, a price bound already, or the number looks like a year ('zanzibar 2027': when, not how much).
 */
export function numberAsPrice(filter: ExperienceFilter): ExperienceFilter | undefined {
  if (!filter.q || filter.maxPrice !== undefined) return undefined;
  const terms = queryTerms(plainNumbers(filter.q));
  const numbers = terms.filter(isNumberTerm);
  if (numbers.length !== 1) return undefined;
  const price = Number(numbers[0]);
  // The years a traveller plans for; 2000 is a budget ('safari 2000').
  const year = price >= 2020 && price <= 2039;
  const rest = terms.filter((t) => !isNumberTerm(t) && !MONEY.has(t));
  if (price < MIN_PRICE_AS_BUDGET || year || rest.length === 0) return undefined;
  return { ...filter, q: rest.join(' '), maxPrice: price };
}
/** The least a lone number read as a budget is: a smaller one is a count or a length ('top 10', 'safari 5'). */
const MIN_PRICE_AS_BUDGET = 100;

/** What the words mean: a filter, and whether they asked for the cheaper trips (a bound the search sets, budget.ts). */
export interface Reading extends ExperienceFilter {
  cheaper?: boolean;
  /** The longest a day trip or a weekend lasts (1, 3): when none is that short, the closest length (readingsOf). */
  atMost?: number;
  /**
   * A number read as part of a name ('big 5' is the Big Five): the words as typed are then never searched, since
   * their number would find the 5-day trips.
   */
  numberNamed?: boolean;
}

/** How many of a query's words are read for what they mean (a search takes the first eight of those left). */
const READ_TERMS_MAX = 24;

/** The filter as the query's words mean it, or undefined when they mean just themselves. */
export function understandQuery(filter: ExperienceFilter): Reading | undefined {
  if (!filter.q) return undefined;
  // A sentence's later words too ('safari in tanzania for a family of 5 in august under 3000 dollars' had lost its
  // month and its price past the search's eighth word): what is read leaves fewer words to search.
  const terms = queryTerms(plainNumbers(filter.q), READ_TERMS_MAX);
  const out: string[] = [];
  let bounds: Bounds = {};
  // Words read as a length, a bound or the region, not searched: what is left may be generic words alone.
  let read = false;
  let changed = false;
  let cheaper = false;
  let near: number | undefined;
  let atMost: number | undefined;
  let numberNamed = false;
  let anyOf: string[] | undefined;
  let widening = false;
  let order: ExperienceFilter['order'];
  const months = new Set<number>();
  const without: string[] = [];
  for (let i = 0; i < terms.length; ) {
    // A season first: 'short rains' and 'long rains' are when, not a short trip or the longest first.
    const when = whenAt(terms, i);
    if (when) {
      for (const month of when.months) months.add(month);
      read = changed = true;
      i += when.length;
      continue;
    }
    // A bound before the cheaper trips: 'budget of 3000' is at most $3,000.
    const bound = boundAt(terms, i) ?? priceAt(terms, i);
    if (bound) {
      bounds = narrower(bounds, bound.bound);
      read = changed = true;
      i += bound.length;
      continue;
    }
    const cheap = CHEAPER.lengthAt(terms, i);
    if (cheap) {
      cheaper = read = changed = true;
      i += cheap;
      continue;
    }
    const ruledOut = ruledOutAt(terms, i);
    if (ruledOut) {
      for (const phrase of ruledOut.phrases) if (!without.includes(phrase)) without.push(phrase);
      read = changed = true;
      i += ruledOut.length;
      continue;
    }
    const longest = LONGEST.at(terms, i);
    if (longest) {
      bounds = narrower(bounds, { maxDays: longest.value });
      atMost = Math.min(atMost ?? longest.value, longest.value);
      read = changed = true;
      i += longest.length;
      continue;
    }
    const twoDays = AT_LEAST_TWO_DAYS.lengthAt(terms, i);
    if (twoDays) {
      bounds = narrower(bounds, { minDays: 2 });
      read = changed = true;
      i += twoDays;
      continue;
    }
    const length = lengthAt(terms, i);
    if (length) {
      // The first length said counts ('3 days 2 nights' is 3 days).
      if (length.bound) bounds = narrower(bounds, length.bound);
      else near ??= length.near;
      read = changed = true;
      i += length.length;
      continue;
    }
    // A list's length ('top 10 safaris', 'best 5 beaches') says how many to show, not a 10-day trip.
    if ((terms[i] === 'top' || terms[i] === 'best') && countOf(terms[i + 1]) !== undefined && !lengthAt(terms, i + 1) && !DAY_UNITS.has(terms[i + 2]!)) {
      read = changed = true;
      i += 2;
      continue;
    }
    const party = partyAt(terms, i);
    if (party) {
      read = changed = true;
      i += party;
      continue;
    }
    // After the lengths: 'long weekend' and 'week long' are read there.
    const ordered = ORDERS.at(terms, i);
    if (ordered) {
      order ??= ordered.value;
      read = changed = true;
      i += ordered.length;
      continue;
    }
    const regionWords = OTHER_REGIONS.has(terms[i - 1]!) ? 0 : REGION.lengthAt(terms, i);
    const questionWords = QUESTIONS.lengthAt(terms, i);
    if (regionWords || questionWords) {
      read = changed = true;
      i += regionWords || questionWords;
      // And the article after a question ('looking for a safari' is the safaris, not 'a safari').
      if (questionWords) while (ARTICLES.has(terms[i]!)) i++;
      continue;
    }
    const either = anyOf || filter.anyOf ? undefined : EITHER.at(terms, i);
    if (either) {
      anyOf = either.value.to;
      widening = either.value.widening;
      changed = true;
      i += either.length;
      continue;
    }
    const synonym = SYNONYMS.at(terms, i);
    if (synonym) {
      out.push(...synonym.value.to);
      changed = true;
      numberNamed ||= synonym.value.numbered;
      i += synonym.length;
      continue;
    }
    out.push(terms[i++]!);
  }
  // 'holiday packages', 'top experiences', 'all tours': words that say only 'a trip' are every experience.
  const anyTrip = out.some((w) => ANY_TRIP_WORDS.has(w)) && out.every((w) => ANY_TRIP_WORDS.has(w) || FILLER_WORDS.has(w));
  if (!changed && !anyTrip) return undefined;
  // 'half day tour', 'african tours', 'tours under 500': once the rest is read, 'tour' says nothing more. A kind of trip
  // still says which ('3 day trek', 'trekking under 2000' had been every trip of that length or price).
  const words = anyTrip || (read && out.every((w) => ANY_TRIP_WORDS.has(w) || FILLER_WORDS.has(w))) ? [] : out;
  const reading: Reading = {
    ...filter,
    ...narrower(filter, bounds),
    q: words.join(' ') || undefined,
    ...(anyOf ? { anyOf, ...(widening ? { widening } : {}) } : {}),
    ...(cheaper ? { cheaper } : {}),
    ...(atMost !== undefined && near === undefined ? { atMost } : {}),
    ...(numberNamed ? { numberNamed } : {}),
    ...(order ? { order } : {}),
    ...(months.size ? { whenMonths: [...months].sort((a, b) => a - b) } : {}),
    ...(without.length ? { without: [...(filter.without ?? []), ...without] } : {}),
  };
  if (near === undefined) return reading;
  // Near the length said, closest first (length-preference.ts); with no other words, that length first (readingsOf).
  return { ...reading, ...narrower(reading, lengthWindow(near)), nearDays: near, namedFirst: true };
}

/**
 * The readings to try in turn. A length said ('uganda gorillas 3 days') looks about that long first, and, when
 * nothing is, at every length, closest first. With no other words to rank ('10 days'), that exact length comes
 * first, then about that long. A day trip or a weekend that finds nothing looks at every length, shortest first.
 */
export function readingsOf({ atMost, numberNamed: _, ...reading }: Reading, typed: ExperienceFilter): Reading[] {
  const words = Boolean(reading.q || reading.anyOf);
  const anyLength = (near: number): Reading => ({ ...reading, minDays: typed.minDays ?? 1, maxDays: typed.maxDays, nearDays: near, namedFirst: undefined });
  // 'day trip from arusha' when no Arusha trip is that short: the shortest first, not the word 'day' in every name.
  // First the trips named for the words (in their name, places, type or location): 'rwanda gorilla trek 1 day' had
  // found only the Kigali city tour whose description mentions gorillas, 'ngorongoro day trip' a Lake Eyasi day
  // that passes the crater; now the Rwanda gorilla treks and the Ngorongoro safaris, shortest first. Those that only
  // mention the words when none is named for them ('day trip lemurs').
  if (atMost !== undefined) {
    if (!words) return [reading];
    const named = (r: Reading): Reading => ({ ...r, namedOnly: true });
    return [named(reading), named(anyLength(atMost)), reading, anyLength(atMost)];
  }
  const near = reading.nearDays;
  if (near === undefined) return [reading];
  // With no other words to rank, a length no trip is about ('3 weeks east africa'): every length, the longest first
  // for a long one (the shortest for a short one), as the closest are. (Narrowing the reading keeps a price it read:
  // '10 days under 2000' had lost its price in the first reading.)
  if (!words) {
    const closest: Reading = { ...anyLength(near), order: near > 7 ? 'duration_desc' : 'duration_asc' };
    return [{ ...reading, ...narrower(reading, { minDays: near, maxDays: near }) }, reading, closest];
  }
  return [reading, anyLength(near)];
}

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** A price range as a traveller says it: 'up to $2,000', 'from $5,000', '$1,000–$2,000'. */
function priceText(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? dollars(min) : `${dollars(min)}–${dollars(max)}`;
  if (max !== undefined) return `up to ${dollars(max)}`;
  return min !== undefined ? `from ${dollars(min)}` : undefined;
}

/** A length range as a traveller says it: '1 day', 'up to 8 days', 'at least 6 days', '3–5 days'. */
function lengthText(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? days(min) : `${min}–${days(max)}`;
  if (max !== undefined) return max === 1 ? days(1) : `up to ${days(max)}`;
  return min !== undefined ? `at least ${days(min)}` : undefined;
}

/** Words that only linked what was read to the rest ('a week in zanzibar', 'safari for 5 days'): not shown. */
const LINK_WORDS = new Set(['in', 'from', 'for', 'of', 'on', 'to', 'at', 'a', 'the', 'and', 'or', 'with', 'around', 'about', 'this', 'next']);
/** Words around words that say only 'a trip' that say nothing more ('all tours', 'our best experiences'). */
const FILLER_WORDS = new Set([...LINK_WORDS, 'all', 'any', 'some', 'our', 'your', 'my', 'me', 'us', 'new', 'great', 'good', 'anything', 'everything', 'something']);
function withoutLinkWords(q: string): string {
  const words = q.split(' ');
  while (words.length > 1 && LINK_WORDS.has(words[0]!)) words.shift();
  while (words.length > 1 && LINK_WORDS.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

/** A length said, as the reading looked for it: '3 days' (exactly), 'about 3 days' (its window), 'closest to 3 days' (any). */
function nearText(meant: ExperienceFilter, near: number): string {
  if (meant.minDays === near && meant.maxDays === near) return days(near);
  return meant.maxDays !== undefined && meant.maxDays <= lengthWindow(near).maxDays ? `about ${days(near)}` : `closest to ${days(near)}`;
}

/**
 * Months said, in order, as a traveller names them: 'July or August', a season's run of three or more as a range
 * ('June–October', 'March–May or November or December').
 */
function monthsText(months: readonly number[]): string {
  const runs: number[][] = [];
  for (const m of [...months].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && last[last.length - 1] === m - 1) last.push(m);
    else runs.push([m]);
  }
  const name = (m: number) => MONTHS[m - 1]!;
  return runs.flatMap((run) => (run.length >= 3 ? [`${name(run[0]!)}–${name(run[run.length - 1]!)}`] : run.map(name))).join(' or ');
}

/** An order read from the words, as the page names it. */
const ORDER_TEXT: Record<NonNullable<ExperienceFilter['order']>, string> = {
  price_asc: 'cheapest first',
  price_desc: 'most expensive first',
  duration_asc: 'shortest first',
  duration_desc: 'longest first',
};

/**
 * How the page names a reading that set bounds the traveller did not choose on the page ('safari under $2,000' →
 * 'safari · up to $2,000', 'day trip zanzibar' → 'zanzibar · 1 day'), so that a limit read from the words is shown
 * rather than applied unseen, and an order read from them ('longest safari' → 'safari · longest first'); null when the
 * reading set none (its words alone change what is searched, not how much). A month said is named too ('safari in
 * november' → 'safari · best in November first'), as an order is.
 */
export function readingLabel(typed: ExperienceFilter, meant: ExperienceFilter): string | null {
  const price = meant.minPrice !== typed.minPrice || meant.maxPrice !== typed.maxPrice ? priceText(meant.minPrice, meant.maxPrice) : undefined;
  const length = meant.nearDays !== undefined ? nearText(meant, meant.nearDays) : meant.minDays !== typed.minDays || meant.maxDays !== typed.maxDays ? lengthText(meant.minDays, meant.maxDays) : undefined;
  // An order read from the words, which the page's order menu does not show ('safari · most expensive first').
  const order = meant.order ? ORDER_TEXT[meant.order] : undefined;
  // A month said, which no control on the page shows ('safari · best in November first').
  const when = meant.whenMonths?.length ? `best in ${monthsText(meant.whenMonths)} first` : undefined;
  // Words ruled out, which no control on the page shows ('safari · without camping').
  const ruledOut = meant.without?.filter((w) => !typed.without?.includes(w));
  const without = ruledOut?.length ? `without ${ruledOut.join(' or ')}` : undefined;
  if (!price && !length && !order && !when && !without) return null;
  // The words, with the alternatives' first (the phrase as typed: EITHER) when the reading searched alternatives.
  const words = [meant.q, meant.anyOf?.[0]].filter(Boolean).join(' ');
  return [words && withoutLinkWords(words), price, length, order, when, without].filter(Boolean).join(' · ');
}
