import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { IMAGE_WIDTHS } from '@safari/contract';
import { imageAtWidth, imageSrcSet } from '@/lib/images';
import type { GalleryImage } from './gallery-images';

/** Full-screen photo viewer, loaded on demand by the gallery. */
export default function GalleryLightbox({ images, index, onClose }: { images: GalleryImage[]; index: number; onClose: () => void }) {
  const slides = images.map((img) => ({
    src: imageAtWidth(img.url, 1600) ?? img.url,
    alt: img.alt,
    srcSet: imageSrcSet(img.url)
      ? IMAGE_WIDTHS.map((w) => ({ src: imageAtWidth(img.url, w)!, width: w, height: Math.round((w * 10) / 16) }))
      : undefined,
  }));
  return <Lightbox open index={index} close={onClose} slides={slides} controller={{ closeOnBackdropClick: true }} />;
}
