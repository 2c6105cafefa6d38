import { isNumberTerm } from '../../matching/text-index.js';
import type { ExperienceFilter } from '../../filters.js';
import { PhraseTable, phrases, wordsOf } from '../phrase-table.js';

/**
 * The phrases a traveller's words are read by before the search (query-intent.ts) that are neither a length, a price
 * nor something ruled out: orders, other names for what the catalogue says (SYNONYMS), alternatives (EITHER), the
 * region, questions and praise around what is asked for, and the words that only link the rest.
 */

/**
 * Words that ask for an order rather than name a trip ('most expensive safari' found every safari, best match first;
 * 'shortest trip' led with an 11-day road trip): the matches in that order (ExperienceFilter.order). The cheapest are
 * asked for with a price bound (CHEAPER_PHRASES, budget.ts); 'short' and 'quick' with a length (SHORT).
 */
export const ORDERS = new PhraseTable<NonNullable<ExperienceFilter['order']>>([
  ...['most expensive', 'expensive', 'priciest', 'most costly'].map((p) => [wordsOf(p), 'price_desc'] as const),
  ...['longest', 'long'].map((p) => [wordsOf(p), 'duration_desc'] as const),
  ...['shortest', 'quickest'].map((p) => [wordsOf(p), 'duration_asc'] as const),
]);

/**
 * An order said the way a list's sorting menu says it ('cheapest first', 'price low to high', 'sort by duration'):
 * read before the cheaper trips and the lengths, so 'cheapest first' is every trip by price, not the trips under a
 * bound whose text says 'first' (it had led with a lake escape 'suitable for first-time visitors'), and 'sort by
 * price' every trip by price, not nothing.
 */
const SORT_BY = ['sort by', 'sorted by', 'order by', 'ordered by', 'by'];
const by = (...what: string[]) => SORT_BY.flatMap((words) => what.map((w) => `${words} ${w}`));
const SORT_PHRASES: Record<NonNullable<ExperienceFilter['order']>, string[]> = {
  price_asc: [
    'cheapest first', 'cheapest price first', 'lowest price first', 'lowest prices first', 'least expensive first',
    'price low to high', 'prices low to high', 'low to high', 'lowest to highest', 'price ascending', 'cheapest to most expensive',
    ...by('price', 'prices', 'cost'),
  ],
  price_desc: [
    'most expensive first', 'expensive first', 'priciest first', 'highest price', 'highest price first',
    'price high to low', 'prices high to low', 'high to low', 'highest to lowest', 'price descending',
  ],
  duration_asc: ['shortest first', 'shortest trips first', 'duration short to long', 'duration ascending', ...by('duration', 'length', 'days')],
  duration_desc: ['longest first', 'longest trips first', 'duration long to short', 'duration descending'],
};
export const SORTS = new PhraseTable(Object.entries(SORT_PHRASES).flatMap(([order, list]) => list.map((p) => [wordsOf(p), order as keyof typeof SORT_PHRASES] as const)));

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
const STARS: Array<[string[], string[]]> = ['5', 'five'].flatMap((n) =>
  ['star', 'stars'].flatMap((star): Array<[string[], string[]]> => [
    [[n, star], ['luxury']],
    [[`${n}${star}`], ['luxury']],
  ]),
);
/** The Big Five, however written ('big5' had been corrected to 'Big': 29 trips that say 'big'). */
const BIG_FIVE: Array<[string[], string[]]> = [['big', '5'], ['big5'], ['bigfive']].map((words) => [words, ['big', 'five']]);
/** A hotel's class said in words: luxury ('high end safari' found two trips whose text says 'high' and 'end'). */
const CLASS: Array<[string[], string[]]> = [['high', 'end'], ['highend'], ['upscale'], ['deluxe'], ['premium'], ['upmarket'], ['vip'], ['exclusive'], ['boutique'], ['first', 'class']].map(
  (words) => [words, ['luxury']],
);
/**
 * A game drive is what a safari is made of ('game drive' ranked the self-drives first: 'drive' in their names, 'game'
 * in their descriptions; the safaris say 'game drive' only among their activities).
 */
