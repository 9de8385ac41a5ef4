import { Anchor, Breadcrumbs, Switch, Text } from '@mantine/core';
import { LoadingBlock, RetryPanel, firstError, useGetMeQuery } from '@wellness/shared-ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useGetPostQuery } from '../api/wall-api';
import { PostCard } from '../components/post-card';
import { WallFrame } from '../components/wall-frame';
import { useNewPosts } from '../hooks/use-new-posts';
import { displayAuthor } from '../lib/display';

/** Spec 2 s9: the reply a link points at stays highlighted for 4 s. */
export const HIGHLIGHT_MS = 4000;

const NO_IDS: ReadonlySet<number> = new Set();

/** go.u.wall.post: /wall/post/{id}?reply={commentId}, one post with all its comments. */
export function PostPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const postId = Number(id);
  const reply = Number(searchParams.get('reply')) || null;
  const { data: me } = useGetMeQuery();
  const post = useGetPostQuery(postId, { skip: !Number.isInteger(postId) });
  const [showReported, setShowReported] = useState(false);
  const [highlight, setHighlight] = useState<number | null>(null);
  // Live comments on this post are appended to it.
  useNewPosts(me?.id, null, NO_IDS);

  const loaded = post.data !== undefined;
  useEffect(() => {
    if (!loaded || reply === null) return;
    const element = document.getElementById(`comment-${reply}`);
    if (!element) return;
    element.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    setHighlight(reply);
    const timer = setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [loaded, reply]);

  let body;
  if (post.isLoading) body = <LoadingBlock label="Loading post" />;
  else if (!post.data)
    body = (
      <RetryPanel
        message={firstError(post.error, 'Post could not be found')}
        onRetry={post.refetch}
      />
    );
  else
    body = (
      <>
        <Switch
          label="Show reported content"
          checked={showReported}
          onChange={(event) => setShowReported(event.currentTarget.checked)}
        />
        <PostCard
          post={post.data}
          showReported={showReported}
          allComments
          highlightId={highlight}
          onDeleted={() => void navigate(paths['go.u.wall.all'])}
        />
      </>
    );

  const poster = post.data ? displayAuthor(post.data, showReported).name : null;
  return (
    <WallFrame active={null}>
      <Breadcrumbs>
        <Anchor component={Link} to={paths['go.u.wall.all']}>
          All Posts
        </Anchor>
        {poster && <Text>{`${poster}'s Post`}</Text>}
      </Breadcrumbs>
      {body}
    </WallFrame>
  );
}
