import { useAppDispatch, useRealtimeEvent } from '@wellness/shared-ui';
import { useState } from 'react';
import { wallApi } from '../api/wall-api';
import type { Post, WallQuery } from '../api/wall-api';

/** Comments a wall post embeds when the query does not say (the server's default). */
const DEFAULT_REPLY_COUNT = 2;

function isComment(post: Post): boolean {
  return post.parent_post_id !== null || post.depth > 0;
}

/** Only top-level posts on the promotion wall belong in this list; comments go to their post. */
function isWallPost(post: Post): boolean {
  return !isComment(post) && post.wallable_type === 'Promotion';
}

/** Live payloads are serialised for a generic viewer; lists are filled in if absent. */
function normalise(post: Post): Post {
  return { ...post, posts: post.posts ?? [], tagged_users: post.tagged_users ?? [] };
}

function appendReply(parent: Post, comment: Post) {
  if (parent.posts.some((reply) => reply.id === comment.id)) return;
  parent.posts.push(comment);
  parent.reply_count += 1;
}

/**
 * Live `newPostCreated` events. Posts other participants create wait here, so the list does not
 * move under the reader; `insert` puts them at the top of the first page on request. Only the
 * unfiltered wall queues them (a filtered list cannot tell whether they match). A live comment
 * is appended to its parent's replies, wherever that parent is shown.
 */
export function useNewPosts(
  meId: number | undefined,
  query: WallQuery | null,
  loadedIds: ReadonlySet<number>,
) {
  const dispatch = useAppDispatch();
  const [queued, setQueued] = useState<Post[]>([]);
  const queues =
    query !== null && (query.filter ?? 'all') === 'all' && !query.search && !query.wallableType;

  useRealtimeEvent<Post>('newPostCreated', (payload) => {
    const post = normalise(payload);
    if (isComment(post)) {
      const parentId = post.parent_post_id ?? post.wallable_id;
      const comment = post;
      if (query) {
        dispatch(
          wallApi.util.updateQueryData('getWallPosts', query, (draft) => {
            for (const page of draft.pages) {
              const parent = page.data.find((candidate) => candidate.id === parentId);
              if (parent) appendReply(parent, comment);
            }
          }),
        );
      }
      dispatch(
        wallApi.util.updateQueryData('getComments', parentId, (draft) => {
          if (!draft.some((reply) => reply.id === comment.id)) draft.push(comment);
        }),
      );
      dispatch(
        wallApi.util.updateQueryData('getPost', parentId, (draft) => appendReply(draft, comment)),
      );
      return;
    }
    if (!queues || !isWallPost(post) || post.user_id === meId) return;
    setQueued((current) => (current.some((p) => p.id === post.id) ? current : [post, ...current]));
  });

  // A refetch (after the reader's own post) may already have brought some of them in.
  const waiting = queued.filter((post) => !loadedIds.has(post.id));

  /**
   * Live payloads are serialised for a generic viewer, so each waiting post is read again as
   * this reader (their own like, follow, report and delete rights) before it is shown; one
   * deleted meanwhile is dropped. Its comments are cut to the list's reply count.
   */
  const insert = async () => {
    if (!query) return;
    setQueued([]);
    const fresh = await Promise.all(
      waiting.map((post) =>
        dispatch(wallApi.endpoints.getPost.initiate(post.id, { subscribe: false }))
          .unwrap()
          .catch(() => null),
      ),
    );
    const replyCount = query.replyCount ?? DEFAULT_REPLY_COUNT;
    const shown = fresh
      .filter((post): post is Post => post !== null)
      .map((post) => ({ ...post, posts: post.posts.slice(-replyCount) }));
    dispatch(
      wallApi.util.updateQueryData('getWallPosts', query, (draft) => {
        const first = draft.pages[0];
        if (!first) return;
        const present = new Set(draft.pages.flatMap((page) => page.data.map((post) => post.id)));
        const added = shown.filter((post) => !present.has(post.id));
        first.data.unshift(...added);
        first.meta.total_records += added.length;
      }),
    );
  };

  return { count: waiting.length, insert };
}
