import { Anchor, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SEGMENTS_PER_WORK, workImageUrl } from '../api/works-api';
import type { Work } from '../api/works-api';

/** The participant's finished works (spec 1 s2 'Completed Images'). */
export function CompletedImages({ works }: { works: Work[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="completed-images-title">
      <Title order={2} id="completed-images-title">
        Completed Images
      </Title>
      {works.length === 0 && <Text>You have not completed an image yet.</Text>}
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 4 }}
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {works.map((work) => {
          const title = work.style_image?.title ?? 'Painting';
          return (
            <Card withBorder component="li" key={work.id} padding="xs">
              <Image src={workImageUrl(work.id, SEGMENTS_PER_WORK)} alt={title} radius="sm" />
              <Text fw={600} mt="xs">
                {title}
              </Text>
              {work.final_download_url && (
                <Anchor href={work.final_download_url} download aria-label={`Download ${title}`}>
                  Download
                </Anchor>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
