import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { shuffle } from '@/lib/format';

/**
 * Lists the spec shows in random order (agents, an agency's experiences, a destination's listings) are shuffled
 * with a generator seeded once per page view. The server picks the seed for a page it renders and hands it to the
 * browser with the page's data, so the hydrated page keeps the order the visitor already sees.
 */
export interface PageView {
  seed: number;
  /** The home hero's slides, chosen by the server with the HTML (modules/web/boot-markup.ts) so it can preload the first. */
  heroKeys: readonly string[];
}

const PageViewContext = createContext<PageView>({ seed: 0, heroKeys: [] });

export const PageViewProvider = ({ value, children }: { value: PageView; children: ReactNode }) => (
  <PageViewContext.Provider value={value}>{children}</PageViewContext.Provider>
);

export const usePageView = () => useContext(PageViewContext);

export const newRenderSeed = () => Math.floor(Math.random() * 2 ** 31);

/** mulberry32: a small, well-distributed 32-bit generator; the same seed gives the same sequence everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The page view's random order of `items` (stable across re-renders, the server render and hydration). */
export function useShuffled<T>(items: readonly T[]): T[] {
  const { seed } = useContext(PageViewContext);
  return useMemo(() => shuffle(items, seededRandom(seed)), [items, seed]);
}

/** One of `options`, chosen for this page view (the home headline). */
export function usePicked<T>(options: readonly T[]): T {
  const { seed } = useContext(PageViewContext);
  return options[Math.floor(seededRandom(seed ^ 0x5bd1e995)() * options.length)]!;
}
