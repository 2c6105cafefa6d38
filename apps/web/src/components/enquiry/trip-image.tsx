import { SmartImage } from '@/components/ui/smart-image';

interface TripImageProps {
  src: string | null | undefined;
  alt: string;
  sizes: string;
  className?: string;
  width?: number;
  height?: number;
  eager?: boolean;
}

/** Responsive stored image with the placeholder fallback (spec §2: failed images use placeholders). */
export function TripImage({ src, alt, sizes, className, width = 640, height = 480, eager = false }: TripImageProps) {
  return <SmartImage src={src} alt={alt} sizes={sizes} width={width} height={height} priority={eager} className={className} />;
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
