import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  Image,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLOSE } from '../lib/messages';
import { useParams } from 'react-router';
import {
  ConfirmDialog,
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  firstError,
} from '@wellness/shared-ui';
import {
  useDeleteGalleryImageMutation,
  useGetGalleryImagesQuery,
  useUploadGalleryImageMutation,
} from '../api/styles-api';
import type { GalleryCategory, GalleryImage, GalleryLibrary } from '../api/styles-api';
import { ImageFileInput } from '../components/image-file-input';
import { DELETE_IMAGE_QUESTION, positive } from '../lib/messages';

/** The library's categories: wide/Landscape, square/Square, tall/Portrait. */
const CATEGORIES: Array<{ value: GalleryCategory; label: string }> = [
  { value: 'wide', label: 'Landscape' },
  { value: 'square', label: 'Square' },
  { value: 'tall', label: 'Portrait' },
];

/** /promotion/{promotionId}/image_library and /frame_library (spec 3 s2; spec 2 Gallery image). */
export function LibraryPage({ library }: { library: GalleryLibrary }) {
  const promotionId = positive(useParams().promotionId) ?? 0;
  const [category, setCategory] = useState<GalleryCategory>('wide');
  const [file, setFile] = useState<File | null>(null);
  const [picker, setPicker] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<GalleryImage | null>(null);
  const listed = useGetGalleryImagesQuery(
    { promotionId, library, category },
    { skip: !promotionId },
  );
  const [upload, uploading] = useUploadGalleryImageMutation();
  const [remove, removing] = useDeleteGalleryImageMutation();
  const title = library === 'image' ? 'Image Library' : 'Frame Library';
  const label = CATEGORIES.find((entry) => entry.value === category)!.label;

  const send = async () => {
    if (!file) return;
    setProblem(null);
    const form = new FormData();
    form.append('file', file);
    try {
      await upload({ promotionId, library, category, form }).unwrap();
      setFile(null);
      setPicker((n) => n + 1);
      notifications.show({ closeButtonProps: CLOSE, message: `${file.name} added to ${label}.` });
    } catch (failure) {
      setProblem(firstError(failure));
    }
  };
  const confirm = async () => {
    if (!asked) return;
    try {
      await remove(asked.id).unwrap();
    } catch (failure) {
      notifications.show({ closeButtonProps: CLOSE, color: 'red', message: firstError(failure) });
    }
    setAsked(null);
  };

  return (
    <Stack p="md">
      <PageTitle>{title}</PageTitle>
      <SegmentedControl
        aria-label="Category"
        value={category}
        onChange={(value) => setCategory(value as GalleryCategory)}
        data={CATEGORIES}
        w="fit-content"
      />
      <Group align="flex-end">
        <ImageFileInput
          key={picker}
          label={`Upload to ${label}`}
          description="GIF, JPG, TIFF, PNG or SVG, at least 135 × 135 pixels; cut to the category's shape."
          onChange={setFile}
        />
        <Button onClick={() => void send()} disabled={!file} loading={uploading.isLoading}>
          Upload
        </Button>
      </Group>
      {problem ? (
        <Alert color="red" role="alert" title="Could not upload the image">
          {problem}
        </Alert>
      ) : null}
      {listed.isLoading ? <LoadingBlock label="Loading images" /> : null}
      {listed.error || !promotionId ? (
        <RetryPanel
          title={title}
          message={firstError(listed.error, 'Promotion could not be found')}
          onRetry={() => void listed.refetch()}
          retrying={listed.isFetching}
        />
      ) : null}
      {listed.data && !listed.data.length ? <EmptyState title={`No ${label} images yet.`} /> : null}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} aria-label={`${label} images`} role="list">
        {(listed.data ?? []).map((image) => (
          <Card key={image.id} withBorder role="listitem" aria-label={image.filename}>
            <Card.Section>
              <Image src={image.http_path} alt={image.filename} h={140} fit="contain" />
            </Card.Section>
            <Text size="sm" mt="xs" truncate>
              {image.filename}
            </Text>
            <Text size="xs" c="dimmed">
              {image.width} × {image.height}
            </Text>
            <Button
              mt="xs"
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => setAsked(image)}
              aria-label={`Delete ${image.filename}`}
            >
              Delete
            </Button>
          </Card>
        ))}
      </SimpleGrid>
      <ConfirmDialog
        opened={asked !== null}
        title="Delete image"
        confirmLabel="Delete"
        danger
        busy={removing.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      >
        <Text>{DELETE_IMAGE_QUESTION}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

export const ImageLibraryPage = () => <LibraryPage library="image" />;
export const FrameLibraryPage = () => <LibraryPage library="frame" />;