const GAME_DRIVE: Array<[string[], string[]]> = ['drive', 'drives', 'viewing'].map((word) => [['game', word], ['safari']]);
/**
 * Time on a beach, which the beach trips are ('we want to go on safari and then relax on the beach' had searched 'safari
 * relax beach', one Diani yoga retreat, not the bush-and-beach trips).
 */
const BEACH_TIME: Array<[string[], string[]]> = [
  ...['relax', 'relaxing', 'chill', 'chilling', 'unwind', 'lazy days', 'days', 'time'].flatMap((word) =>
    ['on the beach', 'at the beach', 'by the beach', 'on a beach', 'on beach'].map((where): [string[], string[]] => [[...word.split(' '), ...where.split(' ')], ['beach']]),
  ),
  // The category's own name ('family safari rwanda beach time' had kept 'time': "family rwanda time", a volcano hike).
  [['beach', 'time'], ['beach']],
];
/**
 * Safe for children is what the family trips are made to be ('safe for children' had found a gorilla trek and a
 * honeymoon whose agency's and places' texts say 'safe' and 'children').
 */
const SAFE_FOR_KIDS: Array<[string[], string[]]> = ['kids', 'children', 'families', 'family', 'toddlers', 'a child', 'a baby', 'babies'].flatMap((who) =>
  ['for', 'with'].map((joint): [string[], string[]] => [['safe', joint, ...who.split(' ')], ['family']]),
);
/**
 * Safari Blue is Zanzibar's best-known day at sea, a dhow to the sandbanks and reefs of Menai Bay: snorkelling off
 * Zanzibar, not a safari ('safari blue' had led with a Tarangire family safari whose text says 'blue').
 */
const SAFARI_BLUE: Array<[string[], string[]]> = [[['safari', 'blue'], ['zanzibar', 'snorkel']]];
/** Madagascar's Route Nationale 7 as travellers write it ('route nationale 7' had found Kilimanjaro's 7-day routes). */
const RN7: Array<[string[], string[]]> = [['rn', '7'], ['route', 'nationale', '7'], ['route', 'national', '7'], ['national', 'road', '7'], ['route', 'n7']].map((words) => [words, ['rn7']]);
/**
 * Giraffe Manor, the hotel beside Nairobi's Giraffe Centre, is that day's place, not the giraffes of every safari
 * ('giraffe manor' had read 'giraffe' as an animal and shown 78 safaris).
 */
const GIRAFFE_MANOR: Array<[string[], string[]]> = [[['giraffe', 'manor'], ['giraffe', 'centre']]];
/** Sainte-Marie as travellers shorten it ('ile ste marie' dropped 'ste' and found Marie's whales without the name). */
const SAINTE: Array<[string[], string[]]> = ['st', 'ste', 'saint'].map((saint) => [[saint, 'marie'], ['sainte', 'marie']]);
/**
 * Kibale by its full name, Kibale Forest National Park: its own trips' words never say 'forest', so 'kibale forest' had
 * found only the long tours that pass it (the Kibale chimpanzee days last).
 */
const KIBALE_FOREST: Array<[string[], string[]]> = [[['kibale', 'forest'], ['kibale']]];
/**
 * The white rhino is a rhino: the catalogue's texts do not tell the two kinds apart, and 'white' searched beside it is
 * the beaches' white sand ('white rhinos' had led with the bush-and-beach trips; 'white rhino uganda' had kept 'white
 * uganda', the Nile's white-water rafting). 'black rhino' is kept: the crater trips say it.
 */
