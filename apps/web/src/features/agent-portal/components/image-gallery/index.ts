/** The portal's gallery manager, for the agency profile ('agent') and the experience edit page ('experience'). */
export { ImageGallery, type GalleryImage } from './image-gallery';
