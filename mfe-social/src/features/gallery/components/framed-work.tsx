import { Box, Image, Text } from '@mantine/core';
import type { GalleryArt } from '../api/gallery-api';

/** The finished work in its frame (a picture of the frame library drawn around it), or bare. */
export function FramedWork({ art }: { art: GalleryArt }) {
  const picture = <Image src={art.image.url} alt={art.title} radius={art.frame ? 0 : 'sm'} />;
  if (!art.frame) return picture;
  return (
    <Box
      p="8%"
      style={{
        backgroundImage: `url(${art.frame.url})`,
        backgroundSize: '100% 100%',
        borderRadius: 4,
      }}
    >
      {picture}
    </Box>
  );
}

/** Reported art, hidden until a coordinator reviews it (spec 2 s4 post reporting). */
export function HiddenWork() {
  return (
    <Box
      bg="var(--mantine-color-default-hover)"
      p="xl"
      style={{ aspectRatio: '4 / 5', display: 'grid', placeItems: 'center' }}
    >
      <Text c="dimmed" fs="italic" ta="center">
        This art has been reported.
      </Text>
    </Box>
  );
}
