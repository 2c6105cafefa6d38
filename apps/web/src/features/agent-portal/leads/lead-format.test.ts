import { describe, expect, it } from 'vitest';
import { leadSourceLabel, replyTime } from './lead-format';

describe('lead reply time', () => {
  it('counts down to the 24-hour promise in hours and minutes', () => {
    expect(replyTime({ reply_seconds_left: 23 * 3600 + 5 * 60, overdue: false })).toEqual({ label: 'Reply within 23 h 5 min', tone: 'ok' });
    expect(replyTime({ reply_seconds_left: 24 * 3600, overdue: false })).toEqual({ label: 'Reply within 24 h', tone: 'ok' });
    expect(replyTime({ reply_seconds_left: 2 * 3600, overdue: false })).toEqual({ label: 'Reply within 2 h', tone: 'soon' });
    expect(replyTime({ reply_seconds_left: 20, overdue: false })).toEqual({ label: 'Reply within 1 min', tone: 'soon' });
  });

  it('says by how long an unanswered lead is overdue', () => {
    expect(replyTime({ reply_seconds_left: -90 * 60, overdue: true })).toEqual({ label: 'Reply overdue by 1 h 30 min', tone: 'overdue' });
    expect(replyTime({ reply_seconds_left: -(26 * 3600), overdue: true })).toEqual({ label: 'Reply overdue by 26 h', tone: 'overdue' });
    expect(replyTime({ reply_seconds_left: -(75 * 3600), overdue: true })).toEqual({ label: 'Reply overdue by 3 d 3 h', tone: 'overdue' });
  });

  it('shows nothing once the lead has been answered', () => {
    expect(replyTime({ reply_seconds_left: null, overdue: false })).toBeNull();
  });

  it('names where a lead came from', () => {
    expect(leadSourceLabel('ai_chat')).toBe('AI chat');
    expect(leadSourceLabel('escalation')).toBe('Passed on after 48 h');
  });
});