const WHITE_RHINO: Array<[string[], string[]]> = ['rhino', 'rhinos', 'rhinoceros'].map((rhino) => [['white', rhino], [rhino]]);
/**
 * Gorilla habituation, a day with a gorilla family still being habituated, is offered in Bwindi alone ('gorilla
 * habituation' had led with Kibale's chimpanzee habituation day, whose description names its agency, Pearl of Africa
 * Gorilla Treks).
 */
const GORILLA_HABITUATION: Array<[string[], string[]]> = ['gorilla', 'gorillas'].map((gorilla) => [[gorilla, 'habituation'], ['bwindi', 'gorilla']]);
/**
 * The places' nicknames in travel writing: 'roof of africa' had found a Rwanda self-drive (its roof tent) and a
 * Uganda one before any Kilimanjaro climb; 'cradle of mankind' nothing. ('mountains of the moon', a name the gazetteer
 * knows, is read by the fallback: the Rwenzori.) Not Uganda's 'pearl of africa': an agency's name begins so, and its
 * trips are what that search finds.
 */
const NICKNAMES: Array<[string[], string[]]> = [
  [['roof', 'of', 'africa'], ['kilimanjaro']],
  [['land', 'of', 'a', 'thousand', 'hills'], ['rwanda']],
  [['land', 'of', '1000', 'hills'], ['rwanda']],
  // Olduvai Gorge, in the Ngorongoro Conservation Area ('the Cradle of Humankind' is South Africa's).
  [['cradle', 'of', 'mankind'], ['ngorongoro']],
];
export const SYNONYMS = new PhraseTable(
  ([...BIG_FIVE, ...NICKNAMES, [['1000', 'hills'], ['thousand', 'hills']], ...RN7, ...SAINTE, ...SAFARI_BLUE, ...GIRAFFE_MANOR, ...KIBALE_FOREST, ...GORILLA_HABITUATION, ...WHITE_RHINO, ...STARS, ...BALLOON, ...DEMONYMS, ...CLASS, ...GAME_DRIVE, ...BEACH_TIME, ...SAFE_FOR_KIDS] as Array<[string[], string[]]>).map(
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
  // Children travel on the family trips: the trips that say 'children' first ('safari with children' found the two
  // whose text says it, where 'kids safari' found the 23 family safaris).
  ...['children', 'child'].map((word): [string[], string[], { widening: true }] => [[word], ['children', 'family'], { widening: true }]),
  // A journey by road is a road trip, a self-drive or a scenic tour ('road trip kenya' found every Kenya trip that
  // says 'trip', the self-drive fifth; 'overland' nothing until the fallback read it as 'road trip').
  ...[['road', 'trip'], ['road', 'trips'], ['roadtrip'], ['roadtrips'], ['overland'], ['overlanding']].map((words): [string[], string[]] => [words, ['road trip', 'self drive', 'scenic tour']]),
  // A cruise is a trip by boat ('murchison falls cruise' found three long tours, not the Murchison safaris' launch trip
  // to the foot of the falls; 'river cruise' not the Selous boat safaris on the Rufiji).
  // The trips that say 'cruise' first (a widening alternative ranks little).
  ...['cruise', 'cruises'].map((word): [string[], string[], { widening: true }] => [[word], ['cruise', 'boat'], { widening: true }]),
  // A hike up a mountain is what the catalogue's treks and climbs are ('kenya hiking' found a bush-and-beach trip
  // whose description says 'hike', not the Mount Kenya trek).
  ...['hike', 'hikes', 'hiking', 'hiker', 'hikers'].map((word): [string[], string[]] => [[word], ['hike', 'trek', 'climb']]),
  // A bike is how the catalogue's cycling tours are made ('bike tour rwanda' had found Rwanda's tours, not the Congo
  // Nile Trail's cycling; 'bike' only the Jinja weekends' quad bikes). A ride on one too: 'bike ride' had kept 'ride',
  // Zanzibar's horse rides. And an e-bike, its 'e' read as the start of any word ('e-bike' had led with a Kivu escape).
  ...['bike', 'bikes', 'biking', 'bicycle', 'bicycles', 'bicycling', 'ebike', 'ebikes', 'cyclist', 'cyclists'].flatMap((word): Array<[string[], string[]]> => [
    [[word], [word, 'cycling']],
    [['e', word], [word, 'cycling']],
    ...['ride', 'rides', 'riding'].map((ride): [string[], string[]] => [[word, ride], [word, 'cycling']]),
  ]),
  // The great apes of the region are its gorillas and its chimpanzees ('great apes' had been read as gorillas alone).
  ...[['great', 'apes'], ['great', 'ape'], ['apes'], ['ape']].map((words): [string[], string[]] => [words, ['gorilla', 'chimpanzee']]),
  // Lions climb trees in Lake Manyara and in Queen Elizabeth's Ishasha sector: the trips that say so first, then
  // those two parks' ('lake manyara tree climbing lions' had kept 'tree' and dropped the lions).
  ...['lion', 'lions'].map((lion): [string[], string[]] => [['tree', 'climbing', lion], ['tree climbing lion', 'manyara', 'ishasha', 'queen elizabeth']]),
  // The Big Five are seen together in a few parks: the trips that say so first, then those parks' ('big five tanzania'
  // had found the two bush-and-beach trips that say it, not the Ngorongoro Crater; 'big five kenya' nothing).
  ...[['big', 'five'], ['big', '5'], ['big5'], ['bigfive']].map((words): [string[], string[]] => [words, ['big five', 'ngorongoro', 'serengeti', 'masai mara', 'laikipia', 'akagera']]),
  // An animal few trips name: the trips that name it first, then the safaris of its range (a widening alternative
  // ranks little).
  ...ANIMAL_RANGES.flatMap(([forms, range]) => forms.map((word): [string[], string[], { widening: true }] => [[word], [forms[0]!, ...range], { widening: true }])),
  ...COUNTRY_PART_PHRASES,
  // Kenya's coast by its halves: Diani's beaches south of Mombasa, Lamu to the north ('south coast kenya' had been read
  // as the south of Kenya, a Masai Mara safari first).
  ...(['south', 'north'] as const).flatMap((half) =>
    ['kenya', 'kenyan'].flatMap((country) =>
      [[half, 'coast', country], [country, half, 'coast'], [country, `${half}ern`, 'coast'], [`${half}ern`, 'coast', country]].map((words): [string[], string[]] => [
        words,
        [`${half} coast`, half === 'south' ? 'diani' : 'lamu'],
      ]),
    ),
  ),
  // Tanzania's southern parks, as its northern ones are the catalogue's Northern Circuit ('southern circuit' had
  // searched 'circuit' and found the Northern Circuit trips).
  ...['southern', 'south'].flatMap((word) =>
    [[word, 'circuit'], ['tanzania', word, 'circuit'], [word, 'circuit', 'tanzania']].map((words): [string[], string[]] => [words, ['southern circuit', 'ruaha', 'nyerere', 'selous', 'mikumi']]),
  ),
];

export const EITHER = new PhraseTable(EITHER_PHRASES.map(([from, to, options]) => [from, { to, widening: options?.widening ?? false }] as const));

/** The words of EITHER's phrases, shortest first: what a word being typed may be finishing (suggestions.ts). */
export const ALTERNATIVES_WORDS: readonly string[] = [...new Set(EITHER_PHRASES.flatMap(([words]) => words))].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));

