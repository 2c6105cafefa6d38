import { describe, expect, it } from 'vitest';
import { formatPerPerson, formatUsd } from '@safari/contract';
import { firstSentences, formatCents, formatPrice, sentencesOf, shuffle, truncateText } from './format';

describe('format helpers', () => {
  it('shows integer cents as dollars without float drift', () => {
    expect(formatCents(245_000)).toBe('$2,450');
    expect(formatCents(245_050)).toBe('$2,450.50');
    expect(formatCents(1)).toBe('$0.01');
    expect(formatCents(null)).toBeNull();
  });

  it('keeps the first two sentences of a testimonial', () => {
    expect(firstSentences('One. Two! Three? Four.', 2)).toEqual({ excerpt: 'One. Two!', truncated: true });
    expect(firstSentences('Only one sentence.', 2)).toEqual({ excerpt: 'Only one sentence.', truncated: false });
  });

  it('cuts long text at a word and marks it', () => {
    const text = 'word '.repeat(60);
    const cut = truncateText(text, 150);
    expect(cut.length).toBeLessThanOrEqual(151);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncateText('short', 150)).toBe('short');
  });

  it('formats dollars without cents and hides missing prices', () => {
    expect(formatPrice(4350)).toBe('$4,350');
    expect(formatPrice(null)).toBeNull();
  });

  it('shuffles into a new array with the same items', () => {
    const items = [1, 2, 3, 4, 5];
    const out = shuffle(items, () => 0);
    expect(out).not.toBe(items);
    expect([...out].sort()).toEqual(items);
  });
});

describe('sentencesOf and firstSentences', () => {
  it('does not end a sentence after an abbreviation', () => {
    const text = 'Zanzibar Reef & Dhow Co. runs dhow trips with Mr. Ali. We sail daily, e.g. to Mnemba. Join us!';
    expect(sentencesOf(text).map((s) => s.trim())).toEqual(['Zanzibar Reef & Dhow Co. runs dhow trips with Mr. Ali.', 'We sail daily, e.g. to Mnemba.', 'Join us!']);
    expect(firstSentences(text, 2)).toEqual({ excerpt: 'Zanzibar Reef & Dhow Co. runs dhow trips with Mr. Ali. We sail daily, e.g. to Mnemba.', truncated: true });
  });
  it('keeps a text without final punctuation whole', () => {
    expect(sentencesOf('Family safaris in Tarangire')).toEqual(['Family safaris in Tarangire']);
  });
});

describe("the contract's one money format (issue 15)", () => {
  it('writes US dollars with the symbol, cents only when there are any', () => {
    expect(formatUsd(3000)).toBe('$3,000');
    expect(formatUsd(2450.5)).toBe('$2,450.50');
    expect(formatUsd(null)).toBeNull();
    expect(formatUsd(Number.NaN)).toBeNull();
  });
  it('says per person for budgets and prices', () => {
    expect(formatPerPerson(3000)).toBe('$3,000 per person');
    expect(formatPerPerson(undefined)).toBeNull();
  });
});
