import {
  canDelete,
  canFollow,
  canReport,
  canUnreport,
  canViewFlagged,
  showLocation,
} from './rules';
import type { RulePost, Viewer } from './rules';

/** A post or comment as SELECT_POSTS reads it, with its author. */
export interface PostRow {
  id: number;
  content: string;
  user_id: number;
  wallable_type: string;
  wallable_id: number;
  parent_post_id: number | null;
  depth: number;
  postable_type: string | null;
  postable_id: number | null;
  photo_url: string | null;
  created_at: Date;
  is_flagged: number | boolean;
  flagged_by: number | null;
  /** A gallery post (wallable_type Gallery) not in the public gallery shows to its author only. */
  public_gallery?: number | boolean;
  first_name: string;
  last_name: string;
  image_url: string | null;
  location_id: number | null;
  location_name: string | null;
  is_wall_expert: number | boolean;
}

export interface TaggedUserRow {
  post_id: number;
  id: number;
  first_name: string;
  last_name: string;
  image_url: string | null;
}

/** What the serializer needs besides the rows: counts and the viewer's own likes and follows. */
export interface Extras {
  likes: Map<number, number>;
  myLikes: Map<number, number>;
  replies: Map<number, number>;
  tags: Map<number, TaggedUserRow[]>;
  following: Set<number>;
  comments: Map<number, PostRow[]>;
  postables: Map<string, SharedContent>;
}

/** The shared tip or article a post points at, as the card shows it. */
export interface SharedContent {
  type: string;
  id: number;
  title: string;
  summary: string | null;
  image: { url: string } | null;
}

export const profileOf = (row: {
  first_name: string;
  last_name: string;
  image_url: string | null;
  location_id?: number | null;
  location_name?: string | null;
}) => ({
  first_name: row.first_name,
  last_name: row.last_name,
  full_name: `${row.first_name} ${row.last_name}`.trim(),
  image: row.image_url ? { url: row.image_url } : null,
  location:
    row.location_id == null
      ? null
      : { id: Number(row.location_id), name: row.location_name ?? null },
});

const FLAGGED_PROFILE = {
  first_name: 'Flagged',
  last_name: 'User',
  full_name: 'Flagged User',
  image: null,
  location: null,
};

export const rulePost = (row: PostRow): RulePost => ({
  user_id: Number(row.user_id),
  is_flagged: Boolean(row.is_flagged),
  flagged_by: row.flagged_by === null ? null : Number(row.flagged_by),
  author_is_wall_expert: Boolean(row.is_wall_expert),
  wallable_type: row.wallable_type,
});

/** Serializes a post (or comment) for one viewer; flagged content is masked unless they may see it. */
export function serialize(row: PostRow, viewer: Viewer, extras: Extras): SerializedPost {
  const rules = rulePost(row);
  const id = Number(row.id);
  const masked = rules.is_flagged && !canViewFlagged(viewer, rules);
  const likeId = extras.myLikes.get(id) ?? null;
  const tagged = masked ? [] : (extras.tags.get(id) ?? []);
  return {
    id,
    content: masked ? '' : row.content,
    user_id: rules.user_id,
    user: {
      id: rules.user_id,
      profile: masked ? FLAGGED_PROFILE : profileOf(row),
      is_wall_expert: rules.author_is_wall_expert,
    },
    wallable_type: row.wallable_type,
    wallable_id: Number(row.wallable_id),
    parent_post_id: row.parent_post_id === null ? null : Number(row.parent_post_id),
    depth: Number(row.depth),
    tagged_users: tagged.map((tag) => ({ id: Number(tag.id), profile: profileOf(tag) })),
    postable_type: masked ? null : row.postable_type,
    postable_id: masked || row.postable_id === null ? null : Number(row.postable_id),
    postable: masked
      ? null
      : (extras.postables.get(`${row.postable_type}:${row.postable_id}`) ?? null),
    photo: masked || !row.photo_url ? null : { url: row.photo_url },
    likes_count: extras.likes.get(id) ?? 0,
    liked_by_me: likeId !== null,
    like_id: likeId,
    reply_count: extras.replies.get(id) ?? 0,
    posts: (extras.comments.get(id) ?? []).map((comment) => serialize(comment, viewer, extras)),
    created_at: new Date(row.created_at).toISOString(),
    is_flagged: rules.is_flagged,
    flagged_by: masked ? null : rules.flagged_by,
    can_delete: canDelete(viewer, rules),
    can_report: viewer.id !== 0 && canReport(viewer, rules),
    can_unreport: canUnreport(viewer, rules),
    can_follow: viewer.id !== 0 && canFollow(viewer, rules),
    is_following: extras.following.has(rules.user_id),
    show_location: showLocation(rules),
  };
}

interface SerializedPost {
  id: number;
  content: string;
  user_id: number;
  user: {
    id: number;
    profile: ReturnType<typeof profileOf>;
    is_wall_expert: boolean;
  };
  wallable_type: string;
  wallable_id: number;
  parent_post_id: number | null;
  depth: number;
  tagged_users: Array<{ id: number; profile: ReturnType<typeof profileOf> }>;
  postable_type: string | null;
  postable_id: number | null;
  postable: SharedContent | null;
  photo: { url: string } | null;
  likes_count: number;
  liked_by_me: boolean;
  like_id: number | null;
  reply_count: number;
  posts: SerializedPost[];
  created_at: string;
  is_flagged: boolean;
  flagged_by: number | null;
  can_delete: boolean;
  can_report: boolean;
  can_unreport: boolean;
  can_follow: boolean;
  is_following: boolean;
  show_location: boolean;
}
