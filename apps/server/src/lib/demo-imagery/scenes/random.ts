import { seededRandom } from '@safari/contract';

/**
 * A small seeded pseudo-random generator shared by the demo catalogue and the scene renderer:
 * the same seed always yields the same sequence, so data and pictures are reproducible byte for byte.
 */
export type Rng = () => number;

/** The contract's seeded generator (mulberry32), so the catalogue and its pictures stay reproducible byte for byte. */
export const createRng = (seed: number): Rng => seededRandom(seed);

/** FNV-1a: turns an image key or a name into a seed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
export const intBetween = (rng: Rng, min: number, max: number) => Math.floor(between(rng, min, max + 1));
export const chance = (rng: Rng, p: number) => rng() < p;

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Four lower-case hex digits, the per-image seed carried in demo image keys. */
export const hex4 = (rng: Rng) => Math.floor(rng() * 0x10000).toString(16).padStart(4, '0');
