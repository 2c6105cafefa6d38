import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { listExperiencesResponse, type ExperienceFacets, type ListExperiencesResponse, type SearchSuggestions } from '@safari/contract';
import { seedDemoIfEmpty } from '../../db/demo/seed.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { closestWord, completeWord, correctQuery, joinWords, placesNamedBy, showJoined, splitWord, suggestPlaces, type Vocabulary } from './vocabulary.js';
import { fallbackQuery } from './query-fallback.js';
import { passingPlaceIn } from './passing-places.js';
import { namedWordsOf, numberAsPrice, readingLabel, readingsOf, understandQuery } from './query-intent.js';
import { cheaperWhenAsked } from './budget.js';
import type { ExperienceFilter } from './filters.js';
import { PhraseTable } from './phrase-table.js';
import { parseTextQuery, queryTerms, textQueryOf } from './text-search.js';
import { responseCacheFor } from './response-cache.js';

const SLOW = 180_000;

/** A vocabulary of each word's uses, its words in byte order as the catalogue's are (knownPrefix searches them). */
const vocabularyOf = (uses: Record<string, number>, places: Vocabulary['places'] = []): Vocabulary => ({
  words: Object.keys(uses).sort(),
  frequency: new Map(Object.entries(uses)),
  places,
});

describe('query words', () => {
  it('keeps letters and digits only, lower-cased and without accents', () => {
    expect(queryTerms("Nosy Bé's 7-day (beach) & 'reef'")).toEqual(['nosy', 'be', 's', '7', 'day', 'beach', 'reef']);
    expect(queryTerms('&|!:*()')).toEqual([]);
  });
  it('lets generic words rank without filtering, unless they are all there is', () => {
    expect(parseTextQuery('Gorilla Tours')).toEqual({ required: ['gorilla'], all: ['gorilla', 'tours'] });
    expect(parseTextQuery('tours')).toEqual({ required: ['tours'], all: ['tours'] });
    // 'lake' before a lake's name ranks; alone, after a name or before a country it filters.
    expect(parseTextQuery('lake manyara')).toEqual({ required: ['manyara'], all: ['lake', 'manyara'] });
    expect(parseTextQuery('crater lake')?.required).toEqual(['crater', 'lake']);
    expect(parseTextQuery('lake tanzania')?.required).toEqual(['lake', 'tanzania']);
    expect(parseTextQuery('lakes')?.required).toEqual(['lakes']);
  });
  it('ranks a country beside a more specific word as a generic word, though it must match', () => {
    expect(parseTextQuery('Madagascar baobabs')).toEqual({ required: ['madagascar', 'baobabs'], all: ['madagascar', 'baobabs'], background: ['madagascar'] });
    // Alone, or beside generic words only, the country is what is asked for.
    expect(parseTextQuery('madagascar')).toEqual({ required: ['madagascar'], all: ['madagascar'] });
    expect(parseTextQuery('kenya tours')).toEqual({ required: ['kenya'], all: ['kenya', 'tours'] });
    expect(parseTextQuery('kenya uganda')).toEqual({ required: ['kenya', 'uganda'], all: ['kenya', 'uganda'] });
  });
});

describe('phrases looked up where they start', () => {
  const table = new PhraseTable([
    [['day'], 'a day'],
    [['day', 'trip'], 'a day trip'],
    [['half', 'day'], 'half'],
    [['half', 'day'], 'second'],
  ]);
  it('finds the longest phrase at a word, the first given of equally long ones, and nothing elsewhere', () => {
    expect(table.at(['zanzibar', 'day', 'trip'], 1)).toEqual({ length: 2, value: 'a day trip' });
    expect(table.at(['day', 'tour'], 0)).toEqual({ length: 1, value: 'a day' });
    expect(table.at(['half', 'day'], 0)).toEqual({ length: 2, value: 'half' });
    expect(table.at(['half'], 0)).toBeUndefined();
    expect(table.lengthAt(['zanzibar', 'day'], 0)).toBe(0);
    expect(table.lengthAt(['zanzibar', 'day'], 2)).toBe(0);
  });
});

describe('typo correction from the vocabulary', () => {
  const vocabulary = vocabularyOf({ balloon: 3, serengeti: 14, seronera: 1, zanzibar: 15, zanzibari: 1 }, [
    { name: 'Serengeti', country: 'Tanzania', count: 14, key: 'serengeti' },
    { name: 'Île Sainte-Marie', country: 'Madagascar', count: 4, key: 'ile sainte-marie' },
  ]);
  it('replaces a misspelt word by the closest, most used one and leaves known prefixes alone', () => {
    expect(correctQuery(vocabulary, 'serengetti balloon')).toBe('Serengeti balloon');
    expect(correctQuery(vocabulary, 'zanzibr')).toBe('Zanzibar');
    expect(correctQuery(vocabulary, 'serengeti')).toBeUndefined();
    expect(correctQuery(vocabulary, 'seren')).toBeUndefined();
    expect(correctQuery(vocabulary, 'paris')).toBeUndefined();
  });
  it('suggests places by any word of their name, accents ignored', () => {
    expect(suggestPlaces(vocabulary, 'sainte', 5).map((p) => p.name)).toEqual(['Île Sainte-Marie']);
    expect(suggestPlaces(vocabulary, 'ile', 5).map((p) => p.name)).toEqual(['Île Sainte-Marie']);
    // Punctuation aside, from any word on ('ile sainte m' had found none: the name's hyphen is no space).
    for (const typed of ['ile sainte m', 'Sainte-Mar', 'sainte marie']) expect(suggestPlaces(vocabulary, typed, 5).map((p) => p.name), typed).toEqual(['Île Sainte-Marie']);
    expect(suggestPlaces(vocabulary, 'S', 5).map((p) => p.name)).toEqual(['Serengeti', 'Île Sainte-Marie']);
  });
});

