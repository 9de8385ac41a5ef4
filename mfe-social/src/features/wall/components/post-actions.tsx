import { Button, Group } from '@mantine/core';
import { firstError, useGetMeQuery } from '@wellness/shared-ui';
import { useState } from 'react';
import {
  useDeletePostMutation,
  useFollowMutation,
  useLikeMutation,
  useSetPostFlaggedMutation,
  useUnfollowMutation,
  useUnlikeMutation,
} from '../api/wall-api';
import type { Post } from '../api/wall-api';
import { ConfirmDialog } from './confirm-dialog';

type Dialog = 'report' | 'delete' | null;

export interface PostActionsProps {
  post: Post;
  /** Called after the post or comment is deleted (the single-post page leaves). */
  onDeleted?: () => void;
}

/** Like, follow, report/unreport and delete, as the server's can_* flags allow. */
export function PostActions({ post, onDeleted }: PostActionsProps) {
  const { data: me } = useGetMeQuery();
  const kind = post.depth > 0 || post.parent_post_id !== null ? 'Comment' : 'Post';
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  const [like] = useLikeMutation();
  const [unlike] = useUnlikeMutation();
  const [follow, followState] = useFollowMutation();
  const [unfollow, unfollowState] = useUnfollowMutation();
  const [setFlagged, flagState] = useSetPostFlaggedMutation();
  const [deletePost, deleteState] = useDeletePostMutation();

  // Like failures are ignored silently (spec 2 s8): the mutations are never unwrapped.
  const toggleLike = () => {
    if (post.liked_by_me && post.like_id !== null) void unlike(post.like_id);
    else void like(post.id);
  };

  // Following is not offered on your own posts nor on reported ones (spec 2 s6).
  const mayFollow =
    kind === 'Post' && me !== undefined && post.user_id !== me.id && !post.is_flagged;
  const toggleFollow = () => {
    if (!me) return;
    const args = { userId: me.id, followeeId: post.user_id };
    if (post.is_following) void unfollow(args);
    else void follow(args);
  };

  const confirm = async () => {
    setError(null);
    try {
      if (dialog === 'report') await setFlagged({ id: post.id, is_flagged: true }).unwrap();
      if (dialog === 'delete') {
        await deletePost(post.id).unwrap();
        onDeleted?.();
      }
      setDialog(null);
    } catch (failure) {
      setError(firstError(failure));
      setDialog(null);
    }
  };

  const author = post.user.profile.full_name;
  return (
    <>
      <Group gap="xs" mt="xs">
        <Button
          size="compact-sm"
          variant={post.liked_by_me ? 'filled' : 'subtle'}
          aria-pressed={post.liked_by_me}
          onClick={toggleLike}
        >
          {post.liked_by_me ? 'Liked' : 'Like'} ({post.likes_count})
        </Button>
        {mayFollow && post.can_follow && (
          <Button
            size="compact-sm"
            variant="subtle"
            aria-pressed={post.is_following}
            loading={followState.isLoading || unfollowState.isLoading}
            onClick={toggleFollow}
          >
            {post.is_following ? `Unfollow ${author}` : `Follow ${author}`}
          </Button>
        )}
        {post.can_report && !post.is_flagged && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            onClick={() => setDialog('report')}
          >
            Report
          </Button>
        )}
        {post.can_unreport && post.is_flagged && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            loading={flagState.isLoading}
            onClick={() => void setFlagged({ id: post.id, is_flagged: false })}
          >
            Unreport
          </Button>
        )}
        {post.can_delete && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => setDialog('delete')}
          >
            Delete
          </Button>
        )}
      </Group>
      {error && (
        <div role="alert" style={{ color: 'var(--mantine-color-red-7)' }}>
          {error}
        </div>
      )}
      <ConfirmDialog
        opened={dialog === 'report'}
        title={`Report ${kind}`}
        message={`Are you sure you want to report this ${kind.toLowerCase()}?`}
        confirmLabel="Report"
        loading={flagState.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={`Delete ${kind}`}
        message={`Are you sure you want to delete this ${kind.toLowerCase()}?`}
        confirmLabel="Delete"
        loading={deleteState.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
