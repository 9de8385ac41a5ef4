/**
 * The wall: posts and comments, who may see, report, delete and follow what (spec 2 s6),
 * tags and shared content.
 */
export { createPost, deletePost, removeTag, setFlagged } from './commands';
export { EXPERT_WALL_ROLES, canReachWall, expertWalls } from './expert-walls';
export type { ExpertWall } from './expert-walls';
export { POST_COLUMNS, POST_TABLES, serializeRows } from './embeds';
export { rulePost } from './serialize';
export type { PostRow } from './serialize';
export type { Viewer } from './rules';
export {
  displayName,
  findPost,
  flaggedPage,
  loadViewer,
  promotionChannel,
  promotionOfPost,
  wallPage,
} from './queries';
export {
  DEFAULT_REPLY_COUNT,
  GENERIC_VIEWER,
  MAX_POST_LENGTH,
  MAX_TAGS,
  NOT_ALLOWED,
  POSTABLE_NOT_FOUND,
  POSTABLE_TYPES,
  WALL_FILTERS,
  WALL_SORTS,
  canViewFlagged,
  isCoordinator,
  postLink,
} from './rules';