/**
 * The region every experience is in says nothing about which one: 'east african safari' is a safari, 'africa' the
 * whole catalogue. Not after another region's word: 'south africa' is a place the catalogue does not cover.
 */
export const REGION = phrases(['east africa', 'east african', 'eastern africa', 'africa', 'african', 'afrique', 'afrika', 'ostafrika', 'africa oriental', 'afrique de l est'].map(wordsOf));
export const OTHER_REGIONS = new Set(['south', 'southern', 'west', 'western', 'north', 'northern', 'central']);

/**
 * A traveller's question around what they want: 'things to do in zanzibar', 'best time to visit serengeti' are the
 * place's experiences (with 'best' a word that ranks, text-search.ts GENERIC_WORDS, 'best time' would otherwise
 * find the trips whose text says 'time'). Longest first.
 */
export const QUESTION_PHRASES = [
  'what to pack', 'what to pack for', 'what to bring', 'what to bring on', 'what to wear', 'what to wear on', 'packing list', 'packing list for',
  'things to do', 'what to do', 'places to visit', 'where to go', 'where to see', 'best time to visit', 'best time to go',
  'best time', 'best season', 'when to visit', 'when to go',
  // Or the month ('best month for gorillas' had been named 'best gorillas').
  'best month', 'best months', 'best month to visit', 'best month to go', 'which month', 'what month',
  // Or as a sentence ('i want to climb kilimanjaro' showed "Showing results for climb kilimanjaro").
  'i want to', 'we want to', 'i want', 'we want', 'i would like to', 'we would like to', 'i d like to', 'we d like to',
  // A contraction is read as its words (text-search.ts queryTerms): "i'd like a safari" had been named 'd safari'.
  'i would like', 'we would like', 'i would love to', 'we would love to', 'i would love', 'we would love',
  'i am looking for', 'we are looking for', 'looking for', 'i m looking for', 'we re looking for',
  // Or who the traveller is, which the words after it say ('we are a family of 5…' had been named 'we are a family').
  'we are', 'i am', 'we re', 'i m', 'we will be', 'i will be', 'we ll be', 'i ll be',
  'we are planning', 'i am planning', 'we re planning', 'i m planning', 'planning', 'planning to', 'plan to', 'we plan to', 'i plan to',
  // Or as a question ('can i climb kilimanjaro in 5 days' was named 'can i climb kilimanjaro · about 5 days').
  'can i', 'can we', 'can you', 'is it possible to', 'how can i', 'how do i', 'how to', 'where can i', 'where can we',
  // Or whether it is safe, which a local agent answers ('is it safe to travel to uganda' had led with a rafting trip's safety).
  'is it safe', 'is it safe to', 'how safe is', 'how safe is it to',
  // Or the odds of a summit ('kilimanjaro success rate' had been named 'kilimanjaro rate').
  'success rate', 'success rates', 'the success rate', 'what is the success rate',
  'where to', 'where is', 'where are', 'where s', 'is there', 'are there', 'do you have', 'do you offer', 'what is', 'what are', 'what s', 'which is', 'which are', 'which one', 'which',
  // Or the weather, which the months said with it answer ('climate in march' found nothing, 'weather in july' was
  // named 'july · best in July').
  'weather', 'the weather', 'climate', 'the climate', 'temperature', 'temperatures', 'weather like',
  // Or as the way to do it ('cheapest way to see gorillas' searched 'way' and found the one trip whose text says it).
  'way to', 'ways to', 'the way to',
  // Or who sells it: every trip here is a local agent's ('travel agent kenya' had been named 'travel kenya').
  'travel agent', 'travel agents', 'travel agency', 'travel agencies', 'tour operator', 'tour operators', 'operator', 'operators',
  'agent', 'agents', 'agency', 'agencies', 'company', 'companies',
  // Or as what the traveller has ('i have 10 days and 5000 dollars' had searched 'i have and').
  'i have', 'we have', 'i ve got', 'we ve got', 'i have got', 'we have got', 'i got', 'we got',
  // Or around a place ('near kilimanjaro' found the seven trips whose text says 'near').
  'near', 'nearby', 'close to', 'around',
  // Or where it starts or ends, which the agent arranges and the place after it says ('tours starting in kigali' had
  // found the one trip whose text says 'starting').
  'starting in', 'starting from', 'starting at', 'starts in', 'starts from', 'start in', 'start from', 'departing from',
  'departs from', 'departure from', 'departures from', 'leaving from', 'ending in', 'ending at', 'ends in', 'finishing in',
  'finishing at',
  // Or how long to stay, which every card shows and the agent plans ('how many days do i need for a safari' had
  // searched 'days need', two Tsingy trips; 'how long safari' had put the longest safaris first).
  'how many days', 'how many nights', 'how many weeks', 'how long', 'how long is', 'how long does', 'how long do', 'how much time',
  'how long does it take', 'how long does it take to', 'how long will it take', 'how long will it take to', 'how long to',
  'do i need', 'do we need', 'i need', 'we need', 'need',
  // Or what it costs, which every card shows ('how much does kilimanjaro cost' had been named 'kilimanjaro cost').
  'how much', 'how much is', 'how much are', 'how much does', 'how much do', 'how much for', 'how much would', 'how expensive is',
  // Or the price's unit, which every price here is ('under 1000 per person' had searched 'per person').
  'per person', 'per head', 'per adult', 'per pax', 'pp', 'a person', 'each person', 'per traveller', 'per traveler',
  // Or as a request to the page ('show all tours', 'what do you have' and 'available trips' had found nothing).
  'show', 'show me', 'show us', 'find', 'find me', 'search', 'search for', 'browse', 'list', 'list of', 'give me',
  'what do you have', 'what have you got', 'available', 'what s available', 'what is available',
  // Or offers, as 'deals' are (text-search.ts ANY_TRIP_WORDS): 'kenya safari special offers' had found the one trip
  // whose text says 'special'.
  'special offer', 'special offers', 'special deal', 'special deals', 'specials', 'on sale', 'for sale',
];
/**
 * Praise a traveller adds to any trip: 'off the beaten track kenya' is the Kenya trips ('off the beaten track' had
 * searched 'track' and led with chimpanzee tracking), 'bucket list' every trip ('list' found a vanilla trail).
 */
