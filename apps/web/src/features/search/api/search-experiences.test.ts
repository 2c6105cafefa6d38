import { describe, expect, it } from 'vitest';
import type { ListExperiencesResponse } from '@safari/contract';
import { resultCount, searchExperiencesQueryOptions, SEARCH_PAGE_SIZE } from './search-experiences';

const page = (offset: number, count: number, total: number, total_estimated?: boolean): ListExperiencesResponse => ({
  experiences: Array.from({ length: count }, (_, i) => ({ id: offset + i }) as ListExperiencesResponse['experiences'][number]),
  total,
  total_estimated,
  limit: SEARCH_PAGE_SIZE,
  offset,
});

describe('the result count and paging of a search', () => {
  it('says an exact total as it is and an estimated one rounded, as "About"', () => {
    expect(resultCount(37, false)).toBe('37');
    expect(resultCount(37, undefined)).toBe('37');
    expect(resultCount(12_345, true)).toBe('About 12,000');
    expect(resultCount(987, true)).toBe('About 990');
  });

  it('pages to the exact total, and past an estimate while pages come back full', () => {
    const next = searchExperiencesQueryOptions({}).getNextPageParam as (last: ListExperiencesResponse) => number | undefined;
    expect(next(page(0, 24, 30))).toBe(24);
    expect(next(page(24, 6, 30))).toBeUndefined();
    // The estimate said 520 but more follow: keep going; a short page ends it whatever the estimate said.
    expect(next(page(504, 24, 520, true))).toBe(528);
    expect(next(page(528, 3, 9000, true))).toBeUndefined();
  });
});
