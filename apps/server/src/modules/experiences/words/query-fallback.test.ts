import { describe, expect, it } from 'vitest';
import { joinWords, placesNamedBy, splitWord } from './vocabulary.js';
import { fallbackQuery } from './query-fallback.js';
import { shownText } from './query-fallback/words.js';
import { queryTerms } from './text-search.js';
import { vocabularyOf, vocabularyOfDocs } from '../../../test/vocabulary.js';

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
  const vocabulary = vocabularyOfDocs(docs, ['Serengeti', 'Kenya', 'Zanzibar', 'Uganda', 'Kampala']);
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
    expect(await instead('warthogs kenya')).toBe('safari Kenya');
    expect(await instead('surfing zanzibar')).toBe('beach Zanzibar');
    expect(await instead('kenya vs zanzibar beach')).toBe('beach in Kenya or Zanzibar');
    expect(await instead('the')).toBeUndefined();
  });
  it('corrects slips first, keeping every word', async () => expect(await instead('kenia safari')).toBe('Kenya safari'));
  it('drops as few words as it takes, stop words first', async () => {
    expect(await instead('fabulous safari in kenya')).toBe('safari Kenya');
    expect(await instead('gorilla permit uganda')).toBe('gorilla Uganda');
  });
  it('keeps place names over other words, then the narrower words, those that find fewer', async () => {
    expect(await instead('serengeti beach')).toBe('Serengeti');
    expect(await instead('beach gorilla')).toBe('gorilla');
    expect(await instead('gorilla beach')).toBe('gorilla');
  });
  it('drops a common English word the catalogue does not use, unless it names a place with its neighbour', async () => {
    expect(await instead('whale shark beach')).toBe('beach');
    expect(await instead('photo safari kenya')).toBe('safari Kenya');
    // Months and holidays say when.
    expect(await instead('christmas safari')).toBe('safari');
    expect(await instead('kenya beach in july')).toBe('Kenya beach');
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
    expect(await instead('zanzibar jozani')).toBe('Zanzibar');
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
    expect(await instead('kenya zanzibar beach')).toBe('beach in Kenya or Zanzibar');
    expect(await instead('kenya or uganda')).toBe('Kenya or Uganda');
    expect(await instead('serengeti uganda')).toBe('Serengeti or Uganda');
    // No safari in Zanzibar or Kampala: the words are dropped instead, a place kept.
    expect(await instead('zanzibar kampala safari')).toBe('Zanzibar');
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
  const vocabulary = vocabularyOfDocs(docs, ['Kigali', 'Nairobi', 'Zanzibar']);
  const instead = async (q: string) => (await fallbackQuery(vocabulary, q, new Set(), async (text) => countIn(docs, new Set(), text)))?.label;

  it('keeps the name, though the ordinary word finds more', async () => {
    expect(await instead('kampala city')).toBe('kampala');
    // Between ordinary words, the one finding fewer: the narrower, what sets the search apart.
    expect(await instead('market walk')).toBe('market');
    expect(await instead('walk market')).toBe('market');
  });
});

describe("a phrase's word beside the traveller's own form of it", () => {
  const docs = ['birds of uganda', 'kenya birds and beaches', 'kenya beach'];
  const vocabulary = vocabularyOfDocs(docs, ['Kenya', 'Uganda']);
  const instead = async (q: string) => (await fallbackQuery(vocabulary, q, new Set(), async (text) => countIn(docs, new Set(), text)))?.label;
  it('is named once, in the form typed', async () => {
    // 'birdwatching' is 'bird'; the search stems 'birds' alike, so 'bird birds' would be one search named twice.
    expect(await instead('birdwatching birds uganda')).toBe('birds Uganda');
    expect(await instead('birds birdwatching uganda')).toBe('birds Uganda');
  });
});

describe('words typed without their space, places kept whole, months', () => {
  const docs = ['nosy be beach', 'stone town walk', 'stone beach', 'zanzibar town walk'];
  // 'be' is a stop word: the vocabulary (three letters and more) does not hold it, and it matches nothing alone.
  const STOP_WORDS = new Set(['be', 'in']);
  const vocabulary = vocabularyOfDocs(docs, ['Nosy Be', 'Stone Town', 'Zanzibar'], STOP_WORDS);
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
    expect(joinWords(catalogue, 'wild life kenya')).toBe('wildlife kenya');
    expect(joinWords(catalogue, 'Sun Downer')).toBe('sundowner');
    expect(joinWords(catalogue, 'kite surfing')).toBe('kitesurfing');
    // Nothing the catalogue writes as one; halves under three letters or numbers are never joined.
    expect(joinWords(catalogue, 'sun safari')).toBeUndefined();
    expect(joinWords(catalogue, 'sundowner')).toBeUndefined();
    expect(joinWords({ ...catalogue, frequency: new Map([['within', 1], ['day3', 1]]) }, 'with in day 3')).toBeUndefined();
  });
  it('searches the split words, and keeps or drops a place with its stop words', async () => {
    expect(await instead('nosybe')).toBe('Nosy Be');
    expect(await instead('stonetown walk')).toBe('Stone Town walk');
    expect(await instead('whale sharks nosy be')).toBe('Nosy Be');
    expect(await instead('nosy be walk')).toBe('Nosy Be');
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
    expect(await instead('zanzibar town in july')).toBe('Zanzibar town');
    expect(await instead('stone beach dec')).toBe('stone beach');
  });
});

describe('words as the page shows them (read_as)', () => {
  const vocabulary = vocabularyOfDocs(['kilimanjaro climb', 'masai mara safari', 'zanzibar beach', 'kenya safari'], ['Kilimanjaro', 'Masai Mara', 'Zanzibar', 'Kenya']);
  it("keeps every word and names places as the catalogue or the region's gazetteer writes them", () => {
    expect(shownText(vocabulary, 'safari in kenya or zanzibar')).toBe('safari in Kenya or Zanzibar');
    expect(shownText(vocabulary, 'masai mara')).toBe('Masai Mara');
    expect(shownText(vocabulary, 'mount kilimanjaro climb')).toBe('Mount Kilimanjaro climb');
    // Common English words alone, a place's name together: the gazetteer's spelling.
    expect(shownText(vocabulary, 'stone town walk')).toBe('Stone Town walk');
    expect(shownText(vocabulary, 'stone beach')).toBe('stone beach');
  });
});
