import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { IMAGE_DEFAULT_WIDTH } from '@safari/contract';
import { imageAtWidth, imageSrcSet, PLACEHOLDER_IMAGE } from '@/lib/images';

export interface SmartImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading'> {
  src: string | null | undefined;
  alt: string;
  /** Layout width hint for the browser's srcset choice, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
  width: number;
  height: number;
  /** Above-the-fold images (hero, first card row): eager, high fetch priority. Everything else is lazy. */
  priority?: boolean;
}

/**
 * The one <img> for stored and external images: responsive srcset for our `-{width}.webp` variants,
 * explicit dimensions (no layout shift), lazy below the fold and a placeholder when the file is missing.
 */
export function SmartImage({ src, alt, sizes = '100vw', width, height, priority = false, onError, ...rest }: SmartImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const original = src ?? null;
  const failed = !original || failedSrc === original;
  const resolved = failed ? PLACEHOLDER_IMAGE : (imageAtWidth(original, IMAGE_DEFAULT_WIDTH) ?? PLACEHOLDER_IMAGE);
  const srcSet = failed ? undefined : imageSrcSet(original);
  const img = useRef<HTMLImageElement>(null);
  // On a server-rendered page an image can fail before the script runs, and its error event is gone by then.
  useEffect(() => {
    const el = img.current;
    if (original && !failed && el?.complete && el.naturalWidth === 0) setFailedSrc(original);
  }, [original, failed]);
  return (
    <img
      {...rest}
      ref={img}
      src={resolved}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      data-placeholder={failed ? 'true' : undefined}
      onError={(e) => {
        if (original) setFailedSrc(original);
        onError?.(e);
      }}
    />
  );
}
