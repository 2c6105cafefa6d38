import { describe, expect, it } from 'vitest';
import { NEUTRAL_BADGE, proposalBadgeClass, relativeTime, winRate } from './dashboard-stats';

const now = Date.parse('2026-03-01T12:00:00Z');
const p = (status: string, daysAgo: number) => ({ id: 1, title: 't', status, updated_at: new Date(now - daysAgo * 86400000).toISOString() });

describe('winRate', () => {
  it('is a dash without proposals in the window', () => {
    expect(winRate([], now)).toBe('–');
    expect(winRate([p('accepted', 91)], now)).toBe('–');
  });
  it('rounds accepted over total of the last 90 days', () => {
    expect(winRate([p('accepted', 1), p('sent', 2), p('draft', 89)], now)).toBe('33%');
    expect(winRate([p('accepted', 1), p('accepted', 2), p('viewed', 3)], now)).toBe('67%');
    expect(winRate([p('accepted', 1), p('accepted', 120)], now)).toBe('100%');
  });
});

describe('proposalBadgeClass', () => {
  it('styles known statuses and keeps others neutral', () => {
    for (const s of ['accepted', 'viewed', 'sent', 'draft', 'pending']) expect(proposalBadgeClass(s)).not.toBe(NEUTRAL_BADGE);
    expect(proposalBadgeClass('archived')).toBe(NEUTRAL_BADGE);
  });
});

describe('relativeTime', () => {
  it('reads naturally', () => {
    expect(relativeTime(new Date(now - 30_000).toISOString(), now)).toBe('just now');
    expect(relativeTime(new Date(now - 3 * 3600_000).toISOString(), now)).toBe('3 hours ago');
    expect(relativeTime(new Date(now - 2 * 86400_000).toISOString(), now)).toBe('2 days ago');
  });
});
