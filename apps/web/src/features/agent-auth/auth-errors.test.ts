import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@safari/contract';
import { ApiRequestError } from '@/lib/api-client';
import { describeLoginFailure, describeResetFailure, describeSetupFailure, isLinkProblem, redirectTarget } from './auth-errors';

const fail = (status: number, body: object) => new ApiRequestError(status, 'x', body);

describe('describeLoginFailure', () => {
  it('sends accounts without a password to setup', () => {
    expect(describeLoginFailure(fail(409, { error: 'Set up', code: 'X', requiresPasswordSetup: true }))).toEqual({ kind: 'setup-required', message: 'Set up' });
  });
  it('offers the application for unknown e-mails', () => {
    expect(describeLoginFailure(fail(404, { error: 'x', code: 'X', needsApplication: true }))).toEqual({ kind: 'needs-application' });
  });
  it('adds the review note for pending accounts only', () => {
    expect(describeLoginFailure(fail(403, { error: 'Pending', code: 'X', accountStatus: 'pending' }))).toEqual({ kind: 'messages', messages: ['Pending', MESSAGES.loginPending] });
    expect(describeLoginFailure(fail(403, { error: MESSAGES.loginPending, code: 'ACCOUNT_PENDING', accountStatus: 'pending' }))).toEqual({
      kind: 'messages',
      messages: [MESSAGES.loginPending],
    });
    expect(describeLoginFailure(fail(403, { error: 'Rejected', code: 'X', accountStatus: 'rejected' }))).toEqual({ kind: 'messages', messages: ['Rejected'] });
  });
  it('lists errors, then the error text, then the fallback', () => {
    expect(describeLoginFailure(fail(400, { error: 'x', code: 'X', errors: ['a', 'b'] }))).toEqual({ kind: 'messages', messages: ['a', 'b'] });
    expect(describeLoginFailure(fail(401, { error: 'Invalid email or password', code: 'X' }))).toEqual({ kind: 'messages', messages: ['Invalid email or password'] });
    expect(describeLoginFailure(fail(500, {}))).toEqual({ kind: 'messages', messages: [MESSAGES.loginFailed] });
    expect(describeLoginFailure(new Error('boom'))).toEqual({ kind: 'messages', messages: [MESSAGES.loginFailed] });
  });
  it("shows the server's rate-limit message", () => {
    expect(describeLoginFailure(fail(429, { error: 'Slow down', code: 'RATE_LIMITED' }))).toEqual({ kind: 'messages', messages: ['Slow down'] });
  });
  it('a 429 without a text (a proxy, say) gets the spec text', () => {
    expect(describeLoginFailure(fail(429, {}))).toEqual({ kind: 'messages', messages: ['Too many requests. Please wait a moment and try again.'] });
  });
});

describe('redirectTarget', () => {
  it('returns portal locations and refuses anything else', () => {
    expect(redirectTarget({ pathname: '/agent/experiences', search: '?q=a', hash: '' }, '/agent/dashboard')).toBe('/agent/experiences?q=a');
    expect(redirectTarget('/agent/agency-profile', '/d')).toBe('/agent/agency-profile');
    expect(redirectTarget('https://evil.example/agent/', '/d')).toBe('/d');
    expect(redirectTarget('/admin', '/d')).toBe('/d');
    expect(redirectTarget(undefined, '/d')).toBe('/d');
  });
});

describe('describeSetupFailure', () => {
  it('lists errors as-is, then the error text, then the fallback', () => {
    expect(describeSetupFailure(fail(400, { error: 'x', code: 'X', errors: ['a', 'b'] }))).toEqual(['a', 'b']);
    expect(describeSetupFailure(fail(401, { error: 'This link is no longer valid', code: 'INVALID_TOKEN' }))).toEqual(['This link is no longer valid']);
    expect(describeSetupFailure(fail(500, {}))).toEqual([MESSAGES.setupFailed]);
    expect(describeSetupFailure(new Error('offline'))).toEqual([MESSAGES.setupFailed]);
  });
});

describe('describeResetFailure', () => {
  it('explains expired links, lists errors as-is, then the error text, then the fallback', () => {
    expect(describeResetFailure(fail(401, { error: 'x', code: 'INVALID_TOKEN' }))).toEqual([MESSAGES.resetExpired]);
    expect(describeResetFailure(fail(400, { error: 'x', code: 'X', errors: ['a', 'b'] }))).toEqual(['a', 'b']);
    expect(describeResetFailure(fail(429, { error: 'Slow down', code: 'X' }))).toEqual(['Slow down']);
    expect(describeResetFailure(fail(500, {}))).toEqual([MESSAGES.resetFailed]);
  });
});

describe('isLinkProblem', () => {
  it('decides by the error code, never by the message text', () => {
    expect(isLinkProblem(fail(401, { error: 'anything at all', code: 'INVALID_TOKEN' }))).toBe(true);
    expect(isLinkProblem(fail(400, { error: 'This link has expired or is invalid', code: 'EMAIL_MISMATCH' }))).toBe(false);
    expect(isLinkProblem(fail(400, { error: MESSAGES.resetNoToken, code: 'LINK_MISSING' }))).toBe(false);
    expect(isLinkProblem(fail(400, { error: MESSAGES.resetNoToken, code: 'LINK_MISSING' }), { orMissing: true })).toBe(true);
    expect(isLinkProblem(new Error('expired'))).toBe(false);
  });
});
