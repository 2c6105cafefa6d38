import type { AgentFinder } from '@safari/contract';

/**
 * The agents search's finder on the server (the contract's searchAgents), for a list of every published agency: 10,000
 * at the bench's size, where calling `includes` on each agency's text for each word had been most of a search's 4 ms.
 * Per list (the contract passes the same folded texts every time a list is searched), the texts are joined into one
 * string, and a word's agencies are found there with one `indexOf` per agency that holds it; those of the words searched
 * most recently are kept, so a search of several words intersects kept lists (decision 003 amendment, stop 77).
 */
export const findInIndex: AgentFinder = (texts, words) => {
  if (words.length === 0) return texts.map((_, i) => i);
  const index = indexOf(texts);
  // Each word's agencies, the fewest first, narrowed by the others'.
  const [fewest, ...others] = [...new Set(words)].map((w) => holding(index, w)).sort((a, b) => a.length - b.length);
  const found: number[] = [];
  const at = others.map(() => 0);
  for (const i of fewest!) {
    let inAll = true;
    for (let k = 0; k < others.length && inAll; k++) {
      const list = others[k]!;
      while (at[k]! < list.length && list[at[k]!]! < i) at[k]!++;
      inAll = list[at[k]!] === i;
    }
    if (inAll) found.push(i);
  }
  return found;
};

/** What no agency's text holds (PostgreSQL's text cannot): it separates them in the joined text. */
const SEPARATOR = '\u0000';

/** How many words' agencies are kept per list (holding): a common word's are 40 KB at 10,000 agencies. */
const WORDS_KEPT = 256;

interface TextIndex {
  joined: string;
  /** Where each agency's text begins in `joined`. */
  starts: Int32Array;
  /** The agencies of the words searched most recently, least recently used first. */
  held: Map<string, Int32Array>;
}

function indexOf(texts: readonly string[]): TextIndex {
  let index = indexes.get(texts);
  if (!index) {
    const starts = new Int32Array(texts.length);
    let at = 0;
    texts.forEach((text, i) => {
      starts[i] = at;
      at += text.length + SEPARATOR.length;
    });
    indexes.set(texts, (index = { joined: texts.join(SEPARATOR), starts, held: new Map() }));
  }
  return index;
}
const indexes = new WeakMap<readonly string[], TextIndex>();

/** The positions, ascending, of the agencies whose text holds `word`. */
function holding({ joined, starts, held }: TextIndex, word: string): Int32Array {
  let found = held.get(word);
  if (found) {
    held.delete(word);
    held.set(word, found);
    return found;
  }
  const positions: number[] = [];
  if (!word.includes(SEPARATOR)) {
    for (let at = joined.indexOf(word); at >= 0; ) {
      // The agency whose text holds the occurrence: the last to start at or before it.
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (starts[mid]! <= at) lo = mid;
        else hi = mid - 1;
      }
      positions.push(lo);
      at = lo + 1 < starts.length ? joined.indexOf(word, starts[lo + 1]) : -1;
    }
  }
  found = Int32Array.from(positions);
  if (held.size >= WORDS_KEPT) held.delete(held.keys().next().value!);
  held.set(word, found);
  return found;
}
