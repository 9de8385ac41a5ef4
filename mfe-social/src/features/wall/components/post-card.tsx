import { Anchor, Avatar, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useGetCommentsQuery } from '../api/wall-api';
import type { Post, SharedContent } from '../api/wall-api';
import { displayAuthor, locationName, plainTextStyle } from '../lib/display';
import { CommentForm } from './comment-form';
import { PostActions } from './post-actions';
import { TaggedUsers } from './tagged-users';

dayjs.extend(relativeTime);

function When({ at }: { at: string }) {
  const created = dayjs(at);
  return (
    <Text
      component="time"
      size="sm"
      c="dimmed"
      dateTime={at}
      title={created.format('dddd, MMMM D, h:mm a')}
    >
      {created.fromNow()}
    </Text>
  );
}

/** The reported-content placeholder or the text, always as plain text. */
function Content({ post, hidden }: { post: Post; hidden: boolean }) {
  if (hidden || (post.is_flagged && !post.content)) {
    return (
      <Text c="dimmed" fs="italic">
        This {post.depth > 0 ? 'comment' : 'post'} has been reported.
      </Text>
    );
  }
  return <Text style={plainTextStyle}>{post.content}</Text>;
}

/** The tip or article a post shares, as a small card under the post's text. */
function SharedContentCard({ postable }: { postable: SharedContent }) {
  return (
    <Card
      component="aside"
      withBorder
      radius="sm"
      mt="xs"
      p="sm"
      aria-label={`Shared ${postable.type.toLowerCase()}`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {postable.image && <Image src={postable.image.url} alt="" w={64} h={64} radius="sm" />}
        <div>
          <Text size="xs" tt="uppercase" c="dimmed">
            Shared {postable.type.toLowerCase()}
          </Text>
          <Text fw={600} style={plainTextStyle}>
            {postable.type === 'Tip' || postable.type === 'Recipe' ? (
              <Anchor
                component={Link}
                to={paths[postable.type === 'Tip' ? 'go.u.tip' : 'go.u.recipe'].replace(
                  ':id',
                  String(postable.id),
                )}
                inherit
              >
                {postable.title}
              </Anchor>
            ) : (
              postable.title
            )}
          </Text>
          {postable.summary && (
            <Text size="sm" style={plainTextStyle}>
              {postable.summary}
            </Text>
          )}
        </div>
      </Group>
    </Card>
  );
}

export interface CommentItemProps {
  comment: Post;
  showReported: boolean;
  highlighted?: boolean;
}

export function CommentItem({ comment, showReported, highlighted = false }: CommentItemProps) {
  const author = displayAuthor(comment, showReported);
  return (
    <li
      id={`comment-${comment.id}`}
      aria-label={`Comment by ${author.name}`}
      data-highlighted={highlighted || undefined}
      style={{
        listStyle: 'none',
        padding: 8,
        borderRadius: 4,
        transition: 'background-color 0.5s',
        backgroundColor: highlighted ? 'var(--mantine-color-yellow-1)' : undefined,
      }}
    >
      <Group gap="xs">
        <Avatar src={author.image} alt="" size="sm" radius="xl" />
        <Text fw={600} size="sm">
          {author.name}
        </Text>
        <When at={comment.created_at} />
      </Group>
      <Content post={comment} hidden={author.hidden} />
      <PostActions post={comment} />
    </li>
  );
}

export interface PostCardProps {
  post: Post;
  showReported?: boolean;
  /** False on the expert wall's "comments" toggle off. */
  showComments?: boolean;
  /** The single-post page already has every comment. */
  allComments?: boolean;
  highlightId?: number | null;
  onDeleted?: () => void;
}

/** One wall post with its comments. Content is plain text: React escapes it, never HTML. */
export function PostCard({
  post,
  showReported = false,
  showComments = true,
  allComments = false,
  highlightId = null,
  onDeleted,
}: PostCardProps) {
  const [expanded, setExpanded] = useState(false);
  const all = useGetCommentsQuery(post.id, { skip: !expanded || allComments });
  const author = displayAuthor(post, showReported);
  const comments = expanded && all.data ? all.data : post.posts;
  const location = locationName(post.user.profile.location);
  const moreComments = !allComments && !expanded && post.reply_count > post.posts.length;

  return (
    <Card component="article" withBorder aria-label={`Post by ${author.name}`}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={author.image} alt="" radius="xl" />
          <div>
            <Text fw={600}>{author.name}</Text>
            {post.show_location && !author.hidden && location && (
              <Text size="sm" c="dimmed">
                {location}
              </Text>
            )}
          </div>
        </Group>
        <When at={post.created_at} />
      </Group>
      <Content post={post} hidden={author.hidden} />
      {post.postable && !author.hidden && <SharedContentCard postable={post.postable} />}
      {post.photo && !author.hidden && (
        <Image src={post.photo.url} alt={`Photo shared by ${author.name}`} mt="xs" radius="sm" />
      )}
      {!author.hidden && <TaggedUsers post={post} />}
      <PostActions post={post} onDeleted={onDeleted} />
      {showComments && (
        <Stack gap="xs" mt="sm">
          {comments.length > 0 && (
            <ul aria-label="Comments" style={{ margin: 0, padding: 0 }}>
              {comments.map((comment) => (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  showReported={showReported}
                  highlighted={comment.id === highlightId}
                />
              ))}
            </ul>
          )}
          {moreComments && (
            <Button
              variant="subtle"
              size="compact-sm"
              loading={expanded && all.isFetching}
              onClick={() => setExpanded(true)}
            >
              View all {post.reply_count} comments
            </Button>
          )}
          {expanded && all.isFetching && !all.data && (
            <Text size="sm" c="dimmed">
              Loading comments…
            </Text>
          )}
          <CommentForm post={post} />
        </Stack>
      )}
    </Card>
  );
}
