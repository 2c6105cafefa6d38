import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { agentQueryOptions } from '@/api/agents/get-agent';
import { experienceQueryOptions } from '@/api/experiences/get-experience';
import { experiencesByIdsQueryOptions } from '@/api/experiences/get-experiences-by-ids';
import { travelerQueryOptions } from '@/api/travelers/get-traveler';
import { queryKeys } from '@/lib/query-keys';
import { sourceFiles, WEB_SRC as src } from '@/test/source-files';


describe('query keys', () => {
  it('come from the factory everywhere (no key written by hand)', () => {
    const handWritten = sourceFiles(src).filter((f) => /queryKey:\s*\[/.test(readFileSync(f, 'utf8')));
    expect(handWritten.map((f) => path.relative(src, f))).toEqual([]);
  });

  it('give the same data one key whichever number or string form the id takes', () => {
    expect(experienceQueryOptions(5).queryKey).toEqual(experienceQueryOptions('5').queryKey);
    expect(agentQueryOptions(7).queryKey).toEqual(queryKeys.agents.detail('7'));
  });

  it('let one invalidation reach every query built on the same data', async () => {
    const client = new QueryClient();
    client.setQueryData(experienceQueryOptions(5).queryKey, { id: 5 } as never);
    client.setQueryData(experiencesByIdsQueryOptions([5, 6]).queryKey, []);
    client.setQueryData(queryKeys.experiences.search({ q: 'x' }), { pages: [], pageParams: [] });
    client.setQueryData(travelerQueryOptions('t-1').queryKey, { id: 't-1' } as never);
    await client.invalidateQueries({ queryKey: queryKeys.experiences.all });
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[0]);
    expect(stale).toEqual(['experiences', 'experiences', 'experiences']);
  });
});
