import { useState } from 'react';
import { Stack } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { notifications } from '@mantine/notifications';
import {
  ConfirmDialog,
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  firstError,
} from '@wellness/shared-ui';
import {
  useDeleteFlaggedPostMutation,
  useGetFlaggedPostsQuery,
  useUnreportPostMutation,
} from '../api/flagged-posts-api';
import type { FlaggedPost } from '../api/flagged-posts-api';
import { FlaggedPostCard } from '../components/flagged-post-card';
import { useDashboardPromotionId } from '../hooks/use-dashboard-promotion';

/** The wall's flagged posts and comments, to unreport or delete (coordinator.dashboard.flagged_posts). */
export function FlaggedPostsTab() {
  const promotionId = useDashboardPromotionId();
  const {
    data: posts,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetFlaggedPostsQuery(promotionId ?? skipToken);
  const [unreport] = useUnreportPostMutation();
  const [remove, removal] = useDeleteFlaggedPostMutation();
  const [deleting, setDeleting] = useState<FlaggedPost | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notifications.show({ message: done });
    } catch (failure) {
      notifications.show({ color: 'red', message: firstError(failure) });
    }
  };

  return (
    <>
      <PageTitle>Flagged Posts</PageTitle>
      {isLoading ? <LoadingBlock label="Loading flagged posts" /> : null}
      {error ? (
        <RetryPanel
          title="Flagged Posts"
          message={firstError(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {posts && posts.length === 0 ? (
        <EmptyState title="No flagged posts" description="Reported posts and comments show here." />
      ) : null}
      {posts && posts.length > 0 ? (
        <Stack>
          {posts.map((post) => (
            <FlaggedPostCard
              key={post.id}
              post={post}
              onUnreport={() => void run(() => unreport(post.id).unwrap(), 'Post unreported.')}
              onDelete={() => setDeleting(post)}
            />
          ))}
        </Stack>
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete post"
        confirmLabel="Delete"
        danger
        busy={removal.isLoading}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const post = deleting!;
          setDeleting(null);
          void run(() => remove(post.id).unwrap(), 'Post deleted.');
        }}
      >
        Delete this {deleting?.depth ? 'comment' : 'post'} by {deleting?.user.profile.full_name}?
        This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
