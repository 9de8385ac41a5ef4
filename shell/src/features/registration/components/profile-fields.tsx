import { Checkbox, Image, Radio, SimpleGrid } from '@mantine/core';
import { useProfileImagesQuery } from '../api/registration-api';
import type { SectionProps } from '../lib/registration-values';

/** The profile: its image (spec 3 s5 "photo needed") and the leaderboard opt-in. */
export function ProfileFields({
  promotionId,
  values,
  change,
  alerts,
}: SectionProps & { promotionId: number }) {
  const images = useProfileImagesQuery(promotionId);
  return (
    <>
      <Radio.Group
        label="Profile image"
        required
        value={values.imageId}
        onChange={(value) => change('imageId', value)}
        error={alerts.image}
        errorProps={{ role: 'alert' }}
      >
        <SimpleGrid cols={{ base: 4, sm: 8 }} spacing="xs" mt="xs">
          {(images.data ?? []).map((image, index) => (
            <Radio.Card
              key={image.id}
              value={String(image.id)}
              radius="xl"
              p={2}
              aria-label={`Profile image ${index + 1}`}
            >
              <Image src={image.url} alt="" radius="xl" />
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Checkbox
        label="Show me on the individual leaderboard"
        checked={values.optedIn}
        onChange={(event) => change('optedIn', event.currentTarget.checked)}
      />
    </>
  );
}