describe('typo budget', () => {
  const words = ['driving', 'gorilla', 'serengeti', 'tsingy', 'uganda'];
  const vocabulary: Vocabulary = { words, frequency: new Map(words.map((w) => [w, 1])), places: [] };
  it('counts a swap of neighbouring letters as one slip', () => expect(closestWord(vocabulary, 'ugnada')).toBe('uganda'));
  it('counts a swap of two letters one apart as one slip, but not of two further apart', () => {
    const catalogue = vocabularyOf({ lemur: 7, safari: 80 });
    // 'sarafi' had found nothing: two edits from 'safari', past a six-letter word's budget.
    expect(closestWord(catalogue, 'sarafi')).toBe('safari');
    expect(closestWord(catalogue, 'lerum')).toBe('lemur');
    expect(closestWord(catalogue, 'sifara')).toBeUndefined();
  });
  it('reads a doing typed without its last letter as the doing', () => {
    const catalogue = vocabularyOf({ snorkelling: 20, trek: 5, trekking: 30 });
    // 'trekin' is two slips from 'trekking', past a six-letter word's budget; 'gorila trekin uganda' found nothing.
    expect(closestWord(catalogue, 'trekin')).toBe('trekking');
    expect(closestWord(catalogue, 'snorkelin')).toBe('snorkelling');
    expect(closestWord(catalogue, 'tarkin')).toBeUndefined();
  });
  it('counts letters doubled or not as one slip, however many, when no word is an edit or two away', () => {
    const catalogue = vocabularyOf({ balloon: 3, coffee: 5, gorilla: 9, ballet: 1 });
    // 'balon' and 'cofe' had been two edits from 'balloon' and 'coffee', past a short word's budget of one.
    expect(closestWord(catalogue, 'balon')).toBe('balloon');
    expect(closestWord(catalogue, 'cofe')).toBe('coffee');
    expect(closestWord(catalogue, 'gorrillla')).toBe('gorilla');
    // Doubles and another slip are two: still past a six-letter word's budget.
    expect(closestWord(catalogue, 'baloan')).toBeUndefined();
    expect(closestWord(catalogue, 'bolon')).toBeUndefined();
  });
  it('prefers, between words as close, a vowel typed for another to the most used word', () => {
    // 'kibali' is one slip from Kibale and from Kigali, which the catalogue says more often: a vowel heard wrong is the likelier slip.
    const parks = vocabularyOf({ kibale: 3, kigali: 40 });
    expect(closestWord(parks, 'kibali')).toBe('kibale');
    expect(closestWord(parks, 'kigeli')).toBe('kigali');
    // Between two consonant slips, the most used, as before.
    const two = vocabularyOf({ kibale: 3, kigale: 40 });
    expect(closestWord(two, 'kidale')).toBe('kigale');
  });
  it('prefers, between words as close, a letter typed twice, then the word starting as the slip does, to the most used word', () => {
    const catalogue = vocabularyOf({ diving: 2, driving: 60, hiking: 5, king: 40 });
    // 'diiving' had been read as Driving, 'hking' as King: each one slip away too, and more used.
    expect(closestWord(catalogue, 'diiving')).toBe('diving');
    expect(closestWord(catalogue, 'hking')).toBe('hiking');
    // As close and starting alike, the most used, as before.
    expect(closestWord(catalogue, 'drivng')).toBe('driving');
    // Then the word the slip dropped a letter of: 'tsiny' had been Tiny.
    expect(closestWord(vocabularyOf({ tiny: 30, tsingy: 7 }), 'tsiny')).toBe('tsingy');
  });
  it('completes the unfinished start of a catalogue word, the most used first, and nothing shorter than four letters but a short English word', () => {
    const catalogue = vocabularyOf({ serena: 2, serengeti: 9, uganda: 4 });
    expect(completeWord(catalogue, 'serenge')).toBe('serengeti');
    expect(completeWord(catalogue, 'seren')).toBe('serengeti');
    expect(completeWord(catalogue, 'sere')).toBe('serengeti');
    expect(completeWord(catalogue, 'ser')).toBeUndefined();
    expect(completeWord(catalogue, 'serena')).toBeUndefined();
    expect(completeWord(catalogue, 'kenya')).toBeUndefined();
    // A short English word the catalogue never says whole (so the search found nothing) is a start too, from three
    // letters, of a place's name only: 'pet' may be meant as typed, not as Petit (Tsingy), a walk's word.
    const place = (name: string) => ({ name, country: null, count: 1, key: name.toLowerCase() });
    const parks = vocabularyOf({ tarangire: 9, tarmac: 20, tea: 4, masai: 5, mara: 5, petit: 3 }, [place('Tarangire'), place('Masai Mara')]);
    expect(completeWord(parks, 'tar')).toBe('tarangire');
    expect(completeWord(parks, 'mas')).toBe('masai');
    expect(completeWord(parks, 'pet')).toBeUndefined();
    expect(completeWord(parks, 'tea')).toBeUndefined();
    expect(completeWord(parks, 'ta')).toBeUndefined();
  });
  it('allows one slip up to six letters and two from seven', () => {
    expect(closestWord(vocabulary, 'ugaxda')).toBe('uganda');
    expect(closestWord(vocabulary, 'gorrila')).toBe('gorilla');
    expect(closestWord(vocabulary, 'serengetti')).toBe('serengeti');
    // Two edits away at six letters: an ordinary word, not a slip.
    expect(closestWord(vocabulary, 'things')).toBeUndefined();
    expect(closestWord(vocabulary, 'ugd')).toBeUndefined();
  });
  it("prefers, between words as close, the one making a place's name with its neighbour", () => {
    const catalogue = vocabularyOf({ maasai: 10, mara: 4, masai: 3 }, [{ name: 'Masai Mara', country: 'Kenya', count: 3, key: 'masai mara' }]);
    // Alone, the more used of two words one slip away; beside 'mara', the place's.
    expect(closestWord(catalogue, 'masaai')).toBe('maasai');
    expect(closestWord(catalogue, 'masaai', { after: 'mara' })).toBe('masai');
    expect(correctQuery(catalogue, 'masaai mara')).toBe('Masai mara');
    expect(correctQuery(catalogue, 'masaai village')).toBe('Maasai village');
  });
  it('never turns a common English word into a catalogue word', () => {
    const catalogue = vocabularyOf({ care: 2, house: 1, share: 3, villa: 1 });
    for (const word of ['shark', 'horse', 'cape', 'village']) expect(closestWord(catalogue, word), word).toBeUndefined();
    // A slip that is no English word is still corrected.
    expect(closestWord(catalogue, 'vilal')).toBe('villa');
    // Unless the catalogue writes it with a letter doubled or not and has no word it starts: 'coking' had found nothing.
    const kitchen = vocabularyOf({ cooking: 9, dinner: 4, rafting: 8 });
    expect(closestWord(kitchen, 'coking')).toBe('cooking');
    expect(closestWord(kitchen, 'diner')).toBe('dinner');
    // Another slip of an English word may be the word meant.
    expect(closestWord(kitchen, 'rating')).toBeUndefined();
  });
});

describe('a town beside a covered place', () => {
  it('is read as that place, asking for the vocabulary only when one is named', async () => {
    let asked = 0;
    const catalogue = async () => {
      asked++;
      return vocabularyOf({ gorilla: 9, lake: 5, musanze: 3, safari: 80 });
    };
    // Most searches name no such place: they do not wait for a vocabulary still being built after a catalogue write.
    for (const q of ['safari kenya', 'lake kivu', 'gorilla trekking 3 days']) expect(await passingPlaceIn(catalogue, q), q).toBeUndefined();
    expect(asked).toBe(0);
    expect(await passingPlaceIn(catalogue, 'Musanze gorilla')).toEqual({ named: 'musanze', q: 'Volcanoes gorilla', near: 'Volcanoes' });
    // A place the catalogue's words do not hold is the fallback's (placesElsewhere).
    expect(await passingPlaceIn(catalogue, 'kinigi gorilla')).toBeUndefined();
    expect(asked).toBe(2);
  });
});

