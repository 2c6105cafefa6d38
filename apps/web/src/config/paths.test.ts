import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';

describe('paths', () => {
  it('builds query strings and drops empty values', () => {
    expect(paths.onboarding({ experienceId: 4, userId: undefined })).toBe('/onboarding?experienceId=4');
    expect(paths.search({ q: '', tripType: 'Beach Time' })).toBe('/searchresultpage?tripType=Beach+Time');
  });
});
