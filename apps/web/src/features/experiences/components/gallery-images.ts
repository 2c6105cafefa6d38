import type { ExperienceDetail } from '@safari/contract';
import { normalizeImageUrl } from '@/lib/images';

export interface GalleryImage {
  url: string;
  alt: string;
}

/** Both image lists of an experience, repaired, de-duplicated, primary first. */
export function galleryImages(e: Pick<ExperienceDetail, 'images' | 'experience_images' | 'primary_image' | 'experience_name'>): GalleryImage[] {
  const candidates = [
    ...(e.primary_image ? [{ image_url: e.primary_image, is_primary: true, image_description: null as string | null }] : []),
    ...e.images,
    ...e.experience_images.map((i) => ({ ...i, image_description: null as string | null })),
  ].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  const seen = new Set<string>();
  const out: GalleryImage[] = [];
  for (const c of candidates) {
    const url = normalizeImageUrl(c.image_url);
    if (!url || seen.has(url)) continue;
    seen.add(url);
    out.push({ url, alt: c.image_description?.trim() || `${e.experience_name}, photo ${out.length + 1}` });
  }
  return out;
}