describe('what the words mean before they are searched', () => {
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
    // A number without a unit, or a month's length, is left as typed.
    expect(understandQuery({ q: 'tsavo 3' })).toBeUndefined();
    expect(understandQuery({ q: 'kenya 45 days' })).toBeUndefined();
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
    });
    // What the traveller has, or asks which, is no word to search.
    expect(understandQuery({ q: 'i have 10 days and 5000 dollars' })).toMatchObject({ q: undefined, maxPrice: 5000, nearDays: 10 });
    expect(understandQuery({ q: 'what is the cheapest safari' })).toEqual({ q: 'safari', cheaper: true });
    expect(readingsOf({ q: 'safari', maxPrice: 2000 }, { q: 'safari under 2000' })).toEqual([{ q: 'safari', maxPrice: 2000 }]);
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
    expect(understandQuery({ q: 'luxury 5000 plus' })).toEqual({ q: 'luxury', minPrice: 5000 });
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
    expect(understandQuery({ q: 'kenya 2500 usd' })).toEqual({ q: 'kenya', maxPrice: 2500 });
    expect(understandQuery({ q: 'safari under $3k' })).toEqual({ q: 'safari', maxPrice: 3000 });
    // A plain number alone, a range of days and a party are not prices.
    expect(understandQuery({ q: 'safari 1000' })).toBeUndefined();
    expect(understandQuery({ q: '1000 hills' })).toEqual({ q: 'thousand hills', numberNamed: true });
    expect(understandQuery({ q: 'safari 5-7 days' })).toEqual({ q: 'safari', minDays: 5, maxDays: 7 });
    expect(understandQuery({ q: 'safari 60-90 days' })).toBeUndefined();
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
    // Alone, the trips best then (service.ts makes it a condition: ExperienceFilter.bestIn), then, if none is, every trip.
    expect(readingsOf(understandQuery({ q: 'December' })!, { q: 'December' })).toEqual([{ q: undefined, whenMonths: [12] }, { q: undefined }]);
    expect(understandQuery({ q: 'safari in december' })).toEqual({ q: 'safari in', whenMonths: [12] });
    expect(understandQuery({ q: 'christmas in zanzibar' })).toEqual({ q: 'in zanzibar', whenMonths: [12] });
    expect(understandQuery({ q: 'gorilla trekking july' })).toEqual({ q: 'gorilla trekking', whenMonths: [7] });
    expect(understandQuery({ q: 'kenya august or july' })).toMatchObject({ whenMonths: [7, 8] });
    expect(understandQuery({ q: 'zanzibar new years eve' })).toEqual({ q: 'zanzibar', whenMonths: [12] });
    // Easter moves between months: when, but no month.
    expect(understandQuery({ q: 'easter safari' })).toEqual({ q: 'safari' });
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
    for (const q of ['zanzibar 2027', 'safari 5', 'top 10 safaris', '1000 2000 safari', '1500']) expect(numberAsPrice({ q }), q).toBeUndefined();
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
    expect(understandQuery({ q: 'we are a family of 5 looking for a safari in kenya' })).toEqual({ q: 'family safari in kenya' });
    expect(understandQuery({ q: 'planning a honeymoon in rwanda' })).toEqual({ q: 'honeymoon in rwanda' });
    expect(understandQuery({ q: "I'd like to see gorillas" })).toEqual({ q: 'see gorillas' });
  });
  it('reads an animal few trips name as those trips first, then the safaris of its range', () => {
    expect(understandQuery({ q: 'zebras' })).toEqual({ q: undefined, anyOf: ['zebra', 'tanzania safari', 'kenya safari', 'akagera'], widening: true });
    expect(understandQuery({ q: 'lions in kenya' })).toEqual({ q: 'in kenya', anyOf: ['lion', 'tanzania safari', 'kenya safari', 'uganda safari', 'rwanda safari'], widening: true });
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
    expect(words('beach with children aged 5 and 8')).toBe('beach with children');
    expect(understandQuery({ q: 'kids under 1000' })).toEqual({ q: 'kids', maxPrice: 1000 });
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
    const [exactly, about] = readingsOf(understandQuery({ q: '10 days' })!, { q: '10 days' });
    expect(readingLabel({ q: '10 days' }, exactly!)).toBe('10 days');
    expect(readingLabel({ q: '10 days' }, about!)).toBe('about 10 days');
    const [, closest] = readingsOf(understandQuery({ q: 'zanzibar 3 weeks' })!, { q: 'zanzibar 3 weeks' });
    expect(readingLabel({ q: 'zanzibar 3 weeks' }, closest!)).toBe('zanzibar · closest to 21 days');
  });
});

/**
 * How many of `docs` a search instead finds: each word of q starts a word of the document, and so does each word of
 * one of the alternatives; words without any (stop words alone) find nothing.
 */
function countIn(docs: string[], stopWords: ReadonlySet<string>, { q, anyOf }: { q: string; anyOf?: string[] }): number {
  const terms = (text: string) => queryTerms(text).filter((t) => !stopWords.has(t));
  const holds = (doc: string, words: string[]) => words.every((t) => doc.split(' ').some((w) => w.startsWith(t)));
  if (terms(q).length === 0 && !anyOf) return 0;
  return docs.filter((d) => holds(d, terms(q)) && (!anyOf || anyOf.some((alt) => terms(alt).length > 0 && holds(d, terms(alt))))).length;
}

describe('what a search that finds nothing searches instead', () => {
  // A catalogue of eight documents; a query matches a document when each of its words starts one of the document's.
  const docs = [
    'serengeti balloon safari',
    'kenya safari',
    'kenya beach',
    'zanzibar beach',
    'best beach zanzibar',
    'shoebill birding safari uganda',
    'gorilla trekking uganda',
    'permit office kampala',
  ];
  const words = [...new Set(docs.flatMap((d) => d.split(' ')))].sort();
  const vocabulary: Vocabulary = {
    words,
    frequency: new Map(words.map((w) => [w, docs.filter((d) => d.split(' ').includes(w)).length])),
    places: ['Serengeti', 'Kenya', 'Zanzibar', 'Uganda', 'Kampala'].map((name) => ({ name, country: null, count: 1, key: name.toLowerCase() })),
  };
  const STOP_WORDS = new Set(['in', 'to', 'do', 'with', 'the']);
  const counted: string[] = [];
  const count = async (text: { q: string; anyOf?: string[] }) => {
    counted.push(text.q);
    return countIn(docs, STOP_WORDS, text);
  };
  const instead = async (q: string) => (await fallbackQuery(vocabulary, q, new Set(queryTerms(q).filter((t) => STOP_WORDS.has(t))), count))?.label;

  it("puts travellers' phrases in the catalogue's words", async () => {
    expect(await instead('birdwatching safari')).toBe('bird safari');
    expect(await instead('bird watching')).toBe('bird');
    expect(await instead('safari with kids')).toBe('safari');
    expect(await instead('things to do in zanzibr')).toBe('Zanzibar');
    // Animals the trips do not name are what a safari shows; surfers go to the beaches; 'vs' is filler.
    expect(await instead('hyena')).toBe('safari');
    expect(await instead('photography')).toBe('safari');
    expect(await instead('warthogs kenya')).toBe('safari kenya');
    expect(await instead('surfing zanzibar')).toBe('beach zanzibar');
    expect(await instead('kenya vs zanzibar beach')).toBe('beach in kenya or zanzibar');
    expect(await instead('the')).toBeUndefined();
  });
  it('corrects slips first, keeping every word', async () => expect(await instead('kenia safari')).toBe('Kenya safari'));
  it('drops as few words as it takes, stop words first', async () => {
    expect(await instead('fabulous safari in kenya')).toBe('safari kenya');
    expect(await instead('gorilla permit uganda')).toBe('gorilla uganda');
  });
  it('keeps place names over other words, then the words that find more', async () => {
    expect(await instead('serengeti beach')).toBe('serengeti');
    expect(await instead('beach gorilla')).toBe('beach');
  });
  it('drops a common English word the catalogue does not use, unless it names a place with its neighbour', async () => {
    expect(await instead('whale shark beach')).toBe('beach');
    expect(await instead('photo safari kenya')).toBe('safari kenya');
    // Months and holidays say when.
    expect(await instead('christmas safari')).toBe('safari');
    expect(await instead('kenya beach in july')).toBe('kenya beach');
    expect(await instead('cape beach')).toBe('beach');
    expect(await instead('cape town beach')).toBeUndefined();
    expect(await instead('treasure island beach')).toBeUndefined();
    // Unless the region's gazetteer knows the place: Crescent Island is Lake Naivasha's, in Kenya.
    expect(await instead('crescent island beach')).toBe('Kenya beach');
  });
  it('never drops a typed word the catalogue knows nothing about: that is what the traveller is looking for', async () => {
    expect(await instead('lake victoria')).toBeUndefined();
    expect(await instead('kenya xyzzy')).toBeUndefined();
    expect(await instead('paris')).toBeUndefined();
  });
  it('searches a place of the region no experience names as the covered place beside it, else its country', async () => {
    // The gazetteer puts Mombasa beside Diani (not in this catalogue) and Jozani in Zanzibar.
    expect(await instead('jozani forest')).toBe('Zanzibar');
    expect(await instead('nungwi beach')).toBe('Zanzibar beach');
    expect(await instead('zanzibar jozani')).toBe('zanzibar');
    // A place's name is not a slip of a catalogue word ('paje' had been "corrected" to 'pace').
    expect(await instead('paje')).toBe('Zanzibar beaches');
    expect(await instead('paje beach')).toBe('Zanzibar beach');
    // A beach's country with its beaches, other words kept when they find something with it; never fewer places.
    expect(await instead('watamu')).toBe('Kenya beaches');
    expect(await instead('safari in mombasa')).toBe('safari in Kenya');
    // A park's: safaris in its country (Laikipia, beside Ol Pejeta, finds nothing here); a town's: its country.
    expect(await instead('ol pejeta')).toBe('Kenya safaris');
    expect(await instead('kidepo')).toBe('Uganda safaris');
    expect(await instead('entebbe')).toBe('Uganda');
    // Misspelt as the trip-request reader reads it.
    expect(await instead('mombassa beach')).toBe('Kenya beach');
    // Not a place in one of the five countries, or a word beside it that is no place at all.
    expect(await instead('lake victoria')).toBeUndefined();
    expect(await instead('watamu xyzzy')).toBeUndefined();
  });
  it('searches places no experience has together as alternatives, every other word kept', async () => {
    expect(await instead('kenya zanzibar beach')).toBe('beach in kenya or zanzibar');
    expect(await instead('kenya or uganda')).toBe('kenya or uganda');
    expect(await instead('serengeti uganda')).toBe('serengeti or uganda');
    // No safari in Zanzibar or Kampala: the words are dropped instead, a place kept.
    expect(await instead('zanzibar kampala safari')).toBe('zanzibar');
  });
  it('counts a bounded number of candidates for a long query', async () => {
    counted.length = 0;
    expect(await instead('kenya zanzibar uganda serengeti balloon beach gorilla shoebill')).toBeDefined();
    // Each word alone, the places as alternatives, then one word short of 8, 7 and 6, then every set of the 5 left.
    expect(counted.length).toBeLessThanOrEqual(8 + 1 + 8 + 7 + 6 + 25);
  });
});

