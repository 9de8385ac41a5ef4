import { useState } from 'react';
import { Alert, Button, Group, Image, Stack, TextInput } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useNavigate } from 'react-router';
import { LoadingBlock, PageTitle, RetryPanel, firstError } from '@wellness/shared-ui';
import { useGetStyleImageQuery, useSaveStyleImageMutation } from '../api/styles-api';
import type { StyleImage } from '../api/styles-api';
import { ImageFileInput } from '../components/image-file-input';
import { useImageBase } from '../lib/image-base';

function StyleImageForm({ styleId, image }: { styleId: number; image?: StyleImage }) {
  const { base } = useImageBase();
  const navigate = useNavigate();
  const [title, setTitle] = useState(image?.title ?? '');
  const [subtitle, setSubtitle] = useState(image?.subtitle ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useSaveStyleImageMutation();

  const submit = async () => {
    setProblem(null);
    const form = new FormData();
    form.append('title', title);
    form.append('subtitle', subtitle);
    if (file) form.append('file', file);
    try {
      await save({ styleId, id: image?.id, form }).unwrap();
      void navigate(`${base}/list`);
    } catch (failure) {
      setProblem(firstError(failure));
    }
  };

  return (
    <form
      aria-label="Style image"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack maw={560}>
        <TextInput
          label="Title"
          required
          maxLength={100}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <TextInput
          label="Subtitle"
          maxLength={255}
          value={subtitle}
          onChange={(event) => setSubtitle(event.currentTarget.value)}
        />
        {image ? <Image src={image.url} alt={`Current: ${image.title}`} w={200} /> : null}
        <ImageFileInput
          label={image ? 'Replace the picture' : 'Picture'}
          description="GIF, JPG, TIFF, PNG or SVG, at least 135 × 135 pixels, at most 10 MB."
          required={!image}
          onChange={setFile}
        />
        {problem ? (
          <Alert color="red" role="alert" title="Could not save the image">
            {problem}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={saving.isLoading}>
            Save
          </Button>
          <Button component={Link} to={`${base}/list`} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A style image's form: .../create and .../edit/{id} (spec 3 s2). */
export function StyleImageEditPage({ mode }: { mode: 'create' | 'edit' }) {
  const { styleId, imageId } = useImageBase();
  const loaded = useGetStyleImageQuery(
    mode === 'edit' && styleId && imageId ? { styleId, id: imageId } : skipToken,
  );
  const title = mode === 'edit' ? 'Edit Image' : 'New Image';
  if (!styleId || (mode === 'edit' && (!imageId || loaded.error))) {
    return (
      <Stack p="md">
        <PageTitle>{title}</PageTitle>
        <RetryPanel
          title="Style image"
          message={firstError(loaded.error, 'Style image could not be found')}
          onRetry={() => void loaded.refetch()}
          retrying={loaded.isFetching}
        />
      </Stack>
    );
  }
  return (
    <Stack p="md">
      <PageTitle>{title}</PageTitle>
      {mode === 'edit' && !loaded.data ? (
        <LoadingBlock label="Loading image" />
      ) : (
        <StyleImageForm key={loaded.data?.id ?? 'new'} styleId={styleId} image={loaded.data} />
      )}
    </Stack>
  );
}

export const StyleImageCreatePage = () => <StyleImageEditPage mode="create" />;
export const StyleImageUpdatePage = () => <StyleImageEditPage mode="edit" />;
