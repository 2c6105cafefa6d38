import type { ExperienceDetail } from '@safari/contract';
import { ImageGallery } from '../image-gallery';
import { EditorSection } from './editor-section';

/**
 * The experience gallery (agent-side.md §2 "an experience gallery (only when editing)", §4, §9: at most 5 files per
 * upload, 5 MB each, first file primary, set primary, delete). `onChanged` refreshes the owner's view and the public pages.
 */
export function ExperiencePhotos({ experienceId, images, onChanged }: { experienceId: number; images: ExperienceDetail['images']; onChanged: () => void }) {
  // Every stored image has an id; the contract's image shape keeps it optional for the catalogue's other sources.
  const withIds = images.flatMap((i) => (i.id !== undefined ? [{ ...i, id: i.id }] : []));
  return (
    <EditorSection id="photos" title="Photos" description="The first photo is the cover of your experience everywhere it is listed.">
      <ImageGallery kind="experience" bare title="Photos" ownerId={experienceId} images={withIds} onChanged={onChanged} />
    </EditorSection>
  );
}
