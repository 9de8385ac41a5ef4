/** The art gallery: finished works posted to the promotion's Gallery wall (spec 2). */
export { listFrames, updateGalleryPost } from './commands';
export type { GalleryChanges } from './commands';
export { findGalleryPost, galleryPage } from './queries';
export {
  GALLERY_FILTERS,
  GALLERY_PAGE_SIZE,
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
} from './rules';
