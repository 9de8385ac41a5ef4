/** The art gallery's rules (spec 2 "Art gallery"; services/social README "Art gallery"). */

export const GALLERY_FILTERS = ['all', 'my', 'location', 'friends'] as const;
export type GalleryFilter = (typeof GALLERY_FILTERS)[number];

/** Spec 2 s9: "Gallery page size 30"; "Comments shown first: 5 on gallery posts". */
export const GALLERY_PAGE_SIZE = 30;
export const GALLERY_REPLY_COUNT = 5;

export const MAX_TITLE_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 2000;

/** Our messages (the spec shows none for these). */
export const TITLE_NEEDED = 'Your art needs a title.';
export const FRAME_NOT_FOUND = 'Frame could not be found.';

/** The gallery's post, as the query reads its own columns besides the wall's. */
export interface GalleryRow {
  id: number;
  user_id: number;
  title: string | null;
  content: string;
  postable_id: number;
  public_gallery: number | boolean;
  frame_image_id: number | null;
  frame_present: number | null;
}

/** What a gallery post adds to a wall post: the finished work, framed. */
export const galleryOf = (row: GalleryRow) => ({
  title: row.title ?? '',
  description: row.content,
  public_gallery: Boolean(row.public_gallery),
  work_id: Number(row.postable_id),
  image: { url: `/api/works/${Number(row.postable_id)}/image` },
  frame:
    row.frame_image_id !== null && Number(row.frame_present) > 0
      ? {
          id: Number(row.frame_image_id),
          url: `/api/gallery_images/${Number(row.frame_image_id)}/file`,
        }
      : null,
});
