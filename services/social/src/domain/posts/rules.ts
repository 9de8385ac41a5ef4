import { COORDINATOR_OR_ABOVE } from '@wellness/platform';
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

export const isAuthor = (viewer: Viewer, post: RulePost) => viewer.id === post.user_id;

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