const PRAISE_PHRASES = [
  'off the beaten track', 'off the beaten path', 'off beaten track', 'off beaten path', 'bucket list', 'once in a lifetime',
  'hidden gem', 'hidden gems', 'must see', 'must do', 'unique', 'authentic', 'unforgettable', 'incredible', 'amazing', 'iconic',
  // And how far from others a trip feels, which the catalogue does not say ('remote' and 'off grid' had found nothing,
  // 'secluded beach' had been shown as a search for 'beach' instead).
  'remote', 'off grid', 'off the grid', 'offgrid', 'secluded', 'untouched', 'unspoilt', 'unspoiled',
  // And the places a traveller asks for in general ('most beautiful places in rwanda' had shown "results for places rwanda").
  'beautiful', 'most beautiful', 'stunning', 'breathtaking', 'spectacular', 'best places', 'beautiful places', 'places to see', 'places',
  // Or one ('best place to see gorillas' had found the nine gorilla trips whose text says 'place', of 26).
  'best place', 'place to see', 'place to go', 'place',
  // And what there is to see ('top attractions in rwanda' had been named 'top rwanda'; 'attractions' found nothing).
  'attractions', 'attraction', 'top attractions', 'main attractions', 'tourist attractions', 'sights', 'main sights', 'things to see', 'what to see',
  // How others rated a trip, which the catalogue does not record: 'best rated' and 'most popular' had found nothing.
  'top rated', 'best rated', 'highest rated', 'highly rated', 'well rated', 'top reviewed', 'best reviewed', 'well reviewed',
  'highly recommended', 'most recommended', 'most popular', 'trending', 'favourite', 'favorite',
  // When a trip was listed, which the catalogue does not order by ('newest' and 'latest' had found nothing).
  'newest', 'latest', 'most recent', 'recently added', 'new arrivals',
  // Where the pictures are, which any trip's agent knows ('instagram spots zanzibar' found nothing).
  'instagram', 'instagrammable', 'instagram spots', 'instagram worthy', 'instagram places', 'photo spots', 'photogenic', 'selfie spots',
  // Places weighed against each other ('which is better kenya or tanzania' had searched 'better': two Kilimanjaro climbs).
  'better', 'is better', 'the better', 'better for', 'is better for',
];
/**
 * What a trip includes, which its text rarely says and which says nothing of which trip: every trip is a package
 * with its permits, fees and meals ('small group gorilla trekking with permits included' had dropped 'gorilla' and kept
 * 'included').
 */
