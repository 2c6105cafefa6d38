import { formatUsd } from '@safari/contract';

/** Prices are dollars per person (traveller-side.md §3, §9), written by the contract's one money helper. */
export function formatPrice(price: number | null | undefined): string | null {
  return formatUsd(price);
}

/** Cuts text at a word boundary and adds an ellipsis when it was longer than `max` characters. */
export function truncateText(text: string | null | undefined, max: number): string {
  const clean = (text ?? '').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!-]+$/, '')}…`;
}

/** Words ending in a full stop that do not end a sentence ('Zanzibar Reef & Dhow Co. runs…', 'Mt. Meru', 'e.g. Mnemba'). */
const ABBREVIATION = /(?:^|\s)(?:mr|mrs|ms|dr|st|mt|co|ltd|inc|jr|sr|no|vs|approx|est|e\.g|i\.e|etc)\.\s*$/i;
const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** The sentences of a text (Unicode sentence boundaries), never split after a common abbreviation. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const { segment } of segmenter.segment(text)) {
    const last = out.length - 1;
    if (last >= 0 && ABBREVIATION.test(out[last]!)) out[last] += segment;
    else out.push(segment);
  }
  return out;
}

/** The first `count` sentences of a text (testimonials show two). */
export function firstSentences(text: string, count: number): { excerpt: string; truncated: boolean } {
  const sentences = sentencesOf(text);
  const excerpt = sentences.slice(0, count).join('').trim();
  return { excerpt, truncated: sentences.length > count };
}

/** Fisher–Yates shuffle into a new array (card lists are shown in random order, spec §2). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Integer cents as dollars ("$2,450", "$2,450.50"); null when the agent gave no price. */
export function formatCents(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined) return null;
  return formatUsd(cents / 100);
}

export function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
