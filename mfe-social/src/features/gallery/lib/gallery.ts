import type { GalleryFilter } from '../api/gallery-api';

/** Spec 2 s8's confirmations for the gallery. */
export const REMOVE_ART = {
  title: 'Remove Art',
  message: 'Are you sure you want to remove this art?',
};
export const REPORT_ART = {
  title: 'Report Art',
  message:
    'Are you sure you want to report this art? It will be hidden until a coordinator reviews it.',
};
export const BLANK_COMMENT = 'Oops, you need to write something before you comment.';
export const COMMENT_FAILED = 'Oops, the comment could not be saved.';

export const FILTER_LABELS: Record<GalleryFilter, string> = {
  all: 'All Art',
  my: 'My Art',
  location: 'Location',
  friends: 'Friends',
};

/** What each filter shows when it has no art yet (written for people, not a bare "No data"). */
export const EMPTY_TEXT: Record<GalleryFilter, { title: string; text: string }> = {
  all: {
    title: 'The gallery is waiting for its first work.',
    text: 'Finish a painting and choose to show it in the gallery: it will hang here for everyone.',
  },
  my: {
    title: 'You have no finished works yet.',
    text: 'Keep logging healthy activities to reveal your painting. When it is finished it appears here.',
  },
  location: {
    title: 'No one at your location has shared a work yet.',
    text: 'Works shared by colleagues at your location will show here.',
  },
  friends: {
    title: 'Your friends have not shared any works yet.',
    text: 'When your friends show their finished paintings in the gallery, you will find them here.',
  },
};

/** Spec 2 s9: "Gallery page size 30"; how many pages the total makes. */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));
