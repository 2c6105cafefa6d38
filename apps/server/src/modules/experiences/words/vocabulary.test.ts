import { describe, expect, it } from 'vitest';
import { closestWord, completeRegionWord, completeWord, correctQuery, shownWord, suggestPlaces, type Vocabulary } from './vocabulary.js';
import { passingPlaceIn } from './passing-places.js';
import { PhraseTable } from './phrase-table.js';
import { parseTextQuery, queryTerms } from './text-search.js';
import { vocabularyOf } from '../../../test/vocabulary.js';

describe('query words', () => {
  it('keeps letters and digits only, lower-cased and without accents', () => {
    expect(queryTerms("Nosy Bé's 7-day (beach) & 'reef'")).toEqual(['nosy', 'be', 's', '7', 'day', 'beach', 'reef']);
    expect(queryTerms('&|!:*()')).toEqual([]);
  });
  it("reads a contraction's end as its word, which is no word's start, but not a possessive or a negation", () => {
    expect(queryTerms("I'd like a safari")).toEqual(['i', 'would', 'like', 'a', 'safari']);
    expect(queryTerms('we’ve got 10 days, we’re 4 and we’ll fly')).toEqual(['we', 'have', 'got', '10', 'days', 'we', 'are', '4']);
    expect(queryTerms("i'm here", 3)).toEqual(['i', 'am', 'here']);
    expect(queryTerms("zanzibar's beaches don't")).toEqual(['zanzibar', 's', 'beaches', 'don', 't']);
    // Only after a letter, and only a whole ending: quotes and words that start with one are kept as typed.
    expect(queryTerms("'dhow' o'dell")).toEqual(['dhow', 'o', 'dell']);
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
    { name: 'Zanzibar', country: 'Tanzania', count: 15, key: 'zanzibar' },
    { name: 'Île Sainte-Marie', country: 'Madagascar', count: 4, key: 'ile sainte-marie' },
  ]);
  it('replaces a misspelt word by the closest, most used one and leaves known prefixes alone', () => {
    expect(correctQuery(vocabulary, 'serengetti balloon')).toBe('Serengeti balloon');
    expect(correctQuery(vocabulary, 'zanzibr')).toBe('Zanzibar');
    expect(correctQuery(vocabulary, 'serengeti')).toBeUndefined();
    expect(correctQuery(vocabulary, 'seren')).toBeUndefined();
    expect(correctQuery(vocabulary, 'paris')).toBeUndefined();
  });
  it("capitalises a correction only when it is a word of a place's name and no common English word", () => {
    const catalogue = vocabularyOf({ gorilla: 9, serengeti: 14, stone: 4, town: 6 }, [
      { name: 'Serengeti', country: 'Tanzania', count: 14, key: 'serengeti' },
      { name: 'Stone Town', country: 'Tanzania', count: 4, key: 'stone town' },
    ]);
    expect(shownWord(catalogue, 'serengeti')).toBe('Serengeti');
    expect(shownWord(catalogue, 'gorilla')).toBe('gorilla');
    // Stone Town's words are English words: "stone town", not "stone Town".
    expect(shownWord(catalogue, 'town')).toBe('town');
    expect(correctQuery(catalogue, 'gorila')).toBe('gorilla');
    expect(correctQuery(catalogue, 'serengetti')).toBe('Serengeti');
    expect(correctQuery(catalogue, 'stone twon')).toBe('stone town');
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
    // Not on the first letter, where a slip rarely falls: 'iland' is island with a letter dropped, not the animal
    // 'eland' (a traveller's word the search reads as a safari), and 'lamu iland' had found one dhow trip.
    expect(closestWord(vocabularyOf({ island: 40 }), 'iland', {}, ['eland'])).toBe('island');
    // Alone, a first vowel heard wrong is still a slip of the word.
    expect(closestWord(vocabularyOf({ uganda: 4 }), 'oganda')).toBe('uganda');
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
  it("completes the start of a region's place no catalogue word starts as, from four letters", () => {
    // 'olduv' had found nothing and suggested nothing: two letters short of Olduvai Gorge, which no trip names.
    const catalogue = vocabularyOf({ older: 2, ngorongoro: 19, volcano: 10 });
    expect(completeRegionWord(catalogue, 'olduv')).toBe('olduvai');
    expect(completeRegionWord(catalogue, 'nyirag')).toBe('nyiragongo');
    // A catalogue word's start is the catalogue's; fewer letters, or none of a place, complete to nothing.
    expect(completeRegionWord(catalogue, 'olde')).toBeUndefined();
    expect(completeRegionWord(catalogue, 'ngoro')).toBeUndefined();
    expect(completeRegionWord(catalogue, 'old')).toBeUndefined();
    expect(completeRegionWord(catalogue, 'zzzz')).toBeUndefined();
    // A place's word in full is that place: Anja (a park of the RN7), not the start of Anjajavy.
    expect(completeRegionWord(catalogue, 'anja')).toBeUndefined();
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
    expect(correctQuery(catalogue, 'masaai village')).toBe('maasai village');
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
    // Beside the covered place itself, the town drops out, and so does the word that led to it: the place is said once.
    expect(await passingPlaceIn(catalogue, 'musanze volcanoes')).toEqual({ named: 'musanze', q: 'volcanoes', near: 'Volcanoes' });
    expect(await passingPlaceIn(catalogue, 'Volcanoes gorilla from Musanze')).toEqual({ named: 'musanze', q: 'volcanoes gorilla', near: 'Volcanoes' });
    // A place the catalogue's words do not hold is the fallback's (placesElsewhere).
    expect(await passingPlaceIn(catalogue, 'kinigi gorilla')).toBeUndefined();
    expect(asked).toBe(4);
  });
});
