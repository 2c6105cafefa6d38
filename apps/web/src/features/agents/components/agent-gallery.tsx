import type { Image } from '@safari/contract';
import { SmartImage } from '@/components/ui/smart-image';

/** The agent's photo gallery: a lazy grid; the first tile spans two cells on wider screens. */
export function AgentGallery({ images, agencyName }: { images: Image[]; agencyName: string }) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="agent-gallery" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <h2 id="agent-gallery" className="font-display text-3xl font-bold text-stone-900">
        Gallery
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {images.map((img, i) => (
          <li
            key={img.id ?? img.image_url}
            className={`overflow-hidden rounded-2xl bg-stone-200 ${i === 0 && images.length > 2 ? 'col-span-2 row-span-2' : ''}`}
          >
            <SmartImage
              src={img.image_url}
              alt={img.image_description || `${agencyName}, photo ${i + 1}`}
              width={640}
              height={480}
              sizes={i === 0 ? '(min-width: 1024px) 50vw, 100vw' : '(min-width: 1024px) 25vw, 50vw'}
              className="aspect-[4/3] h-full w-full object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
