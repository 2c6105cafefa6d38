import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { seededRandom } from '@safari/contract';
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
