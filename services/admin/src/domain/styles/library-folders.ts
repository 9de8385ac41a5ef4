import type { DataSource } from 'typeorm';
import { GALLERY_CATEGORIES, GALLERY_LIBRARIES } from '@wellness/schema';
import type { GalleryCategory, GalleryLibrary } from '@wellness/schema';
import { galleryImages } from './gallery';
import type { GalleryImageRow } from './gallery';

/** The libraries' names as the screens show them (spec 3 s2, spec 1 s3 frame categories). */
export const LIBRARY_LABELS: Record<GalleryLibrary, string> = {
  image: 'Image Library',
  frame: 'Frame Library',
};
export const CATEGORY_LABELS: Record<GalleryCategory, string> = {
  wide: 'Landscape',
  square: 'Square',
  tall: 'Portrait',
};
export const ROOT_LABEL = 'Libraries';

export interface LibraryFolder {
  name: string;
  label: string;
  /** The folder's path under /gallery_images (spec 2 s7 "GET /gallery_images{path}"). */
  path: string;
  /** Pictures in it (and its folders) that are not removed. */
  files_count: number;
}

/** Spec 2 s3 "Gallery image (file library) ... a listing has files and folders". */
export interface LibraryListing {
  path: string;
  label: string;
  /** The folders above, from the root: "back to a named folder" (spec 2 s4). */
  parents: Array<{ label: string; path: string }>;
  folders: LibraryFolder[];
  files: GalleryImageRow[];
}

/**
 * The file library of a promotion as folders: `/` holds the two libraries, `/{library}/` its
 * three categories, `/{library}/{category}/` the pictures (removed ones too, flagged, so
 * they can be undeleted).
 */
export async function libraryListing(
  db: DataSource,
  promotionId: number,
  library?: GalleryLibrary,
  category?: GalleryCategory,
): Promise<LibraryListing> {
  const counts: Array<{ library: string; category: string; n: number }> = await db.query(
    `SELECT library, category, COUNT(*) AS n FROM gallery_images
      WHERE promotion_id = ? AND deleted_at IS NULL GROUP BY library, category`,
    [promotionId],
  );
  const count = (lib: string, cat?: string) =>
    counts
      .filter((row) => row.library === lib && (cat === undefined || row.category === cat))
      .reduce((sum, row) => sum + Number(row.n), 0);
  const root = { label: ROOT_LABEL, path: '/' };
  if (!library) {
    return {
      ...root,
      parents: [],
      folders: GALLERY_LIBRARIES.map((name) => ({
        name,
        label: LIBRARY_LABELS[name],
        path: `/${name}/`,
        files_count: count(name),
      })),
      files: [],
    };
  }
  const libraryFolder = { label: LIBRARY_LABELS[library], path: `/${library}/` };
  if (!category) {
    return {
      ...libraryFolder,
      parents: [root],
      folders: GALLERY_CATEGORIES.map((name) => ({
        name,
        label: CATEGORY_LABELS[name],
        path: `/${library}/${name}/`,
        files_count: count(library, name),
      })),
      files: [],
    };
  }
  return {
    label: CATEGORY_LABELS[category],
    path: `/${library}/${category}/`,
    parents: [root, libraryFolder],
    folders: [],
    files: await galleryImages(db, promotionId, library, category),
  };
}