export const INCLUDED_PHRASES = [
  'permits included', 'permit included', 'with permits included', 'with permit included', 'permits', 'permit', 'meals included',
  'all meals included', 'park fees included', 'fees included', 'flights included', 'included',
  // And the transfers ('kigali airport transfer' had dropped 'airport' and kept 'transfer': seven Kigali trips of 16).
  'airport transfer', 'airport transfers', 'airport pickup', 'airport pick up', 'airport pickups', 'transfers included',
];
/** The middle class of comfort, which every agent plans ('mid range safari' had searched 'mid safari'). */
const MID_RANGE_PHRASES = ['mid range', 'midrange', 'mid level', 'mid priced', 'mid price', 'moderately priced'];
export const QUESTIONS = phrases([...QUESTION_PHRASES, ...PRAISE_PHRASES, ...MID_RANGE_PHRASES, ...INCLUDED_PHRASES].map(wordsOf));

/** How many of a query's words are read for what they mean (a search takes the first eight of those left). */
export const READ_TERMS_MAX = 24;

/** Words between a negation or a wish and what it names ('without a guide', 'looking for a safari'). */
export const ARTICLES = new Set(['a', 'an', 'the', 'any']);
/** Words that only linked what was read to the rest ('a week in zanzibar', 'safari for 5 days'): not shown. */
export const LINK_WORDS = new Set(['in', 'from', 'for', 'of', 'on', 'to', 'at', 'a', 'the', 'and', 'or', 'with', 'around', 'about', 'this', 'next']);
/**
 * Other languages' words that link theirs, as 'in' and 'and' link ours. Not 'de', 'des', 'la' or 'le': they are in the
 * region's names (Tsingy de Bemaraha, Montagne d'Ambre). Between two words they link ('safari en tanzania' had kept
 * 'en', matched as the start of 'end' and 'enjoy', and found 8 of Tanzania's 29 safaris; Portuguese 'safári na
 * tanzânia' 20 of them); searched alone, or when the words find nothing, they drop as query-fallback's phrases say.
 */
