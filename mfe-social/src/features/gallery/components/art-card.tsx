import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { GalleryPost } from '../api/gallery-api';
import { ArtActions } from './art-actions';
import { ArtComments } from './art-comments';
import { FramedWork, HiddenWork } from './framed-work';

export type GalleryLayout = 'list' | 'grid';

/**
 * One gallery post: the framed work, its title, artist and description, the actions, and in
 * the list layout its comments (the grid keeps to the pictures).
 */
export function ArtCard(props: { post: GalleryPost; layout: GalleryLayout; meId: number | null }) {
  const { post, layout, meId } = props;
  const art = post.gallery;
  const title = art?.title || 'Reported art';
  const mine = meId !== null && post.user_id === meId;
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-label={title}>
      <Stack gap="sm">
        {art ? <FramedWork art={art} /> : <HiddenWork />}
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              by {post.user.profile.full_name}
            </Text>
          </div>
          {art && !art.public_gallery && (
            <Badge variant="light" color="gray">
              Only you
            </Badge>
          )}
        </Group>
        {art?.description && (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {art.description}
          </Text>
        )}
        <ArtActions post={post} mine={mine} />
        {layout === 'list' && <ArtComments post={post} title={title} />}
      </Stack>
    </Card>
  );
}
