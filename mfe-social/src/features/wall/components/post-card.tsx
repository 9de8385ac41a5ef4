import { Card, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { Post } from '../api/wall-api';

dayjs.extend(relativeTime);

/** Post text is shown as typed: line breaks kept, long words wrapped. */
const plainTextStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** One wall post. Content is plain text: React escapes it, and it is never parsed as HTML. */
export function PostCard({ post }: { post: Post }) {
  const author = post.is_flagged ? 'Flagged User' : post.user.profile.full_name;
  const created = dayjs(post.created_at);
  return (
    <Card component="article" withBorder aria-label={`Post by ${author}`}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{author}</Text>
        <Text
          component="time"
          size="sm"
          c="dimmed"
          dateTime={post.created_at}
          title={created.format('dddd, MMMM D, h:mm a')}
        >
          {created.fromNow()}
        </Text>
      </Group>
      {post.is_flagged ? (
        <Text c="dimmed" fs="italic">
          This post has been reported.
        </Text>
      ) : (
        <Text style={plainTextStyle}>{post.content}</Text>
      )}
    </Card>
  );
}