describe('a name before an ordinary word', () => {
  // 'kampala' names something (no common English word) without being a destination; 'city' is an ordinary word.
  const docs = ['kampala food market', 'kigali city walk', 'nairobi city tour', 'zanzibar city walk'];
  const words = [...new Set(docs.flatMap((d) => d.split(' ')))].sort();
  const vocabulary: Vocabulary = {
    words,
    frequency: new Map(words.map((w) => [w, docs.filter((d) => d.split(' ').includes(w)).length])),
    places: ['Kigali', 'Nairobi', 'Zanzibar'].map((name) => ({ name, country: null, count: 1, key: name.toLowerCase() })),
  };
  const instead = async (q: string) => (await fallbackQuery(vocabulary, q, new Set(), async (text) => countIn(docs, new Set(), text)))?.label;

  it('keeps the name, though the ordinary word finds more', async () => {
    expect(await instead('kampala city')).toBe('kampala');
    // Between ordinary words, the one finding more.
    expect(await instead('market walk')).toBe('walk');
  });
});

describe('words typed without their space, places kept whole, months', () => {
  const docs = ['nosy be beach', 'stone town walk', 'stone beach', 'zanzibar town walk'];
  // 'be' is a stop word: the vocabulary (three letters and more) does not hold it, and it matches nothing alone.
  const STOP_WORDS = new Set(['be', 'in']);
  const words = [...new Set(docs.flatMap((d) => d.split(' ')))].filter((w) => !STOP_WORDS.has(w)).sort();
  const vocabulary: Vocabulary = {
    words,
    frequency: new Map(words.map((w) => [w, docs.filter((d) => d.split(' ').includes(w)).length])),
    places: ['Nosy Be', 'Stone Town', 'Zanzibar'].map((name) => ({ name, country: null, count: 1, key: name.toLowerCase() })),
  };
  const count = async (text: { q: string; anyOf?: string[] }) => countIn(docs, STOP_WORDS, text);
  const instead = async (q: string) => (await fallbackQuery(vocabulary, q, new Set(queryTerms(q).filter((t) => STOP_WORDS.has(t))), count))?.label;

  it("splits a place's name or two catalogue words typed as one", () => {
    expect(splitWord(vocabulary, 'nosybe')).toEqual(['nosy', 'be']);
    expect(splitWord(vocabulary, 'stonetown')).toEqual(['stone', 'town']);
    expect(splitWord(vocabulary, 'beachwalk')).toEqual(['beach', 'walk']);
    expect(splitWord(vocabulary, 'stone')).toBeUndefined();
    expect(splitWord(vocabulary, 'sunshine')).toBeUndefined();
  });
  it('joins two words typed apart that the catalogue writes as one, with an ending added or not', () => {
    const catalogue = vocabularyOf({ kitesurf: 2, sun: 9, sundowner: 3, wildlife: 5 });
    expect(joinWords(catalogue, 'wild life kenya')).toEqual({ q: 'wildlife kenya', joined: ['wildlife'] });
    expect(joinWords(catalogue, 'Sun Downer')).toEqual({ q: 'sundowner', joined: ['sundowner'] });
    expect(joinWords(catalogue, 'kite surfing')).toEqual({ q: 'kitesurfing', joined: ['kitesurfing'] });
    // Shown with the joined words capitalised, the rest as typed.
    expect(showJoined('wildlife kenya', ['wildlife'])).toBe('Wildlife kenya');
    expect(showJoined('sunrise · about 3 days', ['sunrise'])).toBe('Sunrise · about 3 days');
    // Nothing the catalogue writes as one; halves under three letters or numbers are never joined.
    expect(joinWords(catalogue, 'sun safari')).toBeUndefined();
    expect(joinWords(catalogue, 'sundowner')).toBeUndefined();
    expect(joinWords({ ...catalogue, frequency: new Map([['within', 1], ['day3', 1]]) }, 'with in day 3')).toBeUndefined();
  });
  it('searches the split words, and keeps or drops a place with its stop words', async () => {
    expect(await instead('nosybe')).toBe('Nosy Be');
    expect(await instead('stonetown walk')).toBe('Stone Town walk');
    expect(await instead('whale sharks nosy be')).toBe('nosy be');
    expect(await instead('nosy be walk')).toBe('nosy be');
  });
  it('names a place the words alone cannot tell apart: one whose name has a stop word, typed in full', () => {
    const named = (q: string) => placesNamedBy(vocabulary, queryTerms(q), new Set(queryTerms(q).filter((t) => STOP_WORDS.has(t))));
    expect(named('Nosy Bé weekend')).toEqual(['Nosy Be']);
    expect(named('beach in nosy be')).toEqual(['Nosy Be']);
    // Its words apart, or a place whose words all count, need nothing more.
    expect(named('nosy beach be')).toEqual([]);
    expect(named('stone town walk')).toEqual([]);
  });
  it('drops a month, which says when rather than what', async () => {
    expect(await instead('zanzibar town in july')).toBe('zanzibar town');
    expect(await instead('stone beach dec')).toBe('stone beach');
  });
});

