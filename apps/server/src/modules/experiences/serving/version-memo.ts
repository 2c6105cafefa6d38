/**
 * One value per catalogue version (decision 003's counter), built once however many requests ask for it at the same
 * time, and kept until a newer version is read: the search vocabulary (vocabulary.ts) and the agencies' list
 * (agents/agent-list.ts). Beside the response cache, not in it: its answers are evicted least recently used, and a
 * value the cache's answers are built from must not be pushed out by a varied search's thousands of answers (the
 * agencies' list of 10,000 had been, and was read again for the next agencies search: 1.2 s, with the event loop
 * held for 0.4 s of it). `warm` starts a version's build before any request needs it (catalogue-warm.ts).
 */
export function versionMemo<T>(load: () => Promise<T>, version: () => Promise<string>) {
  let memo: { version: string; value: Promise<T> } | undefined;
  const of = (v: string): Promise<T> => {
    if (!memo || memo.version !== v) {
      // A request that read an older version than the value's gets the newer value, as one that started a moment
      // later would have; the value of its own version is not built again.
      if (memo && BigInt(memo.version) > BigInt(v)) return memo.value;
      const value = load();
      memo = { version: v, value };
      // A failed build is not kept: the next request builds again.
      value.catch(() => {
        if (memo?.value === value) memo = undefined;
      });
    }
    return memo.value;
  };
  const current = async (): Promise<T> => of(await version());
  /** The value of version `v`, for a request that has read the version already (the response cache's). */
  current.at = (v: string) => () => of(v);
  /** Builds the value of `v` now (settles when it is built; never rejects). */
  current.warm = (v: string): Promise<void> =>
    of(v).then(
      () => undefined,
      () => undefined,
    );
  return current;
}

