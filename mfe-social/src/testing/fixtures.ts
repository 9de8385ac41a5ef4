import type { Post } from '../features/wall/api/wall-api';

/** A top-level post on the promotion wall by user 20 (not the signed-in test user, id 10). */
export function buildPost(overrides: Partial<Post> & Pick<Post, 'id'>): Post {
  const user_id = overrides.user_id ?? 20;
  const profile = { first_name: 'Sam', last_name: 'Lee', full_name: 'Sam Lee', image: null };
  return {
    content: `Post number ${overrides.id}`,
    user_id,
    user: { id: user_id, profile },
    wallable_type: 'Promotion',
    wallable_id: 2,
    parent_post_id: null,
    depth: 0,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    is_flagged: false,
    ...overrides,
  };
}

/** The success envelope every service answers with. */
export const ok = <T>(data: T, meta: Record<string, unknown> = {}) => ({ body: { data, meta } });
