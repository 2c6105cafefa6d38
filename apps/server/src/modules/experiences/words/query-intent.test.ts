import { describe, expect, it } from 'vitest';
import { numberAsPrice, readingLabel, readingsOf, understandQuery, type Reading } from './query-intent.js';
import { cheaperWhenAsked } from './budget.js';
import type { ExperienceFilter } from '../filters.js';
import { namedWordsOf, queryTerms, textQueryOf } from './text-search.js';

/** What a family's words rule out unsaid: the honeymoons, and the ape treks children cannot take (party.ts). */
const FAMILY_RULED_OUT = ['honeymoon', 'gorilla', 'chimpanzee'];

describe('what the words mean before they are searched', () => {
  it('reads the same words alike in every filter, each reading its own (the words are read once and kept)', () => {
    const q = 'family safari in july under 3000';
    const plain = understandQuery({ q })!;
    expect(plain).toEqual({ q: 'family safari in', maxPrice: 3000, whenMonths: [7], without: FAMILY_RULED_OUT, unsaid: FAMILY_RULED_OUT });
    // The same words beside other filters: their own bounds and places, nothing of the reading before.
    expect(understandQuery({ q, maxPrice: 2000, places: ['Serengeti'], without: ['camping'] })).toEqual({
      q: 'family safari in',
      maxPrice: 2000,
      places: ['Serengeti'],
      whenMonths: [7],
      without: ['camping', ...FAMILY_RULED_OUT],
      unsaid: FAMILY_RULED_OUT,
    });
    // With alternatives already set, 'or' is no other set of them: the words' reading without them is not reused.
    expect(understandQuery({ q: 'lamu or zanzibar' })).toEqual({ anyOf: ['lamu', 'zanzibar'], inTurn: true });
    expect(understandQuery({ q: 'lamu or zanzibar', anyOf: ['kenya'] })).toBeUndefined();
    // A reading shared by every search of its words cannot be changed by one of them.
    expect(() => plain.whenMonths!.push(8)).toThrow(TypeError);
    expect(understandQuery({ q })!.whenMonths).toEqual([7]);
  });
  it('reads a place joined with its own country as a trip to both, those that combine them first', () => {
    for (const q of ['tanzania and zanzibar', 'Zanzibar & Tanzania', 'tanzania+zanzibar', 'kenya plus masai mara', 'masai mara and kenya']) {
      expect(understandQuery({ q }), q).toMatchObject({ combinedFirst: true });
    }
    // The country's trips (still required), the place's ranked first (a widening alternative): the other words are
    // searched as ever.
    expect(understandQuery({ q: 'beach holiday tanzania and zanzibar' })).toMatchObject({ q: 'beach holiday tanzania', anyOf: ['zanzibar', 'tanzania'], widening: true, combinedFirst: true });
    expect(understandQuery({ q: 'kenya plus masai mara' })).toMatchObject({ q: 'kenya', anyOf: ['masai mara', 'kenya'], widening: true, combinedFirst: true });
    expect(understandQuery({ q: 'honeymoon tanzania and zanzibar 7 days' })).toMatchObject({ q: 'honeymoon tanzania', anyOf: ['zanzibar', 'tanzania'], nearDays: 7 });
    // A slip of the place's name is searched as typed, for the search's correction, which the page names.
    expect(understandQuery({ q: 'tanzania and zanzibr' })).toBeUndefined();
    // Side by side, the country only says where the place is; another country's place is no part of it ('kenya and
    // zanzibar' is a trip to either, read when the words find nothing together: query-fallback.ts); two places of
    // one country name no country.
    for (const q of ['tanzania zanzibar', 'zanzibar, tanzania', 'kenya and zanzibar', 'serengeti and zanzibar', 'tanzania and kenya']) {
      expect(understandQuery({ q })?.combinedFirst, q).toBeUndefined();
    }
  });
  it('reads a day trip as a length of one day, not the word "day"', () => {
    expect(understandQuery({ q: 'day trip zanzibar' })).toEqual({ q: 'zanzibar', maxDays: 1, atMost: 1 });
    expect(understandQuery({ q: 'Zanzibar day-trips' })).toEqual({ q: 'zanzibar', maxDays: 1, atMost: 1 });
    expect(understandQuery({ q: '1-day safari', minPrice: 100 })).toEqual({ q: 'safari', maxDays: 1, minPrice: 100, atMost: 1 });
    expect(understandQuery({ q: 'half day tour' })).toEqual({ q: undefined, maxDays: 1, atMost: 1 });
    expect(understandQuery({ q: 'Zanzibar weekend' })).toEqual({ q: 'zanzibar', maxDays: 3, atMost: 3 });
    expect(understandQuery({ q: 'long weekend trip', maxDays: 2 })).toEqual({ q: undefined, maxDays: 2, atMost: 3 });
    expect(understandQuery({ q: 'one day', maxDays: 5 })).toEqual({ q: undefined, maxDays: 1, atMost: 1 });
    // When none is that short: every length, shortest first; with no other words, nothing more to try.
    const dayTrip = understandQuery({ q: 'day trip arusha', minDays: 2 })!;
    // The trips named for the words first, then those that only mention them.
    expect(readingsOf(dayTrip, { q: 'day trip arusha', minDays: 2 })).toEqual([
      { q: 'arusha', minDays: 2, maxDays: 1, namedOnly: true },
      { q: 'arusha', minDays: 2, maxDays: undefined, nearDays: 1, namedOnly: true },
      { q: 'arusha', minDays: 2, maxDays: 1 },
      { q: 'arusha', minDays: 2, maxDays: undefined, nearDays: 1 },
    ]);
    expect(readingsOf(understandQuery({ q: 'half day tour' })!, { q: 'half day tour' })).toEqual([{ q: undefined, maxDays: 1 }]);
  });
  it('reads "multi day" and "overnight" as at least two days, not the word "day" every name has', () => {
    expect(understandQuery({ q: 'multi-day trek' })).toEqual({ q: 'trek', minDays: 2 });
    expect(understandQuery({ q: 'overnight safari', minDays: 3 })).toEqual({ q: 'safari', minDays: 3 });
    expect(understandQuery({ q: 'multiday tours' })).toEqual({ q: undefined, minDays: 2 });
    expect(understandQuery({ q: 'zanzibar several days' })).toEqual({ q: 'zanzibar', minDays: 2 });
  });
  it('reads what a traveller rules out as words no match may be named for, not words to find', () => {
    expect(understandQuery({ q: 'safari without camping' })).toEqual({ q: 'safari', without: ['camping'] });
    expect(understandQuery({ q: 'no camping safari' })).toEqual({ q: 'safari', without: ['camping'] });
    expect(understandQuery({ q: 'gorillas not uganda' })).toEqual({ q: 'gorillas', without: ['uganda'] });
    // A name goes on to its last word; a kind of trip or a country is still asked for.
    expect(understandQuery({ q: 'kenya without masai mara' })).toEqual({ q: 'kenya', without: ['masai mara'] });
    expect(understandQuery({ q: 'safari without camping kenya' })).toEqual({ q: 'safari kenya', without: ['camping'] });
    expect(understandQuery({ q: 'safari without the camping or walking' })).toEqual({ q: 'safari', without: ['camping', 'walking'] });
    expect(understandQuery({ q: 'no camping' })).toEqual({ q: undefined, without: ['camping'] });
    expect(understandQuery({ q: 'everything but safari' })).toEqual({ q: undefined, without: ['safari'] });
    expect(understandQuery({ q: 'anything except beach' })).toEqual({ q: undefined, without: ['beach'] });
    // What follows is read another way: a bound, the cheaper trips; a short word is not ruled out.
    expect(understandQuery({ q: 'safari no more than 5 days' })).toEqual({ q: 'safari', maxDays: 5 });
    expect(understandQuery({ q: 'not too expensive safari' })).toEqual({ q: 'safari', cheaper: true });
    expect(understandQuery({ q: 'nosy be' })).toBeUndefined();
    expect(understandQuery({ q: 'no' })).toBeUndefined();
    expect(understandQuery({ q: 'not in' })).toBeUndefined();
    // A time ruled out says nothing of which trip: every trip's dates are the traveller's.
    expect(understandQuery({ q: 'safari not in july' })).toEqual({ q: 'safari' });
    expect(understandQuery({ q: 'beach holiday not in zanzibar' })).toEqual({ q: 'beach holiday', without: ['zanzibar'] });
    // A minus before a word, as search engines take it; not a hyphen inside a word, a negative number or a dash.
    expect(understandQuery({ q: 'safari -camping' })).toEqual({ q: 'safari', without: ['camping'] });
    expect(understandQuery({ q: 'beach −zanzibar' })).toEqual({ q: 'beach', without: ['zanzibar'] });
    expect(understandQuery({ q: 'self-drive kenya' })).toBeUndefined();
    expect(understandQuery({ q: 'safari - beach' })).toBeUndefined();
    // Portuguese 'no' is 'in the' before Kenya's name in Portuguese: nothing is ruled out.
    expect(understandQuery({ q: 'safari no quênia' })).toBeUndefined();
    expect(understandQuery({ q: 'safari no kenya' })).toEqual({ q: 'safari', without: ['kenya'] });
  });
  it("leaves a honeymoon out of a family's search, unsaid on the page", () => {
    const family = understandQuery({ q: 'family zanzibar' })!;
    expect(family).toEqual({ q: 'family zanzibar', without: FAMILY_RULED_OUT, unsaid: FAMILY_RULED_OUT });
    expect(readingLabel({ q: 'family zanzibar' }, family)).toBeNull();
    // Children said, or searched as the family trips' alternative; with what the words rule out, which is named.
    expect(understandQuery({ q: 'zanzibar with kids' })).toMatchObject({ without: FAMILY_RULED_OUT });
    expect(understandQuery({ q: 'safari with children' })).toMatchObject({ anyOf: ['children', 'family'], without: FAMILY_RULED_OUT });
    const noBeach = understandQuery({ q: 'safari without beach for a family' })!;
    expect(noBeach.without).toEqual(['beach', ...FAMILY_RULED_OUT]);
    expect(readingLabel({ q: 'safari without beach for a family' }, noBeach)).toBe('safari for a family · without beach');
    // Not the honeymoons when a couple's trip is asked for (the ape treks still), nor anything when the children are
    // what is ruled out.
    expect(understandQuery({ q: 'honeymoon with baby' })).toEqual({ q: 'honeymoon with baby', without: ['gorilla', 'chimpanzee'], unsaid: ['gorilla', 'chimpanzee'] });
    expect(understandQuery({ q: 'beach without kids zanzibar' })).toEqual({ q: 'beach zanzibar', without: ['kids'] });
    // The ape treks, which children cannot take, unless the words ask for the apes or a trek, or say the children are
    // teenagers.
    expect(understandQuery({ q: 'family gorilla trek' })).toMatchObject({ without: ['honeymoon'] });
    expect(understandQuery({ q: 'uganda with teenagers' })).toMatchObject({ without: ['honeymoon'] });
    expect(understandQuery({ q: 'family chimps' })).toMatchObject({ without: ['honeymoon'] });
    // Read from the words as typed: a fallback's words read again ('teenagers' searched as 'family') keep that reading's.
    const teens = understandQuery({ q: 'teenagers' })!;
    expect(teens).toMatchObject({ without: ['honeymoon'], unsaid: ['honeymoon'] });
    expect(understandQuery({ ...teens, q: 'family' })).toBeUndefined();
    // Nor a family that is not the traveller's, nor what a family runs.
    expect(understandQuery({ q: 'gorilla family' })).toBeUndefined();
    expect(understandQuery({ q: 'stay with a host family' })?.without).toBeUndefined();
    expect(understandQuery({ q: 'family-run lodge zanzibar' })).toBeUndefined();
  });
  it('keeps a kind of trip beside a length or a price: only words that say "a trip" say nothing more', () => {
    // '3 day trek' had been every 3-day trip (a safari first), 'trekking under 2000' every trip under $2,000.
    expect(understandQuery({ q: '3 day trek' })).toMatchObject({ q: 'trek', nearDays: 3 });
    expect(understandQuery({ q: 'trekking under 2000' })).toEqual({ q: 'trekking', maxPrice: 2000 });
    expect(understandQuery({ q: 'half day national park' })).toMatchObject({ q: 'national park', maxDays: 1 });
    expect(understandQuery({ q: '3 day tour' })).toMatchObject({ q: undefined, nearDays: 3 });
  });
  it('reads "big 5" as the Big Five and leaves other words alone', () => {
    // The trips that say 'Big Five', then the parks where the five are seen together ('big five tanzania' had found two
    // bush-and-beach trips, not the Ngorongoro Crater). The 5 of 'big 5' is no length (it would find the 5-day trips).
    const bigFive = ['big five', 'ngorongoro', 'serengeti', 'masai mara', 'laikipia', 'akagera'];
    expect(understandQuery({ q: 'big 5 safari' })).toEqual({ q: 'safari', anyOf: bigFive });
    expect(understandQuery({ q: 'big five safari' })).toEqual({ q: 'safari', anyOf: bigFive });
    expect(understandQuery({ q: 'big 5 kenya 5 days' })).toMatchObject({ q: 'kenya', anyOf: bigFive, nearDays: 5 });
    // Another name longer than an animal's alternatives at the same word wins: Giraffe Manor is beside the Giraffe Centre.
    expect(understandQuery({ q: 'giraffe manor' })).toEqual({ q: 'giraffe centre' });
    expect(understandQuery({ q: 'giraffe' })).toMatchObject({ anyOf: ['giraffe', 'tanzania safari', 'kenya safari', 'murchison', 'akagera'] });
    // A hotel's five stars are luxury, not the 5-day trips that mention stars.
    expect(understandQuery({ q: '5 star safari' })).toEqual({ q: 'luxury safari', numberNamed: true });
    expect(understandQuery({ q: 'five stars zanzibar' })).toEqual({ q: 'luxury zanzibar' });
    // Written as one word ('big5' had been corrected to 'Big': the 29 trips that say 'big').
    expect(understandQuery({ q: 'big5 safari' })).toEqual({ q: 'safari', anyOf: bigFive });
    expect(understandQuery({ q: 'bigfive' })).toEqual({ anyOf: bigFive });
    expect(understandQuery({ q: '5star safari' })).toEqual({ q: 'luxury safari' });
    // Madagascar's RN7 written out ('route nationale 7' had found Kilimanjaro's 7-day routes).
    expect(understandQuery({ q: 'route nationale 7' })).toEqual({ q: 'rn7', numberNamed: true });
    expect(understandQuery({ q: 'rn 7 highlands' })).toEqual({ q: 'rn7 highlands', numberNamed: true });
    // So is a class said in words ('high end safari' had found two trips whose text says 'high' and 'end').
    expect(understandQuery({ q: 'high end safari' })).toEqual({ q: 'luxury safari' });
    expect(understandQuery({ q: 'upscale lodge' })).toEqual({ q: 'luxury lodge' });
  });
  it('searches what the catalogue also says another way as alternatives, the words as typed among them', () => {
    // 'maasai village' as typed found a self-drive with a Maasai guide and a Meru village, not 'Visit to a Maasai manyatta'.
    expect(understandQuery({ q: 'masai village kenya' })).toEqual({ q: 'kenya', anyOf: ['maasai village', 'maasai manyatta', 'maasai boma'] });
    expect(understandQuery({ q: 'waterfalls' })).toEqual({ q: undefined, anyOf: ['waterfall', 'falls'] });
    // One such phrase per search: a second is searched as typed.
    expect(understandQuery({ q: 'waterfall boma' })).toEqual({ q: 'boma', anyOf: ['waterfall', 'falls'] });
    // The page's label names the phrase with the bound it read.
    expect(readingLabel({ q: 'maasai village 3 days' }, understandQuery({ q: 'maasai village 3 days' })!)).toBe('maasai village · about 3 days');
  });
  it("searches places joined by 'or' as alternatives, each whole", () => {
    // As words, every one required, it had found the two Amboseli trips that name both mountains.
    // Taken in turn, as places named together are when nothing has them all (query-fallback.ts).
    expect(understandQuery({ q: 'kilimanjaro or mount kenya' })).toEqual({ q: undefined, anyOf: ['kilimanjaro', 'mount kenya'], inTurn: true });
    expect(understandQuery({ q: 'gorillas rwanda or uganda' })).toEqual({ q: 'gorillas', anyOf: ['rwanda', 'uganda'], inTurn: true });
    expect(understandQuery({ q: 'nosy be or zanzibar or lamu beach' })).toEqual({ q: 'beach', anyOf: ['nosy be', 'zanzibar', 'lamu'], inTurn: true });
    // A slip of a place's name is searched by the name, and named so: an alternative finding nothing had left only
    // the other's trips, unsaid.
    expect(understandQuery({ q: 'kilimanjro or mount kenya' })).toMatchObject({ anyOf: ['kilimanjaro', 'mount kenya'], inTurn: true });
    expect(readingLabel({ q: 'kilimanjro or mount kenya' }, understandQuery({ q: 'kilimanjro or mount kenya' })!)).toBe('Kilimanjaro or mount kenya');
    expect(readingLabel({ q: 'kilimanjaro or mount kenya' }, understandQuery({ q: 'kilimanjaro or mount kenya' })!)).toBeNull();
    // Named as typed beside a bound read.
    expect(readingLabel({ q: 'safari kenya or tanzania under 3000' }, understandQuery({ q: 'safari kenya or tanzania under 3000' })!)).toBe('safari kenya or tanzania · up to $3,000');
    // A place joined with its country: both named, as searched.
    expect(readingLabel({ q: 'honeymoon tanzania and zanzibar 7 days' }, understandQuery({ q: 'honeymoon tanzania and zanzibar 7 days' })!)).toBe('honeymoon zanzibar and tanzania · about 7 days');
    // Not words that are no place, nor places without 'or' between them.
    expect(understandQuery({ q: 'beach or safari' })).toBeUndefined();
    expect(understandQuery({ q: 'serengeti masai mara' })).toBeUndefined();
    // Alternatives the traveller chose on the page stand.
    expect(understandQuery({ q: 'kenya or tanzania', anyOf: ['beach'] })).toBeUndefined();
  });
  it('reads an order asked for in words, leaving lengths and the cheaper trips to their own readings', () => {
    expect(understandQuery({ q: 'most expensive safari' })).toEqual({ q: 'safari', order: 'price_desc' });
    expect(understandQuery({ q: 'priciest honeymoon' })).toEqual({ q: 'honeymoon', order: 'price_desc' });
    expect(understandQuery({ q: 'longest kilimanjaro route' })).toEqual({ q: 'kilimanjaro route', order: 'duration_desc' });
    expect(understandQuery({ q: 'quickest kilimanjaro climb' })).toEqual({ q: 'kilimanjaro climb', order: 'duration_asc' });
    // With nothing else to search, the whole catalogue in that order ('trip' says nothing more once the rest is read).
    expect(understandQuery({ q: 'shortest trip' })).toEqual({ q: undefined, order: 'duration_asc' });
    // A long weekend is a weekend, a week-long trip a week: read as lengths first.
    expect(understandQuery({ q: 'long weekend zanzibar' })).toEqual({ q: 'zanzibar', maxDays: 3, atMost: 3 });
    expect(understandQuery({ q: 'week long safari' })).toMatchObject({ q: 'safari', nearDays: 7 });
    // 'cheapest' asks for a price bound (budget.ts), not only an order.
    expect(understandQuery({ q: 'cheapest safari' })).toEqual({ q: 'safari', cheaper: true });
    // The page names the order read, which its order menu does not show.
    expect(readingLabel({ q: 'most expensive safari' }, understandQuery({ q: 'most expensive safari' })!)).toBe('safari · most expensive first');
  });

  it("reads an order said as a sorting menu says it, before the cheaper trips: 'first' and 'sort by' are no words", () => {
    // 'cheapest first' had been the trips under a bound whose text says 'first'; 'sort by price' had found nothing.
    for (const q of ['cheapest first', 'lowest price first', 'price low to high', 'sort by price', 'order by price', 'by price']) {
      expect(understandQuery({ q }), q).toEqual({ q: undefined, order: 'price_asc' });
    }
    for (const q of ['most expensive first', 'price high to low', 'highest price']) expect(understandQuery({ q }), q).toEqual({ q: undefined, order: 'price_desc' });
    expect(understandQuery({ q: 'longest first' })).toEqual({ q: undefined, order: 'duration_desc' });
    expect(understandQuery({ q: 'sort by duration' })).toEqual({ q: undefined, order: 'duration_asc' });
    expect(understandQuery({ q: 'zanzibar safari cheapest first' })).toEqual({ q: 'zanzibar safari', order: 'price_asc' });
    // 'cheapest' alone still asks for the cheaper trips; 'first' beside no order is a word ('first time').
    // 'way to' is no word ('cheapest way to see gorillas' had found the one trip whose text says 'way').
    expect(understandQuery({ q: 'cheapest way to see gorillas' })).toEqual({ q: 'see gorillas', cheaper: true });
    // Nor who sells it ('travel agent kenya' had been named 'travel kenya'; 'safari company' keeps the safaris).
    expect(understandQuery({ q: 'travel agent kenya' })).toEqual({ q: 'kenya' });
    expect(understandQuery({ q: 'safari company' })).toEqual({ q: 'safari' });
    expect(understandQuery({ q: 'cheapest zanzibar' })).toEqual({ q: 'zanzibar', cheaper: true });
    expect(understandQuery({ q: 'first time safari' })).toBeUndefined();
  });

  it('reads a length said as a preference among lengths near it, not as words to match', () => {
    // A day either side of a short trip, about a quarter either side of a longer one.
    expect(understandQuery({ q: 'uganda gorillas 3 days' })).toEqual({ q: 'uganda gorillas', minDays: 2, maxDays: 4, nearDays: 3, namedFirst: true });
    expect(understandQuery({ q: '5-day safari' })).toEqual({ q: 'safari', minDays: 4, maxDays: 6, nearDays: 5, namedFirst: true });
    expect(understandQuery({ q: 'kenya a week' })).toEqual({ q: 'kenya', minDays: 5, maxDays: 9, nearDays: 7, namedFirst: true });
    expect(understandQuery({ q: 'ten days in tanzania' })).toEqual({ q: 'in tanzania', minDays: 7, maxDays: 13, nearDays: 10, namedFirst: true });
    expect(understandQuery({ q: 'zanzibar 5 nights' })).toEqual({ q: 'zanzibar', minDays: 4, maxDays: 8, nearDays: 6, namedFirst: true });
    expect(understandQuery({ q: 'two weeks safari' })).toEqual({ q: 'safari', minDays: 10, maxDays: 18, nearDays: 14, namedFirst: true });
    expect(understandQuery({ q: '2 week safari' })).toEqual({ q: 'safari', minDays: 10, maxDays: 18, nearDays: 14, namedFirst: true });
    expect(understandQuery({ q: 'a fortnight in kenya' })).toEqual({ q: 'in kenya', minDays: 10, maxDays: 18, nearDays: 14, namedFirst: true });
    // 'long' after a length, or a week without a count ('week-long'), says the length and is not searched ('weekend').
    expect(understandQuery({ q: 'week-long safari' })).toEqual({ q: 'safari', minDays: 5, maxDays: 9, nearDays: 7, namedFirst: true });
    expect(understandQuery({ q: 'weeklong safari' })).toEqual({ q: 'safari', minDays: 5, maxDays: 9, nearDays: 7, namedFirst: true });
    expect(understandQuery({ q: 'week safari in kenya' })).toEqual({ q: 'safari in kenya', minDays: 5, maxDays: 9, nearDays: 7, namedFirst: true });
    // When, not how long: 'next week' says nothing of a length; 'this weekend' is still a weekend away.
    expect(understandQuery({ q: 'next week safari' })).toEqual({ q: 'safari' });
    expect(understandQuery({ q: 'zanzibar this weekend' })).toEqual({ q: 'zanzibar this', maxDays: 3, atMost: 3 });
    expect(understandQuery({ q: '10 day long kenya trip' })).toEqual({ q: 'kenya trip', minDays: 7, maxDays: 13, nearDays: 10, namedFirst: true });
    // 'long' alone asks for the longest first (ORDERS), not a length.
    expect(understandQuery({ q: 'long safari' })).toEqual({ q: 'safari', order: 'duration_desc' });
    // The first length said counts; a range is a range; the page's own range narrows the window.
    expect(understandQuery({ q: 'serengeti 3 days 2 nights' })).toEqual({ q: 'serengeti', minDays: 2, maxDays: 4, nearDays: 3, namedFirst: true });
    expect(understandQuery({ q: '5-7 days safari' })).toEqual({ q: 'safari', minDays: 5, maxDays: 7 });
    expect(understandQuery({ q: 'kenya 4 to 6 nights' })).toEqual({ q: 'kenya', minDays: 5, maxDays: 7 });
    expect(understandQuery({ q: 'kenya a week', maxDays: 6 })).toEqual({ q: 'kenya', minDays: 5, maxDays: 6, nearDays: 7, namedFirst: true });
    // A number without a unit is left as typed; a length beyond a month is the longest, as '2 months' is.
    expect(understandQuery({ q: 'tsavo 3' })).toBeUndefined();
    expect(understandQuery({ q: 'kenya 45 days' })).toEqual(understandQuery({ q: 'kenya 2 months' }));
    expect(understandQuery({ q: 'kenya 45 days' })?.nearDays).toBe(30);
    expect(understandQuery({ q: 'kenya 99999 days' })).toEqual(understandQuery({ q: 'kenya 2 months' }));
    expect(understandQuery({ q: '365 nights' })).toMatchObject({ q: undefined, nearDays: 30 });
    expect(understandQuery({ q: 'safari 60-900 days' })).toEqual(understandQuery({ q: 'safari 2 months' }));
    expect(understandQuery({ q: 'safari between 100 and 200 days' })).toEqual(understandQuery({ q: 'safari 2 months' }));
    expect(understandQuery({ q: 'safari between 500 and 900' })?.q).toBe('safari');
  });
  it('tries a length said near it first, then at any length closest first; with no other words, exactly first', () => {
    const reading = understandQuery({ q: 'uganda gorillas 3 days' })!;
    // Among lengths about it, the experiences named for the words first, when one of them is; else those named for
    // them at any length, closest first; then those about it that mention them; then at any length, the closest first.
    const anyLength = { ...reading, minDays: 1, maxDays: undefined, namedFirst: undefined };
    expect(readingsOf(reading, { q: 'uganda gorillas 3 days' })).toEqual([{ ...reading, ifNamed: true }, { ...anyLength, namedOnly: true }, reading, anyLength]);
    expect(reading.namedFirst).toBe(true);
    // Named for the words but the place a trip leaves from, which descriptions say; nothing when only generic words are left.
    expect(namedWordsOf('safari from arusha')).toBe('safari');
    expect(namedWordsOf('uganda gorillas')).toBe('uganda gorillas');
    expect(namedWordsOf('trip from kigali')).toBeUndefined();
    // The same words rank the trips named for them first (TextQuery.named), the place left from only searched.
    expect(textQueryOf({ q: 'safari from arusha', namedFirst: true })).toMatchObject({ required: ['safari', 'from', 'arusha'], named: ['safari'] });
    expect(textQueryOf({ q: 'safari arusha', namedFirst: true })!.named).toBeUndefined();
    expect(textQueryOf({ q: 'trip from kigali', namedFirst: true })!.named).toBeUndefined();
    expect(readingsOf(understandQuery({ q: 'kenya a week', minDays: 6 })!, { q: 'kenya a week', minDays: 6 })[1]).toMatchObject({ minDays: 6, maxDays: undefined });
    const alone = understandQuery({ q: '10 days' })!;
    // Exactly, then about it, then (nothing about it: '3 weeks east africa') every length, the longest first.
    expect(readingsOf(alone, { q: '10 days' })).toEqual([
      { ...alone, minDays: 10, maxDays: 10 },
      alone,
      { ...alone, minDays: 1, maxDays: undefined, namedFirst: undefined, order: 'duration_desc' },
    ]);
    expect(understandQuery({ q: 'a month in africa' })).toMatchObject({ q: undefined, nearDays: 30 });
    // A count of months, or a month-long trip, is the longest said too ('1 month' had searched the day trips).
    expect(understandQuery({ q: '1 month tanzania' })).toMatchObject({ q: 'tanzania', nearDays: 30 });
    expect(understandQuery({ q: '2 months' })).toMatchObject({ q: undefined, nearDays: 30 });
    expect(understandQuery({ q: 'month-long safari' })).toMatchObject({ q: 'safari', nearDays: 30 });
    expect(understandQuery({ q: 'best month to visit kenya' })?.nearDays).toBeUndefined();
    // A price read beside the length stays in every reading ('10 days under 2000' had lost it in the first).
    expect(readingsOf(understandQuery({ q: '10 days under 2000' })!, { q: '10 days under 2000' }).map((r) => r.maxPrice)).toEqual([2000, 2000, 2000]);
    // A sentence is read to its end, past the eight words a search takes.
    expect(understandQuery({ q: 'safari in tanzania for a family of 5 in august under 3000 dollars' })).toEqual({
      q: 'safari in tanzania for a family in',
      maxPrice: 3000,
      whenMonths: [8],
      without: FAMILY_RULED_OUT,
      unsaid: FAMILY_RULED_OUT,
    });
    // What the traveller has, or asks which, is no word to search.
    expect(understandQuery({ q: 'i have 10 days and 5000 dollars' })).toMatchObject({ q: undefined, maxPrice: 5000, nearDays: 10 });
    expect(understandQuery({ q: 'what is the cheapest safari' })).toEqual({ q: 'safari', cheaper: true });
    // The most said to pay: under it when something named for the words is, else those at any price, cheapest first,
    // then those under it that only mention the words, then those at any price, cheapest first.
    const under = { q: 'safari', maxPrice: 2000 };
    const anyPrice = { q: 'safari', maxPrice: undefined, overPrice: 2000, order: 'price_asc', namedOnly: true };
    const mentionedAnyPrice = { q: 'safari', maxPrice: undefined, overPrice: 2000, allInOrder: 'price_asc' };
    expect(readingsOf(under, { q: 'safari under 2000' })).toEqual([{ ...under, ifNamed: true }, anyPrice, under, mentionedAnyPrice]);
    expect(readingLabel({ q: 'safari under 2000' }, anyPrice as Reading)).toBe('safari · closest to $2,000');
    // Said alone ('under 100'): under it, then every trip, cheapest first.
    const priceAlone = understandQuery({ q: 'under 100' })!;
    const cheapestFirst = { ...priceAlone, maxPrice: undefined, overPrice: 100, order: 'price_asc' };
    expect(readingsOf(priceAlone, { q: 'under 100' })).toEqual([priceAlone, cheapestFirst]);
    expect(readingLabel({ q: 'under 100' }, cheapestFirst as Reading)).toBe('closest to $100');
    // With a length said: its readings of the named trips, then those at any price, then its others.
    const both = understandQuery({ q: 'gorilla trekking 3 days under 1000' })!;
    const [near, named, ...others] = readingsOf({ ...both, maxPrice: undefined }, { q: 'gorilla trekking 3 days' });
    const relaxed = (r: Reading) => ({ ...r, ifNamed: undefined, maxPrice: undefined, overPrice: 1000, order: 'price_asc', namedOnly: true });
    const withPrice = (r: Reading) => ({ ...r, maxPrice: 1000 });
    expect(readingsOf(both, { q: 'gorilla trekking 3 days under 1000' })).toEqual([withPrice(near!), withPrice(named!), relaxed(near!), relaxed(named!), ...others.map(withPrice)]);
    // Not a bound chosen on the page, the cheaper trips asked for (their bound is the search's), nor a range.
    expect(readingsOf(under, { q: 'safari', maxPrice: 2000 })).toEqual([under]);
    expect(readingsOf({ ...under, cheaper: true }, { q: 'cheap safari' })).toEqual([{ ...under, cheaper: true }]);
    expect(readingsOf({ ...under, minPrice: 1000 }, { q: 'safari 1000 to 2000' })).toEqual([{ ...under, minPrice: 1000 }]);
  });
  it('reads a price or a length said in words as a bound, the narrower one when the page has one too', () => {
    expect(understandQuery({ q: 'safari under $2,000' })).toEqual({ q: 'safari', maxPrice: 2000 });
    expect(understandQuery({ q: 'zanzibar below 1.5k usd' })).toEqual({ q: 'zanzibar', maxPrice: 1500 });
    expect(understandQuery({ q: 'luxury safari over 5000 dollars' })).toEqual({ q: 'luxury safari', minPrice: 5000 });
    expect(understandQuery({ q: 'gorillas less than 3000', maxPrice: 2500 })).toEqual({ q: 'gorillas', maxPrice: 2500 });
    expect(understandQuery({ q: 'kenya under 8 days' })).toEqual({ q: 'kenya', maxDays: 8 });
    expect(understandQuery({ q: 'kilimanjaro more than 6 days' })).toEqual({ q: 'kilimanjaro', minDays: 6 });
    expect(understandQuery({ q: 'beach up to 4 nights' })).toEqual({ q: 'beach', maxDays: 5 });
    // A bound before a length said in words ('over a week' had been 'over' and a week's length, 'under 2 weeks' the
    // weekend trips).
    expect(understandQuery({ q: 'safari over a week' })).toEqual({ q: 'safari', minDays: 7 });
    expect(understandQuery({ q: 'kenya under a week' })).toEqual({ q: 'kenya', maxDays: 7 });
    expect(understandQuery({ q: 'under 2 weeks' })).toEqual({ q: undefined, maxDays: 14 });
    expect(understandQuery({ q: 'within a fortnight' })).toEqual({ q: undefined, maxDays: 14 });
    // A range said with 'or', or after 'between' ('between 5 and 7 days' had been 'between 5' and a week's length).
    expect(understandQuery({ q: 'between 5 and 7 days' })).toEqual({ q: undefined, minDays: 5, maxDays: 7 });
    expect(understandQuery({ q: 'zanzibar 5 or 6 nights' })).toEqual({ q: 'zanzibar', minDays: 6, maxDays: 7 });
    expect(understandQuery({ q: 'from 5 to 7 days' })).toEqual({ q: undefined, minDays: 5, maxDays: 7 });
    // Roughly a length is that length, as before; a price range after 'between' is a price range.
    expect(understandQuery({ q: 'about a week' })).toMatchObject({ nearDays: 7 });
    expect(understandQuery({ q: 'between 1000 and 2000' })).toEqual({ q: undefined, minPrice: 1000, maxPrice: 2000 });
    expect(understandQuery({ q: 'tours under 500' })).toEqual({ q: undefined, maxPrice: 500 });
    // Prices as travellers say them: in words, with its end after it, roughly, as a budget.
    expect(understandQuery({ q: 'less than a thousand dollars' })).toEqual({ q: undefined, maxPrice: 1000 });
    expect(understandQuery({ q: 'safari for under two grand' })).toEqual({ q: 'safari for', maxPrice: 2000 });
    expect(understandQuery({ q: 'a grand tour of madagascar' })).toBeUndefined();
    expect(understandQuery({ q: 'safari 2000 max' })).toEqual({ q: 'safari', maxPrice: 2000 });
    // A budget said after its amount, as before it ('$2000 budget' had been the cheaper of the trips up to $2,000).
    expect(understandQuery({ q: '$2000 budget' })).toEqual({ q: undefined, maxPrice: 2000 });
    expect(understandQuery({ q: 'safari 2k budget' })).toEqual({ q: 'safari', maxPrice: 2000 });
    expect(understandQuery({ q: 'budget safari' })).toMatchObject({ q: 'safari', cheaper: true });
    expect(understandQuery({ q: 'luxury 5000 plus' })).toEqual({ q: 'luxury', minPrice: 5000 });
    // Between two words 'plus' joins them, as 'and' does ('safari plus beach' had been 'safari or beach': every safari
    // and every beach); after a price it is still the least to pay.
    expect(understandQuery({ q: 'safari plus beach' })).toEqual({ q: 'safari beach' });
    expect(understandQuery({ q: '3000 plus safari' })).toEqual({ q: 'safari', minPrice: 3000 });
    expect(understandQuery({ q: 'about 3000 safari' })).toEqual({ q: 'safari', minPrice: 2400, maxPrice: 3600 });
    expect(understandQuery({ q: 'about 10 days' })).toMatchObject({ nearDays: 10 });
    expect(understandQuery({ q: 'budget of 3000' })).toEqual({ q: undefined, maxPrice: 3000 });
    expect(understandQuery({ q: 'budget safari' })).toEqual({ q: 'safari', cheaper: true });
    // A range of prices, or one price said in dollars, without 'under' or 'over'.
    expect(understandQuery({ q: 'safari 1000-2000' })).toEqual({ q: 'safari', minPrice: 1000, maxPrice: 2000 });
    expect(understandQuery({ q: 'between 1000 and 2000' })).toEqual({ q: undefined, minPrice: 1000, maxPrice: 2000 });
    expect(understandQuery({ q: 'beach $500 to $1,000' })).toEqual({ q: 'beach', minPrice: 500, maxPrice: 1000 });
    expect(understandQuery({ q: 'from 500 to 900 dollars zanzibar' })).toEqual({ q: 'zanzibar', minPrice: 500, maxPrice: 900 });
    expect(understandQuery({ q: 'gorillas $3k' })).toEqual({ q: 'gorillas', maxPrice: 3000 });
    // 'from' one price: where the prices start.
    expect(understandQuery({ q: 'safari from $500' })).toEqual({ q: 'safari', minPrice: 500 });
    expect(understandQuery({ q: 'zanzibar from 1500' })).toEqual({ q: 'zanzibar', minPrice: 1500 });
    expect(understandQuery({ q: 'from 3 days' })?.minPrice).toBeUndefined();
    expect(understandQuery({ q: 'flights from 2026' })?.minPrice).toBeUndefined();
    expect(understandQuery({ q: 'safari from $2,026' })).toEqual({ q: 'safari', minPrice: 2026 });
    expect(understandQuery({ q: 'kenya 2500 usd' })).toEqual({ q: 'kenya', maxPrice: 2500 });
    expect(understandQuery({ q: 'safari under $3k' })).toEqual({ q: 'safari', maxPrice: 3000 });
    // A plain number alone, a range of days and a party are not prices.
    expect(understandQuery({ q: 'safari 1000' })).toBeUndefined();
    expect(understandQuery({ q: '1000 hills' })).toEqual({ q: 'thousand hills', numberNamed: true });
    expect(understandQuery({ q: 'safari 5-7 days' })).toEqual({ q: 'safari', minDays: 5, maxDays: 7 });
    expect(understandQuery({ q: 'safari 60-90 days' })).toEqual(understandQuery({ q: 'safari 2 months' }));
    expect(understandQuery({ q: 'safari from nairobi' })).toBeUndefined();
    expect(understandQuery({ q: 'usd 800 beach' })).toEqual({ q: 'beach', maxPrice: 800 });
    // Euros and pounds as the catalogue's dollars, which the page says ('2000 euro safari' had found nothing).
    expect(understandQuery({ q: '2000 euro safari' })).toEqual({ q: 'safari', maxPrice: 2000 });
    expect(understandQuery({ q: '€1,500 zanzibar' })).toEqual({ q: 'zanzibar', maxPrice: 1500 });
    expect(understandQuery({ q: 'safari under 900£' })).toEqual({ q: 'safari', maxPrice: 900 });
    expect(understandQuery({ q: 'eur 800 beach' })).toEqual({ q: 'beach', maxPrice: 800 });
    // '5*' is five stars: luxury.
    expect(understandQuery({ q: '5* lodge' })).toEqual({ q: 'luxury lodge', numberNamed: true });
    expect(understandQuery({ q: 'safari for us 2' })).toBeUndefined();
    // A small number without a unit, or no number, is left as typed.
    expect(understandQuery({ q: 'under 10' })).toBeUndefined();
    expect(understandQuery({ q: 'under the stars' })).toBeUndefined();
  });
  it("reads a people's name as their country's, and the region every experience is in as no word at all", () => {
    expect(understandQuery({ q: 'Tanzanian safari' })).toEqual({ q: 'tanzania safari' });
    expect(understandQuery({ q: 'ugandan gorillas', maxPrice: 3000 })).toEqual({ q: 'uganda gorillas', maxPrice: 3000 });
    expect(understandQuery({ q: 'zanzibari food' })).toEqual({ q: 'zanzibar food' });
    expect(understandQuery({ q: 'east african safari' })).toEqual({ q: 'safari' });
    expect(understandQuery({ q: 'safari in East Africa' })).toEqual({ q: 'safari in' });
    expect(understandQuery({ q: 'africa' })).toEqual({ q: undefined });
    expect(understandQuery({ q: 'african tours' })).toEqual({ q: undefined });
    // Another region is a place the catalogue does not cover, not the region every experience is in.
    expect(understandQuery({ q: 'south africa' })).toBeUndefined();
    expect(understandQuery({ q: 'malagasy food' })).toBeUndefined();
    expect(understandQuery({ q: 'serengeti' })).toBeUndefined();
    expect(understandQuery({})).toBeUndefined();
  });
  it('reads a month or a holiday as when, not as a word to find: a preference for the trips best then, not a condition', () => {
    expect(understandQuery({ q: 'December' })).toEqual({ q: undefined, whenMonths: [12] });
    // Alone, the trips best then (service.ts makes it a condition: ExperienceFilter.bestIn), then, if none is, every trip,
    // named as that ('any month · none best in December').
    expect(readingsOf(understandQuery({ q: 'December' })!, { q: 'December' })).toEqual([{ q: undefined, whenMonths: [12] }, { q: undefined, noneBestIn: [12] }]);
    expect(readingLabel({ q: 'march' }, { noneBestIn: [3] })).toBe('any month · none best in March');
    expect(understandQuery({ q: 'safari in december' })).toEqual({ q: 'safari in', whenMonths: [12] });
    expect(understandQuery({ q: 'christmas in zanzibar' })).toEqual({ q: 'in zanzibar', whenMonths: [12] });
    expect(understandQuery({ q: 'gorilla trekking july' })).toEqual({ q: 'gorilla trekking', whenMonths: [7] });
    expect(understandQuery({ q: 'kenya august or july' })).toMatchObject({ whenMonths: [7, 8] });
    expect(understandQuery({ q: 'zanzibar new years eve' })).toEqual({ q: 'zanzibar', whenMonths: [12] });
    // Easter moves, but within March and April; Ramadan moves through the year: when, but no month.
    expect(understandQuery({ q: 'easter safari' })).toEqual({ q: 'safari', whenMonths: [3, 4] });
    expect(understandQuery({ q: 'zanzibar easter holidays' })).toEqual({ q: 'zanzibar', whenMonths: [3, 4] });
    expect(understandQuery({ q: 'easter' })).toEqual({ q: undefined, whenMonths: [3, 4] });
    expect(understandQuery({ q: 'thanksgiving kenya' })).toEqual({ q: 'kenya', whenMonths: [11] });
    expect(understandQuery({ q: 'ramadan zanzibar' })).toEqual({ q: 'zanzibar' });
    // A long month's name with one slip is still the month ('serengeti in novembr' had found nothing); a short one's is not.
    expect(understandQuery({ q: 'serengeti in novembr' })).toEqual({ q: 'serengeti in', whenMonths: [11] });
    expect(understandQuery({ q: 'agust zanzibar' })).toEqual({ q: 'zanzibar', whenMonths: [8] });
    expect(understandQuery({ q: 'chrismas safari' })).toEqual({ q: 'safari', whenMonths: [12] });
    // A season of the weather is its months ('short rains' had been a short trip, 'long rains' the longest first); a
    // season of prices is when, with no month.
    expect(understandQuery({ q: 'dry season safari' })).toEqual({ q: 'safari', whenMonths: [6, 7, 8, 9, 10] });
    expect(understandQuery({ q: 'serengeti short rains' })).toEqual({ q: 'serengeti', whenMonths: [11, 12] });
    expect(understandQuery({ q: 'long rains gorillas' })).toEqual({ q: 'gorillas', whenMonths: [3, 4, 5] });
    expect(understandQuery({ q: 'green season kenya' })).toEqual({ q: 'kenya', whenMonths: [3, 4, 5, 11, 12] });
    expect(understandQuery({ q: 'low season zanzibar' })).toEqual({ q: 'zanzibar' });
    expect(understandQuery({ q: 'marsh birds' })).toBeUndefined();
    expect(understandQuery({ q: 'juno' })).toBeUndefined();
    // A short form is read as the start of a word ('mar' of Masai Mara), and dropped only when nothing matches.
    expect(understandQuery({ q: 'masai mar' })).toBeUndefined();
    expect(understandQuery({ q: 'kilimanjaro jan' })).toBeUndefined();
  });
  it("reads a month's day or part and a year as when, not as words or a length ('july 2027' had searched '2027')", () => {
    expect(understandQuery({ q: 'july 2027' })).toEqual({ q: undefined, whenMonths: [7] });
    expect(understandQuery({ q: 'serengeti august 15' })).toEqual({ q: 'serengeti', whenMonths: [8] });
    expect(understandQuery({ q: '15th august zanzibar' })).toEqual({ q: 'zanzibar', whenMonths: [8] });
    expect(understandQuery({ q: 'mid july safari' })).toEqual({ q: 'safari', whenMonths: [7] });
    expect(understandQuery({ q: 'end of december kenya' })).toEqual({ q: 'kenya', whenMonths: [12] });
    // A year alone says when with no month ('kenya 2026' had been read as at most $2,026).
    expect(understandQuery({ q: 'kenya 2026' })).toEqual({ q: 'kenya' });
    // A number then a length's unit after a month is a length; with money, a price.
    expect(understandQuery({ q: 'safari july 10 days' })).toMatchObject({ q: 'safari', nearDays: 10, whenMonths: [7] });
    expect(understandQuery({ q: 'safari 2030 dollars' })).toEqual({ q: 'safari', maxPrice: 2030 });
    expect(understandQuery({ q: 'safari under 2030' })).toEqual({ q: 'safari', maxPrice: 2030 });
    // Whose summer is the traveller's: when, with no month.
    expect(understandQuery({ q: 'summer holiday kenya' })).toEqual({ q: 'kenya' });
    // Said alone too ('winter', 'summer' had found nothing); 'hot spring' stays Ranomafana's.
    expect(understandQuery({ q: 'winter zanzibar' })).toEqual({ q: 'zanzibar' });
    expect(understandQuery({ q: 'summer' })).toEqual({ q: undefined });
    expect(understandQuery({ q: 'hot spring' })).toBeUndefined();
  });
  it('reads ratings and popularity, which the catalogue does not record, and booking late as no word', () => {
    for (const q of ['most popular', 'best rated', 'Top-rated', 'highly recommended', 'last minute', 'trending']) expect(understandQuery({ q })).toEqual({ q: undefined });
    expect(understandQuery({ q: 'top rated safari kenya' })).toEqual({ q: 'safari kenya' });
    expect(understandQuery({ q: 'last minute zanzibar deals' })).toEqual({ q: 'zanzibar deals' });
  });
  it('reads a question around what the traveller wants as no word', () => {
    expect(understandQuery({ q: 'can i climb kilimanjaro in 5 days' })).toMatchObject({ q: 'climb kilimanjaro in', nearDays: 5 });
    expect(understandQuery({ q: 'is there a gorilla trek in rwanda' })).toEqual({ q: 'gorilla trek in rwanda' });
    expect(understandQuery({ q: 'do you have beach holidays' })).toEqual({ q: 'beach holidays' });
    // Booking says only 'a trip' ('how do i book a safari' had found the self-drives whose text says 'book').
    expect(understandQuery({ q: 'how do i book a safari' })).toEqual({ q: 'book a safari' });
    expect(understandQuery({ q: 'booking' })).toEqual({ q: undefined });
    // What it costs and the price's unit, which every card shows ('how much does kilimanjaro cost' had been named
    // 'kilimanjaro cost', 'under 1000 per person' had searched 'per person').
    expect(understandQuery({ q: 'how much does kilimanjaro cost' })).toEqual({ q: 'kilimanjaro cost' });
    expect(understandQuery({ q: 'under 1000 per person' })).toEqual({ q: undefined, maxPrice: 1000 });
  });
  it('reads a lone number beside words as the most to pay, for when the words found nothing as typed', () => {
    expect(numberAsPrice({ q: 'safari 1500' })).toEqual({ q: 'safari', maxPrice: 1500 });
    expect(numberAsPrice({ q: 'kilimanjaro 5k', tripType: 'Honeymoon' })).toEqual({ q: 'kilimanjaro', maxPrice: 5000, tripType: 'Honeymoon' });
    expect(numberAsPrice({ q: 'zanzibar 2,000' })).toEqual({ q: 'zanzibar', maxPrice: 2000 });
    // A year is when, a small number a count or a length, two numbers are no one price, a number alone no search.
    for (const q of ['zanzibar 2027', 'safari 5', 'top 10 safaris', '1000 2000 safari', '1500', '99999 days', 'kenya 500 nights']) expect(numberAsPrice({ q }), q).toBeUndefined();
    // A bound already read wins.
    expect(numberAsPrice({ q: 'safari 1500', maxPrice: 900 })).toBeUndefined();
  });
  it("reads words that say only 'a trip' as the whole catalogue, and a list's length as no length", () => {
    // 'packages' and 'activities' found nothing, 'holidays' the two trips whose text says it.
    for (const q of ['holidays', 'Holiday packages', 'activities', 'top experiences', 'all tours', 'best deals', 'trips', 'experiance']) {
      expect(understandQuery({ q })).toEqual({ q: undefined });
    }
    // So do words that ask for everything, and a request to the page ('everything', 'show all tours', 'what do you
    // have' and 'newest' had found nothing); stop words alone still name nothing (experiences.test.ts).
    for (const q of ['all', 'everything', 'anything', 'show all tours', 'what do you have', 'available trips', 'newest', 'show me everything']) {
      expect(understandQuery({ q }), q).toEqual({ q: undefined });
    }
    expect(understandQuery({ q: 'the' })).toBeUndefined();
    expect(understandQuery({ q: 'show me safaris' })).toEqual({ q: 'safaris' });
    // A word of a kind still filters alone; beside a specific word they all rank (text-search.ts GENERIC_WORDS).
    expect(understandQuery({ q: 'trekking' })).toBeUndefined();
    expect(understandQuery({ q: 'zanzibar holidays' })).toBeUndefined();
    expect(understandQuery({ q: 'top 10 safaris' })).toEqual({ q: 'safaris' });
    expect(understandQuery({ q: 'top 10' })).toEqual({ q: undefined });
    // A number before a length is the length: 'best 3 day safari' is about three days.
    expect(understandQuery({ q: 'best 3 day safari' })).toMatchObject({ q: 'best safari', nearDays: 3 });
  });
  it("reads praise any trip earns, and 'near' a place, as no word ('off the beaten track' had searched 'track')", () => {
    expect(understandQuery({ q: 'off the beaten track kenya' })).toEqual({ q: 'kenya' });
    expect(understandQuery({ q: 'bucket list' })).toEqual({ q: undefined });
    expect(understandQuery({ q: 'unique experiences' })).toEqual({ q: undefined });
    expect(understandQuery({ q: 'near kilimanjaro' })).toEqual({ q: 'kilimanjaro' });
    expect(understandQuery({ q: 'mid-range safari' })).toEqual({ q: 'safari' });
    expect(understandQuery({ q: 'authentic maasai village' })).toEqual({ q: undefined, anyOf: ['maasai village', 'maasai manyatta', 'maasai boma'] });
  });
  it('reads a part of a country named by a compass point as its places, the words as typed among them', () => {
    expect(understandQuery({ q: 'western uganda' })).toEqual({ q: undefined, anyOf: ['western uganda', 'bwindi', 'queen elizabeth', 'kibale', 'bunyonyi', 'rwenzori', 'batwa'] });
    expect(understandQuery({ q: 'safari tanzania south' })).toEqual({ q: 'safari', anyOf: ['south tanzania', 'ruaha', 'nyerere', 'selous', 'mikumi'] });
    // Not another continent's part.
    expect(understandQuery({ q: 'south africa' })).toBeUndefined();
  });
  it('reads a wish said as a sentence as no word: what follows it is what the traveller wants', () => {
    expect(understandQuery({ q: 'I want to climb Kilimanjaro' })).toEqual({ q: 'climb kilimanjaro' });
    expect(understandQuery({ q: "we're looking for a honeymoon in zanzibar" })).toEqual({ q: 'honeymoon in zanzibar' });
    // Who the traveller is, and the article after it, are no words either.
    expect(understandQuery({ q: 'we are a family of 5 looking for a safari in kenya' })).toEqual({ q: 'family safari in kenya', without: FAMILY_RULED_OUT, unsaid: FAMILY_RULED_OUT });
    expect(understandQuery({ q: 'planning a honeymoon in rwanda' })).toEqual({ q: 'honeymoon in rwanda' });
    expect(understandQuery({ q: "I'd like to see gorillas" })).toEqual({ q: 'see gorillas' });
  });
  it('reads an animal few trips name as those trips first, then the safaris of its range', () => {
    expect(understandQuery({ q: 'zebras' })).toEqual({ q: undefined, anyOf: ['zebra', 'tanzania safari', 'kenya safari', 'akagera'], widening: true });
    expect(understandQuery({ q: 'lions in kenya' })).toEqual({ q: 'in kenya', anyOf: ['lion', 'tanzania safari', 'kenya safari', 'uganda safari', 'rwanda safari'], widening: true });
    // Children travel on the family trips, those that say 'children' first.
    expect(understandQuery({ q: 'safari with children' })).toEqual({ q: 'safari with', anyOf: ['children', 'family'], widening: true, without: FAMILY_RULED_OUT, unsaid: FAMILY_RULED_OUT });
    // The widening alternatives must match like any other but rank as generic words: what was asked for comes first.
    expect(textQueryOf({ anyOf: ['zebra', 'tanzania safari', 'kenya safari'], widening: true })).toEqual({
      required: [],
      all: [],
      anyOf: [['zebra'], ['tanzania', 'safari'], ['kenya', 'safari']],
      background: ['tanzania', 'safari', 'kenya'],
    });
    expect(textQueryOf({ anyOf: ['zebra', 'safari'] })).toEqual({ required: [], all: [], anyOf: [['zebra'], ['safari']] });
  });
  it('reads a game drive as the safari it is part of', () => {
    expect(understandQuery({ q: 'game drive' })).toEqual({ q: 'safari' });
    expect(understandQuery({ q: 'Game drives in Serengeti' })).toEqual({ q: 'safari in serengeti' });
  });
  it('reads a journey by road as a road trip, a self-drive or a scenic tour', () => {
    const byRoad = ['road trip', 'self drive', 'scenic tour'];
    expect(understandQuery({ q: 'road trip kenya' })).toEqual({ q: 'kenya', anyOf: byRoad });
    expect(understandQuery({ q: 'Overland tour Kenya' })).toEqual({ q: 'tour kenya', anyOf: byRoad });
    expect(understandQuery({ q: 'overland' })).toEqual({ q: undefined, anyOf: byRoad });
  });
  it('reads cheap, budget and affordable as asking for the cheaper trips, not as words to find', () => {
    expect(understandQuery({ q: 'cheap safari tanzania' })).toEqual({ q: 'safari tanzania', cheaper: true });
    expect(understandQuery({ q: 'Affordable gorilla trekking' })).toEqual({ q: 'gorilla trekking', cheaper: true });
    expect(understandQuery({ q: 'safari on a budget', maxDays: 5 })).toEqual({ q: 'safari', maxDays: 5, cheaper: true });
    expect(understandQuery({ q: 'low cost beach holiday' })).toEqual({ q: 'beach holiday', cheaper: true });
    // Nothing left but generic words: the cheaper of everything.
    expect(understandQuery({ q: 'cheap tours' })).toEqual({ q: undefined, cheaper: true });
    expect(understandQuery({ q: 'luxury safari' })).toBeUndefined();
  });
  it("leaves a party's size out of the words, so its number does not match a 'N-Day' name", () => {
    const words = (q: string) => understandQuery({ q })?.q;
    expect(words('gorilla trekking for 2 people')).toBe('gorilla trekking');
    expect(words('safari for two adults')).toBe('safari');
    expect(words('zanzibar one person')).toBe('zanzibar');
    expect(words('family of 4 kenya')).toBe('family kenya');
    expect(words('group of 6 kilimanjaro')).toBe('group kilimanjaro');
    // Children say what kind of trip: only their count goes.
    expect(words('safari 2 adults 2 kids')).toBe('safari kids');
    // Their ages too ('safari with kids under 12' had found the one 12-day trip).
    expect(words('safari with kids under 12')).toBe('safari with kids');
    expect(understandQuery({ q: 'beach with children aged 5 and 8' })).toEqual({ q: 'beach with', anyOf: ['children', 'family'], widening: true, without: FAMILY_RULED_OUT, unsaid: FAMILY_RULED_OUT });
    expect(understandQuery({ q: 'kids under 1000' })).toEqual({ q: 'kids', maxPrice: 1000, without: FAMILY_RULED_OUT, unsaid: FAMILY_RULED_OUT });
    // 'for 2' with no unit after it is the party ('honeymoon for two' had found three trips whose text says 'for two').
    expect(words('honeymoon for two')).toBe('honeymoon');
    expect(words('safari for 2 in december')).toBe('safari in');
    // A length still reads as one, a price as one, and a number with no word for a party is left as typed.
    expect(understandQuery({ q: 'safari for 2 weeks 4 people' })).toMatchObject({ q: 'safari for', nearDays: 14 });
    expect(understandQuery({ q: 'kenya for 5 days' })).toMatchObject({ q: 'kenya for', nearDays: 5 });
    expect(understandQuery({ q: 'safari for 2000 dollars' })).toEqual({ q: 'safari for', maxPrice: 2000 });
    expect(understandQuery({ q: 'of 4 things' })).toBeUndefined();
    expect(understandQuery({ q: 'zanzibar 2' })).toBeUndefined();
  });
  it('leaves the kind of traveller out of the words: every trip takes beginners and seniors', () => {
    const words = (q: string) => understandQuery({ q })?.q;
    expect(words('kilimanjaro for beginners')).toBe('kilimanjaro');
    expect(words('beginners trek')).toBe('trek');
    expect(words('novice gorilla trekking')).toBe('gorilla trekking');
    expect(words('zanzibar for first timers')).toBe('zanzibar');
    expect(words('safari for senior citizens')).toBe('safari');
    expect(words('elderly safari')).toBe('safari');
    // Alone, every experience, as a party alone is.
    expect(understandQuery({ q: 'beginners' })).toEqual({ q: undefined });
    // 'first' and 'senior' before another word stay words ('first time safari', 'senior guide').
    expect(understandQuery({ q: 'first time safari' })).toBeUndefined();
    expect(understandQuery({ q: 'senior guide safari' })).toBeUndefined();
    // Who travels together: any trip ('friends', 'with my husband' had found nothing, 'safari for my parents' the two
    // family trips whose text says 'parents'); a single parent's trip is a family's, read when the words find nothing.
    for (const q of ['friends', 'with my husband', 'girls']) expect(understandQuery({ q }), q).toEqual({ q: undefined });
    expect(queryTerms(words('safari for my parents')!)).not.toContain('parents');
    expect(understandQuery({ q: 'my wife and i want to see the big five' })).toMatchObject({ q: undefined, anyOf: expect.arrayContaining(['big five']) });
    expect(understandQuery({ q: 'single mom' })).toBeUndefined();
    expect(understandQuery({ q: 'trip for my parents 70th' })).toEqual({ q: undefined });
  });
  it('leaves out the words that only say a place named is an island, in English and in visitors\' languages', () => {
    // 'zanzibar island' had found the 4 of Zanzibar's 15 trips whose text says 'island'; 'île de zanzibar' the
    // Zanzibar or Île Sainte-Marie trips that hold 'de'.
    for (const q of ['zanzibar island', 'island of zanzibar', 'the island of zanzibar', 'île de zanzibar', 'isla de zanzibar', 'Insel Sansibar']) {
      expect(understandQuery({ q })?.q, q).toBe(queryTerms(q).includes('sansibar') ? 'sansibar' : 'zanzibar');
    }
    expect(understandQuery({ q: "l'île de nosy be" })?.q).toBe('nosy be');
    expect(understandQuery({ q: 'zanzibar island honeymoon' })?.q).toBe('zanzibar honeymoon');
    // Not when it is part of the island's own name, nor beside a place that is no island or no place at all.
    for (const q of ['ile sainte marie', 'chumbe island', 'island hopping', 'islands', 'lake victoria island']) expect(understandQuery({ q })?.q ?? q, q).toBe(queryTerms(q).join(' '));
  });

  it('reads an occasion other than a couple\'s as any trip, and leaves out which birthday it is', () => {
    // 'birthday' and '50th birthday' had found nothing.
    expect(understandQuery({ q: 'birthday' })).toEqual({ q: undefined });
    expect(understandQuery({ q: '50th birthday' })).toEqual({ q: undefined });
    expect(understandQuery({ q: '50th birthday safari' })?.q).toBe('birthday safari');
    expect(understandQuery({ q: '25th wedding anniversary' })?.q).toBe('wedding anniversary');
    expect(understandQuery({ q: 'retirement trip' })).toEqual({ q: undefined });
  });
  it('bounds a cheaper search by the price step that a third of its best matches (at least three) stay within', async () => {
    const prices = (list: number[]) => async () => list;
    // Best matches at 300–5,000: the third cheapest (of 9) is 1,200, so the bound is the next step up, 1,500.
    const best = prices([5000, 300, 2400, 1200, 800, 4100, 3000, 2600, 2900]);
    expect(await cheaperWhenAsked({ q: 'safari', cheaper: true }, best)).toEqual({ q: 'safari', maxPrice: 1500, cheaperFirst: true });
    // A narrower bound on the page holds; a lower one from the page is kept below the step.
    expect(await cheaperWhenAsked({ q: 'safari', maxPrice: 1000, cheaper: true }, best)).toEqual({ q: 'safari', maxPrice: 1000, cheaperFirst: true });
    expect(await cheaperWhenAsked({ q: 'safari', minPrice: 1500, cheaper: true }, best)).toEqual({ q: 'safari', minPrice: 1500, maxPrice: 2000, cheaperFirst: true });
    // Fewer than three best matches: the dearest of them sets it; none, or no reading, sets nothing.
    expect(await cheaperWhenAsked({ q: 'rare', cheaper: true }, prices([700, 400]))).toEqual({ q: 'rare', maxPrice: 750, cheaperFirst: true });
    expect(await cheaperWhenAsked({ q: 'nothing', cheaper: true }, prices([]))).toEqual({ q: 'nothing' });
    expect(await cheaperWhenAsked({ q: 'safari' }, best)).toEqual({ q: 'safari' });
  });
  it('bounds it by the experiences named for the words when the best matches would leave every one of them out', async () => {
    // Two Rwanda gorilla treks named for the words; the rest only mention gorillas, and had set $1,500 (a Kigali city
    // tour led 'cheap gorilla trekking rwanda').
    const mentions = [300, 650, 670, 1070, 6660, 5960, 10440, 12000];
    const best = (named: number[]) => async (filter: ExperienceFilter) => (filter.namedOnly ? named : [...named, ...mentions]);
    const rwanda = { q: 'gorilla trekking rwanda', cheaper: true };
    expect(await cheaperWhenAsked(rwanda, best([2960, 5490]))).toEqual({ q: rwanda.q, maxPrice: 3000, cheaperFirst: true });
    // A bound that keeps one of those named stands.
    expect(await cheaperWhenAsked(rwanda, best([1200, 5490]))).toEqual({ q: rwanda.q, maxPrice: 1500, cheaperFirst: true });
  });
  it('names a reading that set a bound the page did not, as a traveller says it', () => {
    const label = (q: string, page: ExperienceFilter = {}) => readingLabel({ ...page, q }, understandQuery({ ...page, q })!);
    expect(label('safari under $2,000')).toBe('safari · up to $2,000');
    expect(label('luxury safari over 5000 dollars')).toBe('luxury safari · from $5,000');
    expect(label('kenya under 8 days')).toBe('kenya · up to 8 days');
    expect(label('kilimanjaro more than 6 days')).toBe('kilimanjaro · at least 6 days');
    expect(label('half day tour')).toBe('1 day');
    expect(label('multi day trek')).toBe('trek · at least 2 days');
    expect(label('safari without camping or walking')).toBe('safari · without camping or walking');
    expect(label('no camping')).toBe('without camping');
    // Months said: two by name, a season's run as a range.
    expect(label('kenya august or july')).toBe('kenya · best in July or August first');
    expect(label('dry season safari')).toBe('safari · best in June–October first');
    expect(label('rainy season uganda')).toBe('uganda · best in March–May or November or December first');
    expect(label('safari under $2,000', { minPrice: 1000 })).toBe('safari · $1,000–$2,000');
    expect(label('gorillas less than 3000', { maxPrice: 2500 })).toBeNull();
    expect(label('tanzanian safari')).toBeNull();
    // A length said: about it, exactly it (nothing else to rank), or closest to it; words that only linked it are not shown.
    expect(label('uganda gorillas 3 days')).toBe('uganda gorillas · about 3 days');
    expect(label('a week in zanzibar')).toBe('zanzibar · about 7 days');
    expect(label('safari and beach for 2 weeks in tanzania')).toBe('safari and beach in tanzania · about 14 days');
    // A length written as one word ('3d2n safari', '2wks' had found nothing).
    expect(label('3d2n safari')).toBe('safari · about 3 days');
    expect(label('3D/2N zanzibar')).toBe('zanzibar · about 3 days');
    expect(label('5days kenya')).toBe('kenya · about 5 days');
    expect(label('uganda 2wks')).toBe('uganda · about 14 days');
    expect(label('tanzania 10d')).toBe('tanzania · about 10 days');
    expect(understandQuery({ q: '4wd safari' })).toBeUndefined();
    // A unit misspelt after a count ('masai mara 3 dayz' had been corrected word by word to 'masai mara 3 Day'); not a
    // word of its own.
    expect(label('masai mara 3 dayz')).toBe('masai mara · about 3 days');
    expect(label('5 nigths serengeti')).toBe('serengeti · about 6 days');
    expect(label('zanzibar 2 weks')).toBe('zanzibar · about 14 days');
    expect(label('safari 7 dyas')).toBe('safari · about 7 days');
    expect(understandQuery({ q: '3 dads safari' })).toBeUndefined();
    expect(understandQuery({ q: '2 ways' })).toBeUndefined();
    const [exactly, about] = readingsOf(understandQuery({ q: '10 days' })!, { q: '10 days' });
    expect(readingLabel({ q: '10 days' }, exactly!)).toBe('10 days');
    expect(readingLabel({ q: '10 days' }, about!)).toBe('about 10 days');
    // Alternatives read from the words (the Big Five's parks) are named after the rest, joined as the words were.
    for (const [q, label] of [
      ['i want to see the gorillas and the big five in 10 days', 'see the gorillas and big five · about 10 days'],
      ['gorillas and the big five in 10 days', 'gorillas and big five · about 10 days'],
      ['big five in 10 days', 'big five · about 10 days'],
    ]) {
      expect(readingLabel({ q }, readingsOf(understandQuery({ q })!, { q })[0]!), q).toBe(label);
    }
    const [, closest] = readingsOf(understandQuery({ q: 'zanzibar 3 weeks' })!, { q: 'zanzibar 3 weeks' });
    expect(readingLabel({ q: 'zanzibar 3 weeks' }, closest!)).toBe('zanzibar · closest to 21 days');
  });
});
