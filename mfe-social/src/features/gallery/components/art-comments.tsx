import { Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { firstError } from '@wellness/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useCommentOnArtMutation, useGetGalleryCommentsQuery } from '../api/gallery-api';
import type { GalleryComment, GalleryPost } from '../api/gallery-api';
import { BLANK_COMMENT, COMMENT_FAILED } from '../lib/gallery';

const schema = z.object({ content: z.string().trim().min(1, BLANK_COMMENT) });

function Comment({ comment }: { comment: GalleryComment }) {
  const hidden = comment.is_flagged && !comment.content;
  return (
    <Text size="sm" component="li" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <Text span fw={600}>
        {comment.user.profile.full_name}
      </Text>{' '}
      {hidden ? (
        <Text span c="dimmed" fs="italic">
          This comment has been reported.
        </Text>
      ) : (
        comment.content
      )}
    </Text>
  );
}

/** Spec 2 s4: gallery posts show 5 comments at first, expandable to all; a comment form. */
export function ArtComments({ post, title }: { post: GalleryPost; title: string }) {
  const [showAll, setShowAll] = useState(false);
  const all = useGetGalleryCommentsQuery(post.id, { skip: !showAll });
  const comments = showAll && all.data ? all.data : post.posts;
  const [comment, { isLoading }] = useCommentOnArtMutation();
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { content: '' },
  });
  const submit = form.handleSubmit(async ({ content }) => {
    try {
      await comment({ postId: post.id, content }).unwrap();
      form.reset();
    } catch (error) {
      const message = firstError(error, COMMENT_FAILED);
      const blank = message === BLANK_COMMENT || message === "Content can't be blank";
      form.setError('content', { message: blank ? BLANK_COMMENT : COMMENT_FAILED });
    }
  });
  return (
    <Stack gap="xs">
      {post.reply_count > comments.length && (
        <Anchor component="button" type="button" size="sm" onClick={() => setShowAll(true)}>
          View all {post.reply_count} comments
        </Anchor>
      )}
      {comments.length > 0 && (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {comments.map((c) => (
            <Comment key={c.id} comment={c} />
          ))}
        </Stack>
      )}
      <form onSubmit={submit} noValidate aria-label={`Comment on ${title}`}>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Textarea
            style={{ flex: 1 }}
            label="Write a comment"
            autosize
            minRows={1}
            error={form.formState.errors.content?.message}
            {...form.register('content')}
          />
          <Button type="submit" mt={24} loading={isLoading}>
            Comment
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
