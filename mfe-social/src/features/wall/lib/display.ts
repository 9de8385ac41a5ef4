import type { Post, WallLocation } from '../api/wall-api';

export const FLAGGED_NAME = 'Flagged User';

export interface DisplayAuthor {
  name: string;
  image: string | null;
  /** True while a reported post is hidden from the viewer. */
  hidden: boolean;
}

/**
 * Reported posts show 'Flagged User' with the default avatar until the viewer chooses to show
 * reported content (spec 2 s4). Viewers who may not see it get '' from the server anyway.
 */
export function displayAuthor(post: Post, showReported: boolean): DisplayAuthor {
  if (post.is_flagged && !showReported) return { name: FLAGGED_NAME, image: null, hidden: true };
  return {
    name: post.user.profile.full_name,
    image: post.user.profile.image?.url ?? null,
    hidden: false,
  };
}

/** Post text is shown as typed: line breaks kept, long words wrapped, never parsed as HTML. */
export const plainTextStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** A location's name, or null when there is none to show (the server may send only an id). */
export function locationName(location: WallLocation | undefined): string | null {
  if (!location) return null;
  if (typeof location === 'string') return location;
  return location.name ?? null;
}
