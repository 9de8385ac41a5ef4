import { COORDINATOR_OR_ABOVE, unprocessable } from '@wellness/platform';
import type { Role } from '@wellness/schema';

/** Who is looking at the wall: the session's user plus the attributes the rules need. */
export interface Viewer {
  id: number;
  role: Role;
  is_wall_expert: boolean;
}

/** What the rules need to know about a post or comment. */
export interface RulePost {
  user_id: number;
  is_flagged: boolean;
  flagged_by: number | null;
  author_is_wall_expert: boolean;
  wallable_type: string;
}

export const NOT_ALLOWED = 'You are not allowed to do that.';

/** Spec 2 s6 "master, coordinator": coordinator or above (Master included). */
export const isCoordinator = (viewer: Viewer) => COORDINATOR_OR_ABOVE.includes(viewer.role);

/** Master, coordinator or poster: the moderators of the table in spec 2 s6. */
export const isModerator = (viewer: Viewer) => isCoordinator(viewer) || viewer.role === 'Poster';

const isAuthor = (viewer: Viewer, post: RulePost) => viewer.id === post.user_id;

/** View flagged content: the author, master, coordinator, poster. */
export const canViewFlagged = (viewer: Viewer, post: RulePost) =>
  isAuthor(viewer, post) || isModerator(viewer);

/** Report: not already flagged, not the author, author not a wall expert, not a coordinator. */
export const canReport = (viewer: Viewer, post: RulePost) =>
  !post.is_flagged &&
  !isAuthor(viewer, post) &&
  !post.author_is_wall_expert &&
  !isCoordinator(viewer);

/** Unreport a flagged post: the user who flagged it, or master, coordinator, poster. */
export const canUnreport = (viewer: Viewer, post: RulePost) =>
  post.is_flagged && (post.flagged_by === viewer.id || isModerator(viewer));

/** Delete: the author, or master, coordinator, poster; a wall expert's post only by a wall expert. */
export const canDelete = (viewer: Viewer, post: RulePost) =>
  post.author_is_wall_expert
    ? viewer.is_wall_expert
    : isAuthor(viewer, post) || isModerator(viewer);

/** Follow the author: not your own post, not a flagged post. */
export const canFollow = (viewer: Viewer, post: RulePost) =>
  !isAuthor(viewer, post) && !post.is_flagged;

/** Location shows for unflagged posts, not on Recipe/CustomContent walls, not by wall experts. */
export const showLocation = (post: RulePost) =>
  !post.is_flagged &&
  !['Recipe', 'CustomContent'].includes(post.wallable_type) &&
  !post.author_is_wall_expert;

/** Spec 2 s5: "New post with blank content: the server answers 'Content can't be blank'"; the client shows its Oops text. */
export const BLANK_POST = "Content can't be blank";
export const BLANK_COMMENT = 'Oops, you need to write something before you comment.';
export const TAGGED_OUTSIDE = 'Tagged users must be members of this promotion.';
/** Spec 2 s1 "tag friends, not followed users": only the author's accepted friends. */
export const TAGGED_NOT_FRIENDS = 'You can only tag your friends.';
const BAD_PHOTO = 'The photo must be a file uploaded to this site.';
export const COMMENT_ON_COMMENT = 'Only posts can be commented on.';
export const BAD_POSTABLE = 'Shared content needs both postable_type and postable_id.';
export const POSTABLE_NOT_FOUND = 'Shared content could not be found.';
export const MAX_POST_LENGTH = 5000;
export const MAX_TAGS = 50;
export const DEFAULT_REPLY_COUNT = 2;
export const POSTABLE_TYPES = ['Tip', 'Recipe', 'Article'] as const;
export const WALL_FILTERS = ['all', 'following', 'location', 'friends', 'my', 'tagged'] as const;
export type WallFilter = (typeof WALL_FILTERS)[number];
export const WALL_SORTS = ['newest', 'popular'] as const;
export type WallSort = (typeof WALL_SORTS)[number];

/**
 * Shared content lives in the content tables: a Tip is a `tips` content item, an Article an
 * `articles` item, of the promotion or of the default promotion (services/admin owns them).
 * A Recipe is a row of `recipes` (the library every promotion reads).
 */
export const POSTABLE_CATEGORIES: Record<string, string> = { Tip: 'tips', Article: 'articles' };

/** Uploads are served by GET /api/files/{name} (services/social, helper C). */
const UPLOADED_FILE = /^\/api\/files\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** A generic signed-in participant: what an event's audience may all see. */
export const GENERIC_VIEWER: Viewer = { id: 0, role: 'User', is_wall_expert: false };

/** The url of a photo field: an upload of this site, or null for none. */
export function photoUrl(photo: { url: string } | string | null | undefined): string | null {
  const url = (typeof photo === 'string' ? photo : photo?.url)?.trim() ?? '';
  if (url === '') return null;
  if (!UPLOADED_FILE.test(url) || url.includes('..')) throw unprocessable(BAD_PHOTO);
  return url;
}

/** The link of a post or comment: comments open their post with ?reply= highlighting them. */
export const postLink = (id: number, parentId: number | null) =>
  parentId ? `/wall/post/${parentId}?reply=${id}` : `/wall/post/${id}`;

/** A gallery post kept out of the public gallery exists for its author only (README "Art gallery"). */
export const isPrivateArt = (
  row: { wallable_type: string; public_gallery?: number | boolean; user_id: number },
  viewerId: number,
) => row.wallable_type === 'Gallery' && !row.public_gallery && Number(row.user_id) !== viewerId;
