import { useEffect, useState } from 'react';
import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ContentItem } from '@wellness/shared-ui';

/** Moves on by `step` (+1 or -1) with wraparound (spec 3 s2 "Slides cycle with wraparound"). */
export const cycle = (index: number, step: number, count: number) =>
  count === 0 ? 0 : (((index + step) % count) + count) % count;

/** Loads every slide image ahead of its turn (spec 3 s2 "images are preloaded"). */
export function preloadImages(urls: string[]): HTMLImageElement[] {
  return urls.map((url) => {
    const image = new window.Image();
    image.src = url;
    return image;
  });
}

/** The welcome category's slides, one at a time, Previous/Next cycling round. */
export function WelcomeSlides({ slides }: { slides: ContentItem[] }) {
  const [index, setIndex] = useState(0);
  const images = slides.map((slide) => slide.image1).filter((url): url is string => !!url);
  const imageKey = images.join('\n');

  useEffect(() => {
    if (imageKey) preloadImages(imageKey.split('\n'));
  }, [imageKey]);

  if (slides.length === 0) return null;
  const slide = slides[Math.min(index, slides.length - 1)];
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-roledescription="carousel"
      aria-label="Welcome slides"
    >
      <Stack gap="sm" aria-live="polite">
        <Text size="sm" c="dimmed">
          Slide {index + 1} of {slides.length}
        </Text>
        {slide.image1 ? <Image src={slide.image1} alt="" radius="md" mah={280} /> : null}
        <Title order={2}>{slide.title}</Title>
        {slide.summary ? <Text fw={500}>{slide.summary}</Text> : null}
        {slide.content ? <Text>{slide.content}</Text> : null}
      </Stack>
      {slides.length > 1 ? (
        <Group justify="space-between" mt="md">
          <Button variant="default" onClick={() => setIndex(cycle(index, -1, slides.length))}>
            Previous slide
          </Button>
          <Button variant="default" onClick={() => setIndex(cycle(index, 1, slides.length))}>
            Next slide
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
