import { useState } from 'react';
import { Alert, Anchor, Breadcrumbs, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
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
  useGetLibraryFolderQuery,
  useRemoveGalleryImageMutation,
  useUploadGalleryImageMutation,
} from '../api/styles-api';
import type { GalleryCategory, GalleryImage, GalleryLibrary } from '../api/styles-api';
import { ImageFileInput } from '../components/image-file-input';
import { LibraryFileGrid, LibraryFolders, SelectedFile } from '../components/library-files';
import { CLOSE, DELETE_IMAGE_QUESTION, positive } from '../lib/messages';

/** Spec 1 s8: the library's load failure. */
export const CATEGORIES_FAILED = 'Image Library Categories could not be found';

/** `/{library}/{category}/` names a category folder, where pictures live and uploads go. */
const categoryOf = (path: string) => {
  const [library, category] = path.split('/').filter(Boolean);
  return category
    ? { library: library as GalleryLibrary, category: category as GalleryCategory }
    : null;
};

/**
 * /promotion/{promotionId}/image_library and /frame_library (spec 3 s2): the promotion's file
 * library (spec 2 s3 "Gallery image (file library)", s4 "Folder navigation (up, back to a named
 * folder), select, remove with a confirm prompt, undelete"). It opens on its library's folder.
 */
export function LibraryPage({ library }: { library: GalleryLibrary }) {
  const promotionId = positive(useParams().promotionId) ?? 0;
  const [path, setPath] = useState(`/${library}/`);
  const [selected, setSelected] = useState<GalleryImage | null>(null);
  const [asked, setAsked] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [picker, setPicker] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const listed = useGetLibraryFolderQuery({ promotionId, path }, { skip: !promotionId });
  const [upload, uploading] = useUploadGalleryImageMutation();
  const [remove, removing] = useRemoveGalleryImageMutation();
  const folder = listed.data?.path === path ? listed.data : undefined;
  const target = categoryOf(path);
  // The selection follows the listing (a removed or undeleted picture changes there).
  const current = selected && folder?.files.find((image) => image.id === selected.id);

  const open = (next: string) => {
    setPath(next);
    setSelected(null);
    setProblem(null);
  };
  const send = async () => {
    if (!file || !target) return;
    setProblem(null);
    const form = new FormData();
    form.append('file', file);
    try {
      await upload({ promotionId, ...target, form }).unwrap();
      setFile(null);
      setPicker((n) => n + 1);
      notifications.show({
        closeButtonProps: CLOSE,
        message: `${file.name} added to ${folder?.label ?? 'the library'}.`,
      });
    } catch (failure) {
      setProblem(firstError(failure));
    }
  };
  const change = async (image: GalleryImage, undelete: boolean) => {
    try {
      await remove({ id: image.id, undelete }).unwrap();
      notifications.show({
        closeButtonProps: CLOSE,
        message: `${image.filename} ${undelete ? 'is back in' : 'was removed from'} the library.`,
      });
    } catch (failure) {
      notifications.show({ closeButtonProps: CLOSE, color: 'red', message: firstError(failure) });
    }
    setAsked(false);
  };

  return (
    <Stack p="md">
      <PageTitle>{library === 'image' ? 'Image Library' : 'Frame Library'}</PageTitle>
      {folder ? (
        <Group justify="space-between" align="center">
          <nav aria-label="Folders above">
            <Breadcrumbs>
              {folder.parents.map((parent) => (
                <Anchor
                  key={parent.path}
                  component="button"
                  type="button"
                  onClick={() => open(parent.path)}
                >
                  {parent.label}
                </Anchor>
              ))}
              <Text aria-current="location" fw={600}>
                {folder.label}
              </Text>
            </Breadcrumbs>
          </nav>
          <Button
            variant="default"
            disabled={!folder.parents.length}
            onClick={() => open(folder.parents.at(-1)?.path ?? '/')}
          >
            Up
          </Button>
        </Group>
      ) : null}
      {listed.isFetching && !folder ? <LoadingBlock label="Loading images" /> : null}
      {listed.isError || !promotionId ? (
        <RetryPanel
          title={CATEGORIES_FAILED}
          message={firstError(listed.error, 'Promotion could not be found')}
          onRetry={() => void listed.refetch()}
          retrying={listed.isFetching}
        />
      ) : null}
      {folder?.folders.length ? <LibraryFolders folders={folder.folders} onOpen={open} /> : null}
      {folder && target ? (
        <>
          <Group align="flex-end">
            <ImageFileInput
              key={picker}
              label={`Upload to ${folder.label}`}
              description="GIF, JPG, TIFF, PNG or SVG, at least 135 × 135 pixels; cut to the folder's shape."
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
          {folder.files.length ? (
            <LibraryFileGrid
              files={folder.files}
              label={folder.label}
              selectedId={current?.id ?? null}
              onSelect={setSelected}
            />
          ) : (
            <EmptyState title={`No ${folder.label} images yet.`} />
          )}
          {current ? (
            <SelectedFile
              image={current}
              busy={removing.isLoading}
              onRemove={() => setAsked(true)}
              onUndelete={() => void change(current, true)}
            />
          ) : null}
        </>
      ) : null}
      <ConfirmDialog
        opened={asked && Boolean(current)}
        title="Remove image"
        confirmLabel="Remove"
        danger
        busy={removing.isLoading}
        onConfirm={() => current && void change(current, false)}
        onClose={() => setAsked(false)}
      >
        <Text>{DELETE_IMAGE_QUESTION}</Text>
        <Text size="sm" c="dimmed">
          {current?.filename} can be undeleted afterwards.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

export const ImageLibraryPage = () => <LibraryPage library="image" />;
export const FrameLibraryPage = () => <LibraryPage library="frame" />;
