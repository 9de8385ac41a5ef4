import type { ContentItem } from '@wellness/shared-ui';
import { buildContentItem } from '@wellness/shared-ui/testing';
import type { FavoriteTip } from '../features/tips/api/tips-api';
import type { Post, WallUser } from '../features/wall/api/wall-api';

/** A user of the demo promotion by name (id 20 is Sam Lee, the default poster). */
export function buildWallUser(id = 20, first = 'Sam', last = 'Lee'): WallUser {
  return {
    id,
    profile: { first_name: first, last_name: last, full_name: `${first} ${last}`, image: null },
    is_wall_expert: false,
  };
}

/** A top-level post on the promotion wall by user 20 (not the signed-in test user, id 10). */
export function buildPost(overrides: Partial<Post> & Pick<Post, 'id'>): Post {
  const user_id = overrides.user_id ?? 20;
  const user = user_id === 20 ? buildWallUser() : buildWallUser(user_id, 'User', String(user_id));
  return {
    content: `Post number ${overrides.id}`,
    user_id,
    user,
    wallable_type: 'Promotion',
    wallable_id: 2,
    parent_post_id: null,
    depth: 0,
    tagged_users: [],
    postable_type: null,
    postable_id: null,
    photo: null,
    likes_count: 0,
    liked_by_me: false,
    like_id: null,
    reply_count: 0,
    posts: [],
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    is_flagged: false,
    flagged_by: null,
    can_delete: false,
    can_report: true,
    can_unreport: false,
    can_follow: true,
    is_following: false,
    show_location: false,
    ...overrides,
  };
}

/** A comment (depth 1) on post `parentId`. */
export function buildComment(id: number, parentId: number, overrides: Partial<Post> = {}): Post {
  return buildPost({
    id,
    content: `Comment number ${id}`,
    wallable_type: 'Post',
    wallable_id: parentId,
    parent_post_id: parentId,
    depth: 1,
    can_follow: false,
    ...overrides,
  });
}

/** The success envelope every service answers with. */
export const ok = <T>(data: T, meta: Record<string, unknown> = {}) => ({ body: { data, meta } });

/** A tip as the content loader answers it (a default item of the default promotion). */
export function buildTip(overrides: Partial<ContentItem> & Pick<ContentItem, 'id'>): ContentItem {
  return buildContentItem({
    category: 'tips',
    key: `tip_${overrides.id}`,
    group: 'Week 1',
    sequence: overrides.days_from_start ?? overrides.id,
    title: `Tip number ${overrides.id}`,
    content: `Advice number ${overrides.id}.`,
    days_from_start: overrides.id,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}

/** The caller's favourite of a tip, as GET /custom_content_likes lists it. */
export const favorite = (tip: ContentItem): FavoriteTip => ({
  id: tip.id,
  key: tip.key,
  title: tip.title,
  favorited: true,
  like_id: 1000 + tip.id,
});
