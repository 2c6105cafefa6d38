import type { ExperienceDetail } from '@safari/contract';
import { EditorSection } from './editor-section';

/**
 * IMAGE GALLERY GOES HERE. The experience gallery (agent-side.md §2 "an experience gallery (only when editing)",
 * §4, §9: at most 5 files per upload, 5 MB each, first file primary, set primary, delete) is the shared
 * `ImageGallery` of components/image-gallery/, built on its own branch. Wire it in as
 *   <ImageGallery kind="experience" ownerId={experienceId} images={images} onChanged={onChanged} />
 * and delete this placeholder's body. `onChanged` already refreshes the owner's view and the public pages.
 */
export function GallerySlot({ images }: { experienceId: number; images: ExperienceDetail['images']; onChanged: () => void }) {
  return (
    <EditorSection id="photos" title="Photos" description="The first photo is the cover of your experience everywhere it is listed.">
      <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
        {images.length ? `${images.length} ${images.length === 1 ? 'photo' : 'photos'} on this experience.` : 'No photos yet.'} Photo uploads open here shortly.
      </p>
    </EditorSection>
  );
}
