import { Button, CloseButton, Group, Image, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { firstError } from '@wellness/shared-ui';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useCreatePostMutation, useUploadPhotoMutation } from '../api/wall-api';
import type { Follow } from '../api/wall-api';
import { PHOTO_ACCEPT, UPLOAD_FAILED, checkPhoto } from '../lib/photo-rules';
import { TagFriendsDialog } from './tag-friends-dialog';

export const BLANK_POST = 'Oops, you need to write something before you post.';
/** The server's own words for a blank post; the participant reads BLANK_POST instead. */
const SERVER_BLANK = "Content can't be blank";

const postSchema = z.object({ content: z.string().trim().min(1, BLANK_POST) });
type PostForm = z.input<typeof postSchema>;

export interface CreatePostFormProps {
  /** The wall posted to; the caller's own promotion wall when absent. */
  wallable?: { type: string; id: number };
  /** The text box's label. */
  label?: string;
  /** Whether friends can be tagged (moderators have no friends: spec 2 s4). */
  canTag?: boolean;
}

/** The create-post form of /wall/all: text, an optional photo and tagged people. */
export function CreatePostForm({
  wallable,
  label = 'Write a post',
  canTag = true,
}: CreatePostFormProps = {}) {
  const [createPost, { isLoading }] = useCreatePostMutation();
  const [uploadPhoto, upload] = useUploadPhotoMutation();
  const [photo, setPhoto] = useState<{ url: string } | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [tagged, setTagged] = useState<Follow[]>([]);
  const [tagging, setTagging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const photoErrorId = useId();
  const form = useForm<PostForm, unknown, z.output<typeof postSchema>>({
    resolver: zodResolver(postSchema),
    defaultValues: { content: '' },
  });

  const choosePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    setPhotoError(null);
    if (files.length === 0) return;
    const problem = await checkPhoto(files);
    if (problem) {
      setPhotoError(problem);
      return;
    }
    try {
      setPhoto(await uploadPhoto(files[0]).unwrap());
    } catch (error) {
      setPhotoError(firstError(error, UPLOAD_FAILED));
    }
  };

  const submit = form.handleSubmit(async ({ content }) => {
    try {
      await createPost({
        content,
        ...(wallable ? { wallable_type: wallable.type, wallable_id: wallable.id } : {}),
        ...(photo ? { photo } : {}),
        ...(tagged.length ? { tagged_users: tagged.map((user) => user.id) } : {}),
      }).unwrap();
      form.reset();
      setPhoto(null);
      setTagged([]);
    } catch (error) {
      const message = firstError(error, 'Oops, the post could not be saved.');
      form.setError('content', { message: message === SERVER_BLANK ? BLANK_POST : message });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create post">
      <Stack gap="xs">
        <Textarea
          label={label}
          autosize
          minRows={2}
          error={form.formState.errors.content?.message}
          {...form.register('content')}
        />
        {photo && (
          <Group gap="xs" align="flex-start">
            <Image src={photo.url} alt="Attached photo" h={96} w="auto" radius="sm" />
            <CloseButton aria-label="Remove photo" onClick={() => setPhoto(null)} />
          </Group>
        )}
        {tagged.length > 0 && (
          <Text size="sm" c="dimmed">
            Tagging {tagged.map((user) => user.profile.full_name).join(', ')}
          </Text>
        )}
        {photoError && (
          <Text id={photoErrorId} role="alert" size="sm" c="red">
            {photoError}
          </Text>
        )}
        <Group justify="space-between">
          <Group gap="xs">
            <input
              ref={fileInput}
              type="file"
              accept={PHOTO_ACCEPT}
              aria-label="Attach a photo"
              aria-describedby={photoError ? photoErrorId : undefined}
              hidden
              onChange={(event) => void choosePhoto(event)}
            />
            <Button
              variant="default"
              loading={upload.isLoading}
              onClick={() => fileInput.current?.click()}
            >
              {photo ? 'Change photo' : 'Add photo'}
            </Button>
            {canTag && (
              <Button variant="default" onClick={() => setTagging(true)}>
                Tag friends
              </Button>
            )}
          </Group>
          <Button type="submit" loading={isLoading} disabled={upload.isLoading}>
            Post
          </Button>
        </Group>
      </Stack>
      {tagging && (
        <TagFriendsDialog
          opened
          selected={tagged}
          onClose={() => setTagging(false)}
          onDone={(people) => {
            setTagged(people);
            setTagging(false);
          }}
        />
      )}
    </form>
  );
}
