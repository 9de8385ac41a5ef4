import { Button, Group, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { firstError } from '@wellness/shared-ui';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useCreatePostMutation } from '../api/wall-api';
import type { Post } from '../api/wall-api';

export const BLANK_COMMENT = 'Oops, you need to write something before you comment.';
export const COMMENT_FAILED = 'Oops, the comment could not be saved.';

const commentSchema = z.object({ content: z.string().trim().min(1, BLANK_COMMENT) });
type CommentForm = z.input<typeof commentSchema>;

/** A comment on a wall post: wallable Post, parent_post_id the post, depth 1. */
export function CommentForm({ post }: { post: Post }) {
  const [createPost, { isLoading }] = useCreatePostMutation();
  const form = useForm<CommentForm, unknown, z.output<typeof commentSchema>>({
    resolver: zodResolver(commentSchema),
    defaultValues: { content: '' },
  });

  const submit = form.handleSubmit(async ({ content }) => {
    try {
      await createPost({
        content,
        wallable_type: 'Post',
        wallable_id: post.id,
        parent_post_id: post.id,
        depth: 1,
      }).unwrap();
      form.reset();
    } catch (error) {
      const message = firstError(error, COMMENT_FAILED);
      const blank = message === BLANK_COMMENT || message === "Content can't be blank";
      form.setError('content', { message: blank ? BLANK_COMMENT : COMMENT_FAILED });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Comment on post ${post.id}`}>
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
  );
}
