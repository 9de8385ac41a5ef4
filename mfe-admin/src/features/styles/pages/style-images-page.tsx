import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLOSE } from '../lib/messages';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router';
import {
  ConfirmDialog,
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  firstError,
} from '@wellness/shared-ui';
import {
  useDeleteStyleImageMutation,
  useGetStyleImagesQuery,
  useGetStyleQuery,
} from '../api/styles-api';
import type { StyleImage } from '../api/styles-api';
import { useImageBase } from '../lib/image-base';
import { DELETE_IMAGE_QUESTION } from '../lib/messages';

/** The pictures of a style (spec 3 s2 style images: .../list). */
export function StyleImagesPage() {
  const { styleId, base, back } = useImageBase();
  const style = useGetStyleQuery(styleId ?? skipToken);
  const images = useGetStyleImagesQuery(styleId ?? skipToken);
  const [asked, setAsked] = useState<StyleImage | null>(null);
  const [remove, removing] = useDeleteStyleImageMutation();

  const confirm = async () => {
    if (!asked || !styleId) return;
    try {
      await remove({ styleId, id: asked.id }).unwrap();
    } catch (failure) {
      notifications.show({ closeButtonProps: CLOSE, color: 'red', message: firstError(failure) });
    }
    setAsked(null);
  };

  const failed = !styleId || style.error || images.error;
  return (
    <Stack p="md">
      <Group justify="space-between">
        <PageTitle>{style.data ? `${style.data.name}: Images` : 'Style Images'}</PageTitle>
        <Group>
          <Button component={Link} to={back} variant="default">
            Back
          </Button>
          {styleId ? (
            <Button component={Link} to={`${base}/create`}>
              Add image
            </Button>
          ) : null}
        </Group>
      </Group>
      {images.isLoading ? <LoadingBlock label="Loading images" /> : null}
      {failed ? (
        <RetryPanel
          title="Style images"
          message={firstError(style.error ?? images.error, 'WorkStyle could not be found')}
          onRetry={() => void images.refetch()}
          retrying={images.isFetching}
        />
      ) : null}
      {images.data && !images.data.length ? <EmptyState title="No images yet." /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {(images.data ?? []).map((image) => (
          <Card key={image.id} withBorder aria-label={image.title} component="section">
            <Card.Section>
              <Image src={image.url} alt={image.title} h={200} fit="cover" />
            </Card.Section>
            <Group justify="space-between" mt="sm">
              <Text fw={600}>{image.title}</Text>
              {image.in_use ? <Badge variant="light">In use</Badge> : null}
            </Group>
            {image.subtitle ? (
              <Text size="sm" c="dimmed">
                {image.subtitle}
              </Text>
            ) : null}
            <Group mt="sm" gap="xs">
              <Anchor
                component={Link}
                to={`${base}/edit/${image.id}`}
                aria-label={`Edit ${image.title}`}
              >
                Edit
              </Anchor>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => setAsked(image)}
                aria-label={`Delete ${image.title}`}
              >
                Delete
              </Button>
            </Group>
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
