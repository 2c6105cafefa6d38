/**
 * A set built on first use, or earlier by `build()` (a word list read at start, so no request waits for it).
 */
export function lazySet<T>(make: () => Set<T>): { build: () => void; has: (value: T) => boolean } {
  let set: Set<T> | undefined;
  const get = () => (set ??= make());
  return { build: () => void get(), has: (value) => get().has(value) };
}
