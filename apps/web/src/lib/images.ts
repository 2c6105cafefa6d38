import { IMAGE_WIDTHS } from '@safari/contract';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/**
 * Repairs image URLs as the spec requires (traveller-side.md §2): a doubled host prefix
 * ("https://host/https://host/media/x.webp" or "/media/https://host/…") keeps only the last absolute URL.
 */
export function normalizeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (!trimmed) return null;
  const lastAbsolute = trimmed.lastIndexOf('http://') > 0 || trimmed.lastIndexOf('https://') > 0;
  if (lastAbsolute) {
    const idx = Math.max(trimmed.lastIndexOf('http://'), trimmed.lastIndexOf('https://'));
    return trimmed.slice(idx);
  }
  return trimmed;
}

const VARIANT = /-(\d+)\.webp$/;

/** srcset for our stored images (`…-{width}.webp`); other URLs get none. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const clean = normalizeImageUrl(url);
  if (!clean || !VARIANT.test(clean)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${clean.replace(VARIANT, `-${w}.webp`)} ${w}w`).join(', ');
}

/** The URL of one width of a stored image. */
export function imageAtWidth(url: string | null | undefined, width: (typeof IMAGE_WIDTHS)[number]): string | null {
  const clean = normalizeImageUrl(url);
  if (!clean) return null;
  return VARIANT.test(clean) ? clean.replace(VARIANT, `-${width}.webp`) : clean;
}

interface AgentImageSource {
  images?: Array<{ image_url: string; is_primary: boolean }> | null;
  profile_images?: string[] | string | null;
  agent_logotype?: string | null;
}

/** Agent image fallback order (traveller-side.md §2): primary, first image, profile image, logotype, placeholder. */
export function agentImageUrl(agent: AgentImageSource | null | undefined): string {
  if (!agent) return PLACEHOLDER_IMAGE;
  const images = agent.images ?? [];
  const profile = Array.isArray(agent.profile_images) ? agent.profile_images[0] : agent.profile_images;
  return (
    normalizeImageUrl(images.find((i) => i.is_primary)?.image_url) ??
    normalizeImageUrl(images[0]?.image_url) ??
    normalizeImageUrl(profile) ??
    normalizeImageUrl(agent.agent_logotype) ??
    PLACEHOLDER_IMAGE
  );
}

/** The primary image of an experience in any of the shapes the API answers with. */
export function primaryImageOf(experience: {
  primary_image?: string | null;
  images?: Array<{ image_url: string; is_primary: boolean }> | null;
  experience_images?: Array<{ image_url: string; is_primary: boolean }> | null;
}): string | null {
  const images = [...(experience.images ?? []), ...(experience.experience_images ?? [])];
  return experience.primary_image ?? images.find((i) => i.is_primary)?.image_url ?? images[0]?.image_url ?? null;
}
