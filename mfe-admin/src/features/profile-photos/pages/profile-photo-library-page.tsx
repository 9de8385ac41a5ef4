import { useState } from 'react';
import {
  Anchor,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useParams } from 'react-router';
import {
  ConfirmDialog,
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  firstError,
} from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import {
  useAddProfileImageMutation,
  useDeleteProfileImageMutation,
  useGetProfileImagesQuery,
} from '../api/profile-photos-api';
import type { ProfileImage } from '../api/profile-photos-api';

export const PROFILE_IMAGES_NOT_LOADED = 'Profile images could not be loaded.';
/** Spec 3 s8 "upload errors as a bullet-list toast cleared after 3 s". */
const UPLOAD_ERROR_MS = 3000;
/** Spec 2 s8: an upload failure without its own handler. */
const UPLOAD_FAILED = 'Oops, something went wrong while uploading your file.';

const errorsOf = (failure: unknown) => {
  const errors = (failure as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  return Array.isArray(errors) && errors.length ? errors.map(String) : [UPLOAD_FAILED];
};

/**
 * /promotion/{promotionId}/profile_photo_library (spec 3 s2): the pictures participants choose
 * from when they register and in their settings. Add uploads one; delete asks first.
 */
export function ProfilePhotoLibraryPage() {
  const promotionId = Number(useParams().promotionId) || 0;
  const images = useGetProfileImagesQuery(promotionId, { skip: !promotionId });
  const [add, adding] = useAddProfileImageMutation();
  const [remove, removing] = useDeleteProfileImageMutation();
  const [asked, setAsked] = useState<{ image: ProfileImage; index: number } | null>(null);

  if (!promotionId || images.error) {
    return (
      <Stack p="md">
        <PageTitle>Profile photo library</PageTitle>
        <RetryPanel
          title={PROFILE_IMAGES_NOT_LOADED}
          message={firstError(images.error, PROFILE_IMAGES_NOT_LOADED)}
          onRetry={() => void images.refetch()}
          retrying={images.isFetching}
        />
      </Stack>
    );
  }

  const upload = async (file: File | null) => {
    if (!file) return;
    try {
      await add({ promotionId, file }).unwrap();
      notifications.show({ color: 'green', message: 'Profile image added.' });
    } catch (failure) {
      notifications.show({
        color: 'red',
        title: 'Could not add the profile image',
        autoClose: UPLOAD_ERROR_MS,
        message: (
          <List size="sm">
            {errorsOf(failure).map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List>
        ),
      });
    }
  };
  const confirmDelete = async () => {
    if (!asked) return;
    try {
      await remove({ promotionId, id: asked.image.id }).unwrap();
    } catch (failure) {
      notifications.show({
        color: 'red',
        title: 'Could not delete the profile image',
        message: firstError(failure, 'Please try again.'),
      });
    }
    setAsked(null);
  };

  return (
    <Stack p="md" gap="lg">
      <PageTitle>Profile photo library</PageTitle>
      <Text c="dimmed" maw={640}>
        Participants pick one of these pictures as their profile image when they register and in
        their settings. Images of at least 150 × 150 pixels (PNG, JPEG, GIF or SVG, up to 10 MB) are
        shrunk to fit 500 × 500.
      </Text>
      <Group>
        <FileButton
          onChange={(file) => void upload(file)}
          accept="image/png,image/jpeg,image/gif,image/svg+xml"
        >
          {(props) => (
            <Button {...props} loading={adding.isLoading}>
              Add profile image
            </Button>
          )}
        </FileButton>
        <Anchor component={Link} to={paths['promotion.view'](promotionId)}>
          Back to the promotion
        </Anchor>
      </Group>
      {images.isLoading ? <LoadingBlock label="Loading profile images" /> : null}
      {images.data && images.data.length === 0 ? (
        <EmptyState
          title="No profile images yet."
          description="Add a few pictures so participants can choose one when they register."
        />
      ) : null}
      {images.data && images.data.length > 0 ? (
        <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }} component="ul" aria-label="Profile images">
          {images.data.map((image, index) => (
            <Card component="li" key={image.id} withBorder padding="xs">
              <Image
                src={image.url}
                alt={`Profile image ${index + 1}`}
                h={120}
                fit="contain"
                radius="sm"
              />
              <Button
                mt="xs"
                size="xs"
                color="red"
                variant="light"
                onClick={() => setAsked({ image, index })}
              >
                Delete profile image {index + 1}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
      <ConfirmDialog
        opened={asked !== null}
        title="Delete profile image"
        confirmLabel="Delete"
        danger
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setAsked(null)}
      >
        {`Delete profile image ${(asked?.index ?? 0) + 1}? Participants who already chose it keep it; nobody else can pick it.`}
      </ConfirmDialog>
    </Stack>
  );
}
