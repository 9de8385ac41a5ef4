import { useAppDispatch, useRealtimeEvent } from '@wellness/shared-ui';
import { useState } from 'react';
import { wallApi } from '../api/wall-api';
import type { Post } from '../api/wall-api';

/** Only top-level posts on the promotion wall belong in this list; comments go to their post. */
function isWallPost(post: Post): boolean {
  return post.parent_post_id === null && post.wallable_type === 'Promotion';
}

/**
 * Posts other participants create arrive as `newPostCreated` and wait here, so the list does not
 * move under the reader; `insert` puts them at the top of the first page on request.
 */
export function useNewPosts(meId: number | undefined, loadedIds: ReadonlySet<number>) {
  const dispatch = useAppDispatch();
  const [queued, setQueued] = useState<Post[]>([]);

  useRealtimeEvent<Post>('newPostCreated', (post) => {
    if (!isWallPost(post) || post.user_id === meId) return;
    setQueued((current) => (current.some((p) => p.id === post.id) ? current : [post, ...current]));
  });

  // A refetch (after the reader's own post) may already have brought some of them in.
  const waiting = queued.filter((post) => !loadedIds.has(post.id));

  const insert = () => {
    dispatch(
      wallApi.util.updateQueryData('getWallPosts', undefined, (draft) => {
        const first = draft.pages[0];
        if (!first) return;
        first.data.unshift(...waiting);
        first.meta.total_records += waiting.length;
      }),
    );
    setQueued([]);
  };

  return { count: waiting.length, insert };
}
