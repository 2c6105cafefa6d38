import { describe, expect, it } from 'vitest';
import { redactTokensInUrl } from '../../lib/auth.js';

describe('request log URLs', () => {
  it('keep the path of reset and setup pages but never the link token', () => {
    expect(redactTokensInUrl('/agent/reset-password/abcDEF_123-xyz')).toBe('/agent/reset-password/[redacted]');
    expect(redactTokensInUrl('/agent/reset-password?token=abc&x=1')).toBe('/agent/reset-password?token=[redacted]&x=1');
    expect(redactTokensInUrl('/agent/setup-password?email=a%40b.c&token=abc')).toBe('/agent/setup-password?email=a%40b.c&token=[redacted]');
    expect(redactTokensInUrl('/api/experiences?q=token')).toBe('/api/experiences?q=token');
  });
});
