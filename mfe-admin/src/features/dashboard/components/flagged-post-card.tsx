import { Badge, Button, Group, Image, Paper, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { FlaggedPost } from '../api/flagged-posts-api';

export interface FlaggedPostCardProps {
  post: FlaggedPost;
  onUnreport: () => void;
  onDelete: () => void;
}

/** One flagged post or comment: who wrote it, who reported it, and the two actions. */
export function FlaggedPostCard({ post, onUnreport, onDelete }: FlaggedPostCardProps) {
  const author = post.user.profile.full_name;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={`${post.depth > 0 ? 'Comment' : 'Post'} by ${author}`}
    >
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Text fw={600}>{author}</Text>
          {post.depth > 0 ? <Badge variant="light">Comment</Badge> : null}
        </Group>
        <Text size="sm" c="dimmed">
          {dayjs(post.created_at).format('MM/DD/YYYY hh:mm A')}
        </Text>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.content}</Text>
      {post.photo ? <Image src={post.photo.url} alt="" maw={240} mt="xs" radius="sm" /> : null}
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed">
          Reported by {post.reporter?.full_name ?? 'a former participant'}
        </Text>
        <Group gap="xs">
          {post.can_unreport ? (
            <Button size="xs" variant="light" onClick={onUnreport}>
              Unreport
            </Button>
          ) : null}
          {post.can_delete ? (
            <Button size="xs" variant="light" color="red" onClick={onDelete}>
              Delete
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
