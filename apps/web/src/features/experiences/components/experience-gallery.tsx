import { lazy, Suspense, useState } from 'react';
import { LIMITS } from '@safari/contract';
import { SmartImage } from '@/components/ui/smart-image';
import type { GalleryImage } from './gallery-images';

// yet-another-react-lightbox is only fetched when a desktop visitor opens it.
const GalleryLightbox = lazy(() => import('./gallery-lightbox'));

const isWideViewport = () => window.matchMedia(`(min-width: ${LIMITS.lightboxMinWidth}px)`).matches;

/**
 * Primary image with thumbnails. Clicking opens the lightbox only at a viewport of 1024 px or more
 * (traveller-side.md §9); on smaller screens a thumbnail just becomes the main image.
 */
export function ExperienceGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [active, setActive] = useState(0);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const main = images[active] ?? images[0];

  const open = (index: number) => {
    setActive(index);
    if (isWideViewport()) setLightboxIndex(index);
  };

  return (
    <div>
      <button
        type="button"
        onClick={() => open(active)}
        className="group relative block w-full overflow-hidden rounded-2xl bg-stone-200 lg:cursor-zoom-in"
        aria-label={images.length ? `View photo: ${main?.alt ?? title}` : title}
        data-testid="gallery-main"
      >
        <SmartImage
          src={main?.url}
          alt={main?.alt ?? title}
          width={1600}
          height={1000}
          priority
          sizes="(min-width: 1024px) 60vw, 100vw"
          className="aspect-[16/10] w-full object-cover transition duration-500 lg:group-hover:scale-[1.02]"
        />
        {images.length > 1 && (
          <span className="absolute bottom-3 right-3 rounded-full bg-stone-950/70 px-3 py-1 text-xs font-semibold text-white">
            {active + 1} / {images.length}
          </span>
        )}
      </button>
      {images.length > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-5" aria-label="More photos">
          {images.map((img, i) => (
            <li key={img.url}>
              <button
                type="button"
                onClick={() => open(i)}
                aria-label={`Show photo ${i + 1} of ${images.length}`}
                aria-current={i === active ? 'true' : undefined}
                className={`block w-full overflow-hidden rounded-lg ring-2 transition ${i === active ? 'ring-amber-500' : 'ring-transparent hover:ring-stone-300'}`}
              >
                <SmartImage src={img.url} alt="" width={320} height={240} sizes="160px" className="aspect-[4/3] w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {lightboxIndex !== null && (
        <Suspense fallback={null}>
          <GalleryLightbox images={images} index={lightboxIndex} onClose={() => setLightboxIndex(null)} />
        </Suspense>
      )}
    </div>
  );
}