describe('search facets, sorting, ranges and suggestions on the demo catalogue', { timeout: SLOW }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDemoIfEmpty(ctx.database);
  }, SLOW);
  afterAll(async () => ctx?.close());

  const list = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/experiences?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListExperiencesResponse>();
  };
  const facets = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/experiences/facets?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ExperienceFacets>();
  };

  it('orders the experiences named for the words as the words ask, unless an order is chosen on the page', async () => {
    const dearest = await list(`limit=6&q=${encodeURIComponent('most expensive honeymoon')}`);
    expect(dearest.read_as).toBe('honeymoon · most expensive first');
    const prices = dearest.experiences.map((e) => e.price!);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const chosen = await list(`limit=6&sort=price_asc&q=${encodeURIComponent('most expensive honeymoon')}`);
    expect(chosen.read_as).toBeNull();
    const ascending = chosen.experiences.map((e) => e.price!);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  it('counts each chip and country for the query, and the counts agree with the lists', async () => {
    const all = await facets('');
    const honeymoon = await facets('q=honeymoon');
    expect(honeymoon.total).toBeLessThan(all.total);
    const chip = honeymoon.categories.find((c) => c.name === 'Honeymoon')!;
    expect(chip.count).toBe((await list('q=honeymoon&tripType=Honeymoon&limit=1')).total);
    const kenya = honeymoon.destinations.find((c) => c.name === 'Kenya')!;
    expect(kenya.count).toBeGreaterThan(0);
    expect(kenya.count).toBe((await list('q=honeymoon&destination=Kenya&limit=1')).total);
    // The chosen category does not zero the other chips; the chosen country does not zero the other countries.
    const narrowed = await facets('q=honeymoon&tripType=Honeymoon&destination=Kenya');
    expect(narrowed.total).toBe((await list('q=honeymoon&tripType=Honeymoon&destination=Kenya&limit=1')).total);
    expect(narrowed.destinations.find((c) => c.name === 'Tanzania')!.count).toBeGreaterThan(0);
    expect(narrowed.categories.map((c) => c.name)).toContain('Beach Time');
  });

  it('sorts by price and by length, both ways, without losing or repeating a card across pages', async () => {
    for (const [sort, key, dir] of [['price_asc', 'price', 1], ['price_desc', 'price', -1], ['duration_asc', 'duration_days', 1], ['duration_desc', 'duration_days', -1]] as const) {
      const first = await list(`destination=Kenya&sort=${sort}&limit=10&offset=0`);
      const second = await list(`destination=Kenya&sort=${sort}&limit=10&offset=10`);
      const cards = [...first.experiences, ...second.experiences];
      expect(new Set(cards.map((c) => c.id)).size, sort).toBe(cards.length);
      const values = cards.map((c) => c[key]).filter((v): v is number => v !== null);
      expect(values, sort).toEqual([...values].sort((a, b) => dir * (a - b)));
    }
  });

  it('narrows by price range and length range, in dollars and days', async () => {
    const cheap = await list('maxPrice=1500&limit=100');
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.experiences.every((e) => e.price !== null && e.price <= 1500)).toBe(true);
    const long = await list('minDays=10&maxDays=12&limit=100');
    expect(long.total).toBeGreaterThan(0);
    expect(long.experiences.every((e) => e.duration_days !== null && e.duration_days >= 10 && e.duration_days <= 12)).toBe(true);
    const bad = await ctx.app.inject({ url: '/api/experiences?minPrice=-5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join(' ')).toMatch(/minPrice/);
  });

  it('reads a slip of a word that says only "a trip" as the word: every experience', async () => {
    const all = (await list('limit=1')).total;
    expect((await list('q=holiday&limit=1')).total).toBe(all);
    for (const [typed, meant] of [['holliday', 'Holiday'], ['vaccation', 'Vacation'], ['tuor', 'Tour'], ['packge', 'Package']]) {
      const body = await list(`q=${typed}&limit=1`);
      expect(body.searched_for, typed).toBe(meant);
      expect(body.total, typed).toBe(all);
    }
    // Beside another word it only ranks, as typed right: 'zanzibar vaccation' is Zanzibar's trips.
    const zanzibar = await list('q=zanzibar%20vaccation&limit=1');
    expect(zanzibar.searched_for).toBe('zanzibar Vacation');
    expect(zanzibar.total).toBe((await list('q=zanzibar&limit=1')).total);
    // Any corrected word is read as the word typed right is: a leopard's slip is its trips, then its range's safaris.
    const leopard = await list('q=leopard&limit=8');
    const slip = await list('q=leapord&limit=8');
    expect(slip.searched_for).toBe('Leopard');
    expect([slip.total, slip.experiences.map((e) => e.id)]).toEqual([leopard.total, leopard.experiences.map((e) => e.id)]);
  });

  it('finds the trips best in a month said alone, in any order; beside other words a month only ranks', async () => {
    const all = (await list('limit=1')).total;
    const december = await list('q=december&limit=100');
    expect(december.read_as).toBe('best in December');
    expect(december.total).toBeGreaterThan(0);
    expect(december.total).toBeLessThan(all);
    for (const e of december.experiences) {
      const page = await ctx.app.inject({ url: `/api/experiences/${e.id}` });
      expect(page.json<{ best_months: string[] }>().best_months, e.experience_name).toContain('December');
    }
    expect((await facets('q=december')).total).toBe(december.total);
    expect((await list('q=christmas&limit=100')).experiences.map((e) => e.id)).toEqual(december.experiences.map((e) => e.id));
    // In an order chosen on the page too.
    const cheapest = await list('q=december&sort=price_asc&limit=100');
    expect(cheapest.total).toBe(december.total);
    const prices = cheapest.experiences.map((e) => e.price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Beside words, a preference: every safari, those best in December first.
    const safari = await list('q=december%20safari&limit=1');
    expect([safari.total, safari.read_as]).toEqual([(await list('q=safari&limit=1')).total, 'safari · best in December first']);
  });

  it('says what it searched for when the words were misspelt, facets included', async () => {
    const body = await list('q=serengetti');
    expect(body.searched_for).toBe('Serengeti');
    expect(body.total).toBe((await list('q=serengeti')).total);
    expect((await facets('q=serengetti')).total).toBe(body.total);
    const nothing = await list('q=xylophone');
    expect(nothing.total).toBe(0);
    expect(nothing.searched_for).toBeNull();
  });

  it('searches two words the catalogue writes as one joined and says how it read them, a length beside them included', async () => {
    const ids = (body: { experiences: Array<{ id: number }> }) => body.experiences.map((e) => e.id);
    const apart = await list('q=wild%20life&limit=100');
    const joined = await list('q=wildlife&limit=100');
    expect(apart.read_as).toBe('Wildlife');
    expect(apart.searched_for).toBeNull();
    expect(joined.read_as).toBeNull();
    expect(ids(apart)).toEqual(ids(joined));
    expect((await facets('q=wild%20life')).total).toBe(joined.total);

    const withLength = await list('q=wild%20life%203%20days&limit=100');
    const spelt = await list('q=wildlife%203%20days&limit=100');
    expect(spelt.read_as).toBe('wildlife · about 3 days');
    expect(withLength.read_as).toBe('Wildlife · about 3 days');
    expect(withLength.searched_for).toBeNull();
    expect(withLength.total).toBeGreaterThan(0);
    expect(ids(withLength)).toEqual(ids(spelt));
  });

  it('corrects a slip beside a length or a price and keeps what those words meant, facets included', async () => {
    const ids = (body: { experiences: Array<{ id: number }> }) => body.experiences.map((e) => e.id);
    // The slip's reading is the correctly spelt one's: the same cards in the same order, labelled as corrected.
    const slip = await list('q=serengetti%202%20weeks&limit=100');
    const spelt = await list('q=serengeti%202%20weeks&limit=100');
    expect(spelt.read_as).toBe('serengeti · about 14 days');
    expect(slip.searched_for).toBe('Serengeti · about 14 days');
    expect(slip.read_as).toBeNull();
    expect(ids(slip)).toEqual(ids(spelt));
    expect(slip.total).toBeGreaterThan(0);
    expect((await facets('q=serengetti%202%20weeks')).total).toBe(slip.total);
    // Two weeks or so (10–18 days), not the words '2' and 'weeks' as typed, which match a 2-day weekend in Nairobi.
    for (const e of slip.experiences) expect(e.duration_days).toBeGreaterThanOrEqual(10);

    const cheapSlip = await list(`q=${encodeURIComponent('zanzibr under $1000')}&limit=100`);
    expect(cheapSlip.searched_for).toBe('Zanzibar · up to $1,000');
    expect(ids(cheapSlip)).toEqual(ids(await list(`q=${encodeURIComponent('zanzibar under $1000')}&limit=100`)));
    for (const e of cheapSlip.experiences) expect(e.price).toBeLessThanOrEqual(1000);
  });

  it('never corrects a place elsewhere into a catalogue word: it finds nothing, and the page says so', async () => {
    // 'new zealand' had been "corrected" to Wetland, 'iceland' to Island, 'bali' to Ali (57 trips).
    // 'île maurice' (Mauritius in French) had found Île Sainte-Marie's trips.
    for (const q of ['new zealand', 'iceland', 'bali beach', 'botswana safari', 'île maurice']) {
      const body = await list(`q=${encodeURIComponent(q)}&limit=100`);
      expect({ q, total: body.total, searched_for: body.searched_for }).toEqual({ q, total: 0, searched_for: null });
    }
    // Nor are words that say only 'a trip' a search of their own ('travel insurance' had shown "results for travel").
    for (const q of ['travel insurance', 'holiday insurance']) expect((await list(`q=${encodeURIComponent(q)}&limit=1`)).total).toBe(0);
    // A slip of one of the five countries is still one.
    expect((await list('q=tanzinia&limit=1')).searched_for).toBe('Tanzania');
    // Nor is a famous place elsewhere named in words the region uses too ('victoria falls' had found four Uganda trips
    // on Lake Victoria and at Murchison Falls, 'red sea' the beaches), in the list or its counts; each word alone still
    // finds the region's.
    for (const q of ['victoria falls', 'Victoria Falls safari', 'red sea', 'great barrier reef']) {
      const body = await list(`q=${encodeURIComponent(q)}&limit=100`);
      expect({ q, total: body.total, searched_for: body.searched_for }).toEqual({ q, total: 0, searched_for: null });
      expect((await facets(`q=${encodeURIComponent(q)}`)).total).toBe(0);
    }
    expect((await list('q=lake%20victoria&limit=1')).total).toBeGreaterThan(0);
    expect((await list('q=murchison%20falls&limit=1')).total).toBeGreaterThan(0);
  });

  it('searches as alternatives places no experience has together, one known by the first word of its name', async () => {
    // Bwindi Impenetrable National Park: 'kigali to bwindi gorillas' had dropped Bwindi.
    const body = await list(`q=${encodeURIComponent('kigali to bwindi gorillas')}&limit=100`);
    expect(body.searched_for).toBe('gorillas in kigali or bwindi');
    expect(body.experiences.some((e) => e.location?.startsWith('Bwindi'))).toBe(true);
  });

  it('drops the words that keep a search from finding anything, with the filters kept, facets included', async () => {
    const body = await list('q=fabulous%20safari%20in%20kenya&limit=100');
    expect(body.searched_for).toBe('safari kenya');
    expect(body.experiences.map((e) => e.id)).toEqual((await list('q=safari%20kenya&limit=100')).experiences.map((e) => e.id));
    expect((await facets('q=fabulous%20safari%20in%20kenya')).total).toBe(body.total);
    // The category still applies to what is searched instead.
    const beach = await list(`q=fabulous%20safari%20in%20kenya&tripType=${encodeURIComponent('Beach Time')}`);
    expect(beach.total).toBeGreaterThan(0);
    for (const e of beach.experiences) expect(e.experience_type).toMatch(/beach/i);
  });

  it('reads a day trip as experiences of one day, facets included, and the shortest first when none is that short', async () => {
    const body = await list('q=day%20trip%20zanzibar&limit=100');
    expect(body.total).toBe((await list('q=zanzibar&maxDays=1&limit=1')).total);
    expect(body.total).toBeGreaterThan(0);
    expect(body.searched_for).toBeNull();
    for (const e of body.experiences) expect(e.duration_days).toBe(1);
    expect((await facets('q=day%20trip%20zanzibar')).total).toBe(body.total);
    // No Zanzibar day trip is a week long: the Zanzibar trips of a week or more, shortest first, and said so.
    const week = await list('q=day%20trip%20zanzibar&minDays=7&limit=100');
    expect(week.total).toBe((await list('q=zanzibar&minDays=7&limit=1')).total);
    expect(week.total).toBeGreaterThan(1);
    expect(week.read_as).toBe('zanzibar · closest to 1 day');
    const lengths = week.experiences.map((e) => e.duration_days!);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    // No Arusha trip lasts a day: the shortest first, not the word 'day' that every 'N-Day' name has; of the trips
    // named for Arusha, not those whose descriptions only mention it.
    const arusha = await list('q=day%20trip%20from%20arusha&limit=100');
    expect(arusha.read_as).toBe('arusha · closest to 1 day');
    expect(arusha.total).toBeGreaterThan(1);
    expect(arusha.total).toBeLessThan((await list('q=arusha&minDays=1&limit=1')).total);
    expect(arusha.experiences[0]!.experience_name).toBe('2-Day Arusha Coffee & Culture Tour');
    // A day trip named for the words before one that only mentions them: the Rwanda gorilla treks, shortest first,
    // not the Kigali city tour (a day) whose description mentions gorillas.
    const gorillas = await list('q=rwanda%20gorilla%20trek%201%20day&limit=100');
    expect(gorillas.read_as).toBe('rwanda gorilla trek · closest to 1 day');
    expect(gorillas.experiences.map((e) => e.experience_name)).not.toContain('Kigali City, History & Art Tour');
    expect(gorillas.experiences[0]!.experience_name).toBe('3-Day Rwanda Gorilla Trekking Experience');
    expect((await list('q=rwanda%20gorilla&maxDays=1&limit=100')).experiences.map((e) => e.experience_name)).toContain('Kigali City, History & Art Tour');
    expect(arusha.experiences.map((e) => e.duration_days!)).toEqual(arusha.experiences.map((e) => e.duration_days!).sort((a, b) => a - b));
  });

  it('reads a price said in words as a bound, facets included', async () => {
    const body = await list(`q=${encodeURIComponent('safari under $2,000')}&limit=100`);
    expect(body.total).toBe((await list('q=safari&maxPrice=2000&limit=1')).total);
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan((await list('q=safari&limit=1')).total);
    for (const e of body.experiences) expect(e.price).toBeLessThanOrEqual(2000);
    expect((await facets(`q=${encodeURIComponent('safari under $2,000')}`)).total).toBe(body.total);
    // The page is told, so the bound does not apply unseen.
    expect(body.read_as).toBe('safari · up to $2,000');
    // A wider bound on the page gives way to the words'; a narrower or equal one holds, and nothing was read that the
    // page does not show already.
    expect((await list(`q=${encodeURIComponent('safari under $2,000')}&maxPrice=3000`)).read_as).toBe('safari · up to $2,000');
    expect((await list(`q=${encodeURIComponent('safari under $2,000')}&maxPrice=1000`)).read_as).toBeNull();
    expect((await list(`q=${encodeURIComponent('safari under $2,000')}&maxPrice=2000`)).read_as).toBeNull();
    expect((await list('q=day%20trip%20zanzibar')).read_as).toBe('zanzibar · 1 day');
    expect((await list('q=tanzanian%20safari')).read_as).toBeNull();
    expect((await list('q=safari')).read_as).toBeNull();
  });

  it('reads a length said as about that long, closest first, shown as a reading, facets included', async () => {
    const body = await list(`q=${encodeURIComponent('gorilla trekking 3 days')}&limit=100`);
    expect(body.read_as).toBe('gorilla trekking · about 3 days');
    // The words' matches of 2 to 4 days, every one of them, and not the words '3' and 'day' matched in names.
    const window = await list('q=gorilla%20trekking&minDays=2&maxDays=4&limit=100');
    expect(body.experiences.map((e) => e.id).sort()).toEqual(window.experiences.map((e) => e.id).sort());
    expect(body.total).toBeGreaterThan(2);
    expect((await facets(`q=${encodeURIComponent('gorilla trekking 3 days')}`)).total).toBe(body.total);
    // The experiences named for the words (a gorilla trek) first, then those that only mention them; in each, the
    // length asked for first, then the nearest: the 3-day trek, then 4-day ones.
    const distances = (page: ListExperiencesResponse, days: number) => page.experiences.map((e) => Math.abs(e.duration_days! - days));
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    expect(body.experiences[0]!.experience_name).toBe('3-Day Rwanda Gorilla Trekking Experience');
    const namedFor = (e: { experience_name: string }) => /gorilla/i.test(e.experience_name);
    const named = body.experiences.findIndex((e) => !namedFor(e));
    expect(named).toBeGreaterThan(1);
    expect(body.experiences.slice(named).some(namedFor)).toBe(false);
    for (const part of [body.experiences.slice(0, named), body.experiences.slice(named)]) {
      const d = distances({ ...body, experiences: part }, 3);
      expect(d).toEqual(sorted(d));
    }
    expect(new Set(distances(body, 3)).size).toBe(2);
    // A trek named for gorillas in Uganda comes before the 3-day lake retreats whose descriptions mention gorillas.
    const uganda = await list(`q=${encodeURIComponent('uganda gorillas 3 days')}&limit=100`);
    expect(uganda.experiences[0]!.experience_name).toBe('4-Day Bwindi Gorilla Trekking Safari');
    expect(uganda.experiences.slice(1).map((e) => e.duration_days)).toContain(3);
    // Nothing about that long named for the words: the trips named for them at any length, closest first, before those
    // about that long that only mention them (a Lamu trail whose agency is named for Tsavo), facets included.
    const tsavo = await list(`q=${encodeURIComponent('tsavo 2 days')}&limit=100`);
    expect(tsavo.read_as).toBe('tsavo · closest to 2 days');
    expect(tsavo.experiences.map((e) => e.experience_name)).toEqual(['7-Day Tsavo & Diani Bush-and-Beach', 'Luxury 8-Day Tsavo & Diani Bush-and-Beach']);
    expect((await list('q=tsavo&minDays=1&maxDays=3&limit=1')).total).toBeGreaterThan(0);
    expect((await facets(`q=${encodeURIComponent('tsavo 2 days')}`)).total).toBe(tsavo.total);
    // Nothing of about that length: every length, closest first.
    const far = await list(`q=${encodeURIComponent('zanzibar 3 weeks')}&limit=100`);
    expect(far.read_as).toBe('zanzibar · closest to 21 days');
    expect(far.total).toBe((await list('q=zanzibar&minDays=1&limit=1')).total);
    expect(distances(far, 21)).toEqual(distances(far, 21).sort((a, b) => a - b));
    // No other words: exactly that length.
    const alone = await list('q=10%20days&limit=100');
    expect(alone.read_as).toBe('10 days');
    expect(alone.total).toBeGreaterThan(0);
    for (const e of alone.experiences) expect(e.duration_days).toBe(10);
  });

  it('reads cheap as the cheaper of the best matches, shown as a bound, facets included', async () => {
    const body = await list(`q=${encodeURIComponent('cheap safari tanzania')}&limit=100`);
    const bound = /^safari tanzania · up to \$([0-9,]+)$/.exec(body.read_as ?? '');
    expect(bound, body.read_as ?? 'no reading').not.toBeNull();
    const maxPrice = Number(bound![1]!.replace(',', ''));
    // The same experiences as the words without 'cheap' and that bound on the page, and fewer than the words alone.
    const bounded = (await list(`q=safari%20tanzania&maxPrice=${maxPrice}&limit=100`)).experiences;
    const idSet = (list: typeof bounded) => list.map((e) => e.id).sort((a, b) => a - b);
    expect(idSet(body.experiences)).toEqual(idSet(bounded));
    // Ranked otherwise: the safaris whose names say so, cheapest first, where relevance alone led with a 'Luxury' one.
    const firstFive = body.experiences.slice(0, 5);
    for (const e of firstFive) expect(e.experience_name).toMatch(/safari/i);
    expect(firstFive.map((e) => e.price)).toEqual(firstFive.map((e) => e.price).sort((a, b) => a! - b!));
    expect(bounded[0]!.price).toBeGreaterThan(firstFive[0]!.price!);
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan((await list('q=safari%20tanzania&limit=1')).total);
    for (const e of body.experiences) expect(e.price).toBeLessThanOrEqual(maxPrice);
    expect((await facets(`q=${encodeURIComponent('cheap safari tanzania')}`)).total).toBe(body.total);
    // Not the word 'budget', which the catalogue only has in its descriptions' small print.
    expect(body.searched_for).toBeNull();
  });

  it('reads a slip of a word that asks for the cheaper trips as that word, and says what it searched for', async () => {
    const meant = await list('q=budget%20safari&limit=100');
    expect(meant.read_as).toMatch(/^safari · up to \$[0-9,]+$/);
    const ids = (body: ListExperiencesResponse) => body.experiences.map((e) => e.id);
    // 'budjet safari' and 'cheep safari' had dropped the word and shown every safari.
    for (const [q, label] of [
      ['budjet safari', 'Budget safari'],
      ['cheep safari', 'cheap safari'],
    ] as const) {
      const body = await list(`q=${encodeURIComponent(q)}&limit=100`);
      expect(body.searched_for, q).toBe(`${label}${meant.read_as!.slice('safari'.length)}`);
      expect(ids(body), q).toEqual(ids(meant));
      expect((await facets(`q=${encodeURIComponent(q)}`)).total, q).toBe(meant.total);
    }
  });

  it('reads a town beside a covered place that no experience is named for as that place, and says so', async () => {
    const ids = (body: ListExperiencesResponse) => body.experiences.map((e) => e.id);
    // 'musanze', Volcanoes' gateway town, is in the catalogue only as the town an agency works from: it had found a
    // Kigali city tour and a Lake Kivu escape.
    const volcanoes = await list('q=volcanoes&limit=100');
    for (const q of ['musanze', 'Musanze']) {
      const body = await list(`q=${q}&limit=100`);
      expect(body.read_as, q).toBe('Volcanoes');
      expect(body.searched_for, q).toBeNull();
      expect(ids(body), q).toEqual(ids(volcanoes));
    }
    expect((await facets('q=musanze')).total).toBe(volcanoes.total);
    // Read as the covered place's words are: a length beside it, a slip.
    const short = await list('q=musanze%203%20days&limit=100');
    expect(short.read_as).toBe('Volcanoes · about 3 days');
    expect(ids(short)).toEqual(ids(await list('q=volcanoes%203%20days&limit=100')));
    const gorillas = await list('q=musanze%20gorila&limit=100');
    expect(gorillas.searched_for).toBe('Volcanoes Gorilla');
    expect(ids(gorillas)).toEqual(ids(await list('q=volcanoes%20gorilla&limit=100')));
  });

  it("reads accommodation as the catalogue's lodges, and beside other words as a word that only ranks", async () => {
    const lodges = await list('q=hotel&limit=100');
    expect(lodges.searched_for).toBe('lodge');
    // 'accommodation' had found nothing, 'zanzibar accommodation' had dropped it and said so.
    for (const q of ['accommodation', 'accomodation', 'lodging']) {
      const body = await list(`q=${q}&limit=100`);
      expect(body.total, q).toBe(lodges.total);
      expect(body.experiences.map((e) => e.id), q).toEqual(lodges.experiences.map((e) => e.id));
    }
    const zanzibar = await list('q=zanzibar&limit=100');
    const stay = await list('q=zanzibar%20accommodation&limit=100');
    expect(stay.searched_for).toBeNull();
    expect(stay.total).toBe(zanzibar.total);
  });

  it.each([
    ['brotli', 'gzip, deflate, br', 60],
    ['gzip', 'gzip, deflate', 61],
  ])('sends a large page first asked for with %s the same to every client after: brotli, gzip or plain', async (_, first, limit) => {
    const get = (encoding?: string) => ctx.app.inject({ url: `/api/experiences?q=safari&limit=${limit}`, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const decoded = (res: Awaited<ReturnType<typeof get>>) =>
      (res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload)).toString();
    const packed = await get(first);
    expect(packed.headers['content-encoding']).toBe(first.includes('br') ? 'br' : 'gzip');
    const json = decoded(packed);
    expect(json.length).toBeGreaterThan(12 * 1024);
    expect(json).toBe(JSON.stringify(listExperiencesResponse.parse(JSON.parse(json))));
    // Kept compressed alone: the JSON is read back from it for a client that takes none, and compressed otherwise.
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(json);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(json);
    const br = await get('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br)).toBe(json);
  });

  it('compresses an answer asked for often once more, smaller, off the event loop, to the same JSON', async () => {
    const get = () => ctx.app.inject({ url: '/api/experiences?q=safari&limit=62', headers: { 'accept-encoding': 'br' } });
    const cache = responseCacheFor(ctx.database);
    const sizes: number[] = [];
    let first = '';
    for (let send = 1; send <= 32; send++) {
      const res = await get();
      sizes.push(res.rawPayload.length);
      if (send === 1) first = brotliDecompressSync(res.rawPayload).toString();
      else expect(brotliDecompressSync(res.rawPayload).toString(), `send ${send}`).toBe(first);
    }
    // Cheap for the first 32 sends; the 32nd starts the recompression, and the sends after it is done are smaller.
    expect(new Set(sizes).size).toBe(1);
    const before = cache.stats().bytes;
    await cache.recompressed();
    const smaller = await get();
    expect(smaller.rawPayload.length).toBeLessThan(0.9 * sizes[0]!);
    expect(brotliDecompressSync(smaller.rawPayload).toString()).toBe(first);
    // The cache counts the smaller form in place of the cheap one.
    expect(cache.stats().bytes - before).toBe(smaller.rawPayload.length - sizes[0]!);
    expect((await get()).rawPayload.length).toBe(smaller.rawPayload.length);
  });

  it('suggests places and experiences as the traveller types, misspellings corrected', async () => {
    const get = async (q: string) => (await ctx.app.inject({ url: `/api/search/suggestions?q=${encodeURIComponent(q)}` })).json<SearchSuggestions>();
    const ser = await get('seren');
    expect(ser.places[0]).toMatchObject({ name: 'Serengeti', country: 'Tanzania' });
    expect(ser.experiences.length).toBeGreaterThan(0);
    expect(ser.experiences.every((e) => /serengeti/i.test(e.experience_name) || e.location?.includes('Serengeti'))).toBe(true);
    expect((await get('zanzibr')).places.map((p) => p.name)).toContain('Zanzibar');
    // As the words mean it: a people's name is the country's, a day trip is a length.
    expect((await get('tanzanian')).places.map((p) => p.name)).toContain('Tanzania');
    expect((await get('day trip zanzib')).places.map((p) => p.name)).toEqual(['Zanzibar']);
    expect((await get('nosy bé')).experiences[0]!.experience_name).toMatch(/Nosy Be/);
    expect(await get('s')).toEqual({ places: [], experiences: [] });
    // A word still being typed that makes a phrase the catalogue says other ways: what the finished phrase finds.
    const village = (await list('q=maasai%20village&limit=5')).experiences.map((e) => e.id);
    expect((await get('maasai vil')).experiences.map((e) => e.id)).toEqual(village);
    expect((await get('maasai vil')).experiences[0]!.experience_name).toMatch(/Maasai/);
    const overland = (await list('q=overland&limit=5')).experiences.map((e) => e.id);
    expect((await get('overl')).experiences.map((e) => e.id)).toEqual(overland);
    // A place's name with its last word still being typed: that place's trips ('lake k' had led with a Rwanda
    // honeymoon whose text says many words starting with 'k', 'nosy b' with the Grand Madagascar tours).
    for (const [typed, place] of [['lake k', 'lake kivu'], ['nosy b', 'nosy be'], ['queen e', 'queen elizabeth']] as const) {
      const named = (await list(`q=${encodeURIComponent(place)}&limit=5`)).experiences.map((e) => e.id);
      const shown = await get(typed);
      expect(shown.experiences.map((e) => e.id), typed).toEqual(named);
      expect(shown.experiences[0]!.experience_name.toLowerCase(), typed).toContain(place);
    }
    expect((await get('ile sainte m')).places.map((p) => p.name)).toEqual(['Île Sainte-Marie']);
    // A name's first three letters that make a short English word ('tar', 'mas'), matched whole by the search: the
    // name's trips, as any other start's ('ser', 'kil'); they had suggested no experience.
    for (const [typed, place, named] of [['tar', 'Tarangire', /Tarangire/], ['mas', 'Masai Mara', /Maa?sai Mara/]] as const) {
      const shown = await get(typed);
      expect(shown.places.map((p) => p.name), typed).toEqual([place]);
      expect(shown.experiences.length, typed).toBe(5);
      for (const e of shown.experiences) expect(`${e.experience_name} · ${e.location}`, typed).toMatch(named);
    }
    // A start the search reads as a word of its own that finds nothing ('and', a stop word; 'mu'): the trips of the
    // place suggested for it.
    for (const [typed, place] of [['and', 'Andasibe-Mantadia'], ['mu', 'Murchison Falls']] as const) {
      const shown = await get(typed);
      expect(shown.places.map((p) => p.name), typed).toEqual([place]);
      const named = (await list(`q=${encodeURIComponent(place)}&limit=5`)).experiences.map((e) => e.id);
      expect(named.length, typed).toBe(5);
      expect(shown.experiences.map((e) => e.id), typed).toEqual(named);
    }
    // A town beside a covered place, as the search reads it: 'musanze' (in the catalogue only as an agency's town) had
    // suggested no place, where 'kinigi' (not in it) suggested Volcanoes National Park.
    for (const town of ['musanze', 'kinigi']) expect((await get(town)).places.map((p) => p.name), town).toEqual(['Volcanoes National Park']);
    // The start of such a place's name, too short for a slip, that no catalogue word starts as: what the whole name
    // finds ('olduv', 'nyirag' had suggested nothing).
    for (const [typed, whole, place] of [['olduv', 'olduvai', 'Ngorongoro Crater'], ['nyirag', 'nyiragongo', 'Volcanoes National Park']] as const) {
      const shown = await get(typed);
      expect(shown.places.map((p) => p.name), typed).toEqual([place]);
      const named = (await list(`q=${whole}&limit=5`)).experiences.map((e) => e.id);
      expect(named.length, typed).toBeGreaterThan(0);
      expect(shown.experiences.map((e) => e.id), typed).toEqual(named);
    }
    expect(await get('zzzz'), 'a start of nothing the region names').toEqual({ places: [], experiences: [] });
  });

  it('suggests the experiences the search would show first, its reading of the words included', async () => {
    const get = async (q: string) => (await ctx.app.inject({ url: `/api/search/suggestions?q=${encodeURIComponent(q)}` })).json<SearchSuggestions>();
    for (const q of ['stonetown', 'day trip zanzibar', 'best safari in kenya', 'hot air balloon']) {
      const first = (await list(`q=${encodeURIComponent(q)}&limit=5`)).experiences.map((e) => e.id);
      expect(first.length, q).toBeGreaterThan(0);
      expect((await get(q)).experiences.map((e) => e.id), q).toEqual(first);
    }
  });
});
