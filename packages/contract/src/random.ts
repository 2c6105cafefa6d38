/**
 * mulberry32: a small seeded generator with a 32-bit state and a good spread (content and display order, never
 * secrets). The same seed gives the same sequence in the browser and on the server: the demo catalogue and its
 * pictures are reproducible, and a server-rendered page's shuffled lists hydrate in the same order.
 */
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
