import { placesNamedIn } from '../../../ai/offline/gazetteer.js';
import { queryTerms } from '../text-search.js';

/** 'Island' in English and in the languages of the visitors who come most (folded, as queryTerms gives them). */
const ISLAND_WORDS: ReadonlySet<string> = new Set([
  'island', 'islands', 'isle', 'isles', 'ile', 'iles', 'isla', 'islas', 'isola', 'isole', 'insel', 'inseln', 'ilha', 'ilhas',
]);
/** Words between 'island' and its name ('island of zanzibar', 'île de nosy be', 'isla de zanzibar'). */
const OF_WORDS: ReadonlySet<string> = new Set(['of', 'de', 'd', 'du', 'di', 'da', 'von']);
/** Articles before 'island' ('the island of zanzibar', "l'île", 'la isla', 'die Insel'). */
const ARTICLES: ReadonlySet<string> = new Set(['the', 'l', 'la', 'die']);

/**
 * Which of the words only say that a place named is an island ('zanzibar island', 'the island of zanzibar', 'île de
 * nosy be', 'isla de zanzibar'): words to leave out of the search, since every trip there is on it. Searched, 'zanzibar
 * island' had found the 4 of Zanzibar's 15 trips whose text says 'island'; 'île de zanzibar' had been read as the
 * Zanzibar trips or those of Île Sainte-Marie ('ile') that hold 'de'. The island word stays when it is part of the
 * island's own name ('île sainte-marie', 'chumbe island'); an article before it goes with it ('the island of', "l'île").
 */
export function islandWordsIn(terms: readonly string[]): Set<number> {
  const dropped = new Set<number>();
  // Most searches name no island: the gazetteer is not read for them.
  if (!terms.some((t) => ISLAND_WORDS.has(t))) return dropped;
  const isIsland = (i: number) => ISLAND_WORDS.has(terms[i] ?? '');
  for (const { entry, from, to } of placesNamedIn([...terms])) {
    if (entry.kind !== 'island') continue;
    const named = new Set(queryTerms(entry.name));
    const drop = (i: number) => {
      if (isIsland(i) && !named.has(terms[i]!)) dropped.add(i);
    };
    // Its own alias with the word ('zanzibar island', 'mnemba island'), and the word after its name.
    for (let i = from; i <= to; i++) drop(i);
    // Before it: 'island zanzibar', 'island of zanzibar', "l'île de nosy be".
    const before = OF_WORDS.has(terms[from - 1] ?? '') && isIsland(from - 2) ? from - 2 : from - 1;
    if (!isIsland(before) || named.has(terms[before]!)) continue;
    for (let i = before; i < from; i++) dropped.add(i);
    if (ARTICLES.has(terms[before - 1] ?? '')) dropped.add(before - 1);
  }
  return dropped;
}
