import { Button, Center, Stack } from '@mantine/core';
import { EmptyState, LoadingBlock, RetryPanel, useGetMeQuery } from '@wellness/shared-ui';
import { useMemo } from 'react';
import { useGetWallPostsInfiniteQuery } from '../api/wall-api';
import type { Post } from '../api/wall-api';
import { useNewPosts } from '../hooks/use-new-posts';
import { PostCard } from './post-card';

/** Pages can overlap once new posts are inserted at the top, so each post is shown once. */
function uniquePosts(pages: { data: Post[] }[]): Post[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.data)
    .filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)));
}

/** The wall's posts, newest first, 20 at a time, with others' new posts waiting behind a button. */
export function WallPosts() {
  const { data: me } = useGetMeQuery();
  const wall = useGetWallPostsInfiniteQuery();
  const posts = useMemo(() => uniquePosts(wall.data?.pages ?? []), [wall.data]);
  const loadedIds = useMemo(() => new Set(posts.map((post) => post.id)), [posts]);
  const newPosts = useNewPosts(me?.id, loadedIds);

  if (wall.isLoading) return <LoadingBlock label="Loading posts" />;
  if (!wall.data) return <RetryPanel message="Could not load the wall." onRetry={wall.refetch} />;

  return (
    <Stack gap="md">
      {newPosts.count > 0 && (
        <Center>
          <Button variant="light" onClick={newPosts.insert}>
            {newPosts.count === 1 ? '1 new post' : `${newPosts.count} new posts`}
          </Button>
        </Center>
      )}
      {posts.length === 0 ? (
        <EmptyState title="No posts yet" description="Be the first to share something." />
      ) : (
        posts.map((post) => <PostCard key={post.id} post={post} />)
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
