import { Button, Group, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { firstError } from '@wellness/shared-ui';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useCreatePostMutation } from '../api/wall-api';

export const BLANK_POST = 'Oops, you need to write something before you post.';
/** The server's own words for a blank post; the participant reads BLANK_POST instead. */
const SERVER_BLANK = "Content can't be blank";

const postSchema = z.object({ content: z.string().trim().min(1, BLANK_POST) });
type PostForm = z.input<typeof postSchema>;

export function CreatePostForm() {
  const [createPost, { isLoading }] = useCreatePostMutation();
  const form = useForm<PostForm, unknown, z.output<typeof postSchema>>({
    resolver: zodResolver(postSchema),
    defaultValues: { content: '' },
  });

  const submit = form.handleSubmit(async ({ content }) => {
    try {
      await createPost({ content }).unwrap();
      form.reset();
    } catch (error) {
      const message = firstError(error, 'Oops, the post could not be saved.');
      form.setError('content', { message: message === SERVER_BLANK ? BLANK_POST : message });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create post">
      <Stack gap="xs">
        <Textarea
          label="Write a post"
          autosize
          minRows={2}
          error={form.formState.errors.content?.message}
          {...form.register('content')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading}>
            Post
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
