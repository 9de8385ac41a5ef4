import { useAppDispatch, useRealtimeEvent } from '@wellness/shared-ui';
import { wallApi } from '../api/wall-api';
import type { Post, WallQuery } from '../api/wall-api';

/** The newLikeCreated event (services/social README): a like of a post or comment. */
interface LikeCreated {
  likeable_id: number;
  likeable_type: string;
  user_id: number;
}

function countLike(posts: Post[], postId: number) {
  for (const post of posts) {
    if (post.id === postId) post.likes_count += 1;
    countLike(post.posts, postId);
  }
}

/**
 * Live like counts (spec 2 s4 socket events: newLikeCreated): another user's like adds one to
 * the post or comment wherever this wall shows it. The reader's own likes come from their own
 * request's refetch, so their event is ignored.
 */
export function useLiveLikes(meId: number | undefined, query: WallQuery | null) {
  const dispatch = useAppDispatch();
  useRealtimeEvent<LikeCreated>('newLikeCreated', (like) => {
    if (like.likeable_type !== 'Post' || like.user_id === meId || !query) return;
    dispatch(
      wallApi.util.updateQueryData('getWallPosts', query, (draft) => {
        for (const page of draft.pages) countLike(page.data, like.likeable_id);
      }),
    );
  });
}
