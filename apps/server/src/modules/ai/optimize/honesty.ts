import { foldForSearch } from '@safari/contract';

/** Words that make a promise; a rewrite may keep them, never bring them in. */
const CLAIM_WORDS = ['award', 'awarded', 'best', 'cheapest', 'guarantee', 'guaranteed', 'certified', 'licensed', 'licenced', 'free', 'unlimited', 'inclusive', 'luxury', 'exclusive', 'official', 'top-rated', 'rated', 'number one', '#1', 'only', 'unique'];

const words = (text: string) => new Set(foldForSearch(text).split(/[^\p{L}\p{N}#]+/u).filter(Boolean));

/**
 * What a rewrite says that the original did not: numbers (prices, days, group sizes), names (capitalised words such as
 * places, parks, lodges, brands) and promises (award-winning, guaranteed, all-inclusive…). Empty when the rewrite only
 * re-says the agent's own facts.
 */
export function introducedFacts(original: string, rewrite: string): string[] {
  const known = words(original);
  const foldedOriginal = foldForSearch(original);
  const added = new Set<string>();
  for (const n of rewrite.match(/\d+(?:[.,]\d+)*/g) ?? []) if (!foldedOriginal.includes(n)) added.add(n);
  // Capitalised words inside a sentence are names; the first word of a sentence may be any new verb ('Discover').
  for (const match of rewrite.matchAll(/(?<![.!?]\s+|^\s*|\n\s*)\b\p{Lu}[\p{L}'’-]+/gu)) {
    const parts = foldForSearch(match[0]).split(/[^\p{L}]+/u).filter(Boolean);
    if (parts.some((p) => !known.has(p))) added.add(match[0]);
  }
  const foldedRewrite = foldForSearch(rewrite);
  for (const claim of CLAIM_WORDS) {
    const pattern = new RegExp(`(^|[^\\p{L}])${claim}([^\\p{L}]|$)`, 'u');
    if (pattern.test(foldedRewrite) && !pattern.test(foldedOriginal)) added.add(claim);
  }
  return [...added];
}
