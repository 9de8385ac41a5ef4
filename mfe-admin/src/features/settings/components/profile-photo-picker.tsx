import { Alert, Image, Radio, SimpleGrid, Text } from '@mantine/core';
import { useGetProfilePhotoQuery, useSaveProfilePhotoMutation } from '../api/profile-photo-api';
import { PROFILE_PHOTO_FAILED } from '../lib/messages';

/**
 * The profile picture, chosen from the promotion's profile photo library; a choice is saved at
 * once. Spec 3 s8: 'Could not update profile photo. Please try again.' when it fails.
 */
export function ProfilePhotoPicker({ userId }: { userId: number }) {
  const photo = useGetProfilePhotoQuery(userId);
  const [save, saving] = useSaveProfilePhotoMutation();
  if (!photo.data) return null;
  const { images, image_url: current } = photo.data;
  const chosen = images.find((image) => image.url === current);

  return (
    <Radio.Group
      label="Profile image"
      description="Your picture beside your name and posts."
      value={chosen ? String(chosen.id) : null}
      onChange={(value) => void save({ id: userId, image_id: Number(value) }).catch(() => null)}
      maw={480}
      mt="xl"
    >
      {images.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          This programme offers no profile images yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 4, sm: 6 }} spacing="xs" mt="xs">
          {images.map((image, index) => (
            <Radio.Card
              key={image.id}
              value={String(image.id)}
              radius="xl"
              p={2}
              disabled={saving.isLoading}
              aria-label={`Profile image ${index + 1}`}
            >
              <Image src={image.url} alt="" radius="xl" />
            </Radio.Card>
          ))}
        </SimpleGrid>
      )}
      {saving.isError ? (
        <Alert color="red" role="alert" mt="sm" withCloseButton onClose={saving.reset}>
          {PROFILE_PHOTO_FAILED}
        </Alert>
      ) : null}
    </Radio.Group>
  );
}
