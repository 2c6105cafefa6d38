import { describe, expect, it } from 'vitest';
import { shortenAgentDescription } from './agent-card';

describe('shortenAgentDescription', () => {
  it('keeps the first sentence whole past an abbreviation', () => {
    expect(shortenAgentDescription('Zanzibar Reef & Dhow Co. sails traditional dhows to Mnemba. Book with us.')).toBe('Zanzibar Reef & Dhow Co. sails traditional dhows to Mnemba.');
  });
  it('cuts a long first sentence at a word boundary with an ellipsis', () => {
    const long = 'We are a family-run agency with our own guides who grew up next to the Serengeti and Ngorongoro and who know every track.';
    const short = shortenAgentDescription(long);
    expect(short.endsWith('…')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(101);
    expect(long.startsWith(short.slice(0, -1))).toBe(true);
  });
});
