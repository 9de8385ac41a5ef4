import {
  Button,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { firstError } from '@wellness/shared-ui';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useGetFramesQuery, useUpdateArtMutation } from '../api/gallery-api';
import type { GalleryArt, GalleryPost } from '../api/gallery-api';

export const TITLE_NEEDED = 'Your art needs a title.';
const NO_FRAME = 'none';

const schema = z.object({
  title: z.string().trim().min(1, TITLE_NEEDED).max(120),
  description: z.string().max(2000),
  public_gallery: z.boolean(),
  frame: z.string(),
});
type ArtForm = z.input<typeof schema>;

/** The owner's single-work edit dialog (spec 2 s2): title, description, frame, public gallery. */
export function EditArtDialog(props: { post: GalleryPost; art: GalleryArt; onClose: () => void }) {
  const { post, art, onClose } = props;
  const frames = useGetFramesQuery();
  const [updateArt, { isLoading }] = useUpdateArtMutation();
  const form = useForm<ArtForm, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: art.title,
      description: art.description,
      public_gallery: art.public_gallery,
      frame: art.frame ? String(art.frame.id) : NO_FRAME,
    },
  });
  const submit = form.handleSubmit(async ({ frame, ...values }) => {
    try {
      await updateArt({
        id: post.id,
        ...values,
        frame_image_id: frame === NO_FRAME ? null : Number(frame),
      }).unwrap();
      onClose();
    } catch (error) {
      form.setError('root', { message: firstError(error) });
    }
  });
  const frameOptions = [
    { value: NO_FRAME, label: 'No frame' },
    ...(frames.data ?? []).map((f) => ({ value: String(f.id), label: f.name })),
  ];
  const { errors } = form.formState;
  return (
    <Modal opened onClose={onClose} title="Edit your art" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Title"
            required
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Textarea label="Description" autosize minRows={2} {...form.register('description')} />
          <NativeSelect label="Frame" data={frameOptions} {...form.register('frame')} />
          <Controller
            control={form.control}
            name="public_gallery"
            render={({ field }) => (
              <Switch
                label="Show in the public gallery"
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          {errors.root && (
            <div role="alert" style={{ color: 'var(--mantine-color-error)' }}>
              {errors.root.message}
            </div>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isLoading}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
