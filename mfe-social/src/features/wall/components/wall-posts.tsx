import { Button, Center, Paper, Stack } from '@mantine/core';
import {
  ContentBlock,
  EmptyState,
  LoadingBlock,
  RetryPanel,
  firstError,
  useGetMeQuery,
} from '@wellness/shared-ui';
import { useMemo } from 'react';
import { useGetWallPostsInfiniteQuery } from '../api/wall-api';
import type { Post, WallQuery } from '../api/wall-api';
import { useLiveLikes } from '../hooks/use-live-likes';
import { useNewPosts } from '../hooks/use-new-posts';
import { PostCard } from './post-card';

/** Pages can overlap once new posts are inserted at the top, so each post is shown once. */
function uniquePosts(pages: { data: Post[] }[]): Post[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.data)
    .filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)));
}

export interface WallPostsProps {
  query: WallQuery;
  showReported?: boolean;
  showComments?: boolean;
}

/** The wall's posts, newest first, a page at a time, with others' new posts waiting behind a button. */
export function WallPosts({ query, showReported = false, showComments = true }: WallPostsProps) {
  const { data: me } = useGetMeQuery();
  const wall = useGetWallPostsInfiniteQuery(query);
  const posts = useMemo(() => uniquePosts(wall.data?.pages ?? []), [wall.data]);
  const loadedIds = useMemo(() => new Set(posts.map((post) => post.id)), [posts]);
  const newPosts = useNewPosts(me?.id, query, loadedIds);
  useLiveLikes(me?.id, query);

  if (wall.isLoading) return <LoadingBlock label="Loading posts" />;
  if (wall.isError && !wall.data) {
    const message = firstError(wall.error, 'Could not load the wall.');
    // Spec 2 s8: an error naming Friendships means the reader has no friends yet; the
    // no-friends state is the friends content's wall_no_friends_state.
    if (message.includes('Friendships')) {
      return (
        <Paper withBorder p="xl" radius="md">
          <ContentBlock category="friends" contentKey="wall_no_friends_state" />
        </Paper>
      );
    }
    return <RetryPanel message={message} onRetry={wall.refetch} />;
  }
  if (!wall.data) return <RetryPanel message="Could not load the wall." onRetry={wall.refetch} />;

  return (
    <Stack gap="md">
      {newPosts.count > 0 && (
        <Center>
          <Button variant="light" onClick={() => void newPosts.insert()}>
            {newPosts.count === 1 ? '1 new post' : `${newPosts.count} new posts`}
          </Button>
        </Center>
      )}
      {posts.length === 0 ? (
        <EmptyState
          title={query.search ? 'No posts match your search' : 'No posts yet'}
          description={query.search ? undefined : 'Be the first to share something.'}
        />
      ) : (
        posts.map((post) => (
          <PostCard
            key={post.id}
            post={post}
            showReported={showReported}
            showComments={showComments}
          />
        ))
      )}
      {wall.hasNextPage && (
        <Center>
          <Button
            variant="default"
            loading={wall.isFetchingNextPage}
            onClick={() => void wall.fetchNextPage()}
          >
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
