import { HERO_IMAGES } from '@safari/contract';

/** The demo hero picture for a key, falling back to the savanna. */
export const heroImageUrl = (key: string) => (HERO_IMAGES.find((h) => h.key === key) ?? HERO_IMAGES[0]!).url;