export const FOREIGN_LINK_WORDS = ['en', 'el', 'los', 'las', 'del', 'nach', 'im', 'und', 'et', 'y', 'e', 'para', 'pour', 'por', 'con', 'avec', 'mit', 'nel', 'em', 'na', 'nas'];
/**
 * With them, 'plus' between two words: it joins them as 'and' does ('safari plus beach' had been read as 'safari or
 * beach', 104 trips, not the 8 that offer both). After a price it says the least to pay ('3000 plus': bounds.ts, read
 * before this).
 */
const LINKS = new Set([...FOREIGN_LINK_WORDS, 'plus']);
/** `terms[i]` is a word that links the words either side of it ('safari en tanzania', 'safari plus beach'). */
export const linksWords = (terms: readonly string[], i: number): boolean => i > 0 && i < terms.length - 1 && LINKS.has(terms[i]!);

/** Words that ask for every trip, alone or around words that say only 'a trip' ('all', 'everything', 'all tours'). */
export const EVERY_WORDS = new Set(['all', 'any', 'anything', 'everything', 'whatever']);
/** Words around words that say only 'a trip' that say nothing more ('all tours', 'our best experiences'). */
export const FILLER_WORDS = new Set([...LINK_WORDS, ...EVERY_WORDS, 'some', 'our', 'your', 'my', 'me', 'us', 'new', 'great', 'good', 'something']);
