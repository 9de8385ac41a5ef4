import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Image,
  Modal,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { SEGMENTS_PER_WORK, useRevealWorkMutation, workImageUrl } from '../api/works-api';
import type { Work } from '../api/works-api';
import { useReveal } from '../hooks/use-reveal';
import { FinaliseDialog } from './finalise-dialog';

/**
 * The current work on home (spec 1 s4): new segments of an unfinished image reveal by
 * themselves, one per frame every 750 ms; once all 20 are earned the participant reveals the
 * rest with the Reveal button. Reaching 20 opens the full view once; then the finalise flow.
 */
export function CurrentWork({ work }: { work: Work }) {
  const [saveRevealed, saved] = useRevealWorkMutation();
  const [fullView, setFullView] = useState(false);
  const [finalising, setFinalising] = useState(false);
  const { shown, animating, start } = useReveal(work, {
    onStop: (count) => {
      if (count > work.segments_revealed) {
        void saveRevealed({ id: work.id, segments_revealed: count }).catch(() => undefined);
      }
    },
    onComplete: () => setFullView(true),
  });
  const earnedToShow = work.segments_available > shown;
  useEffect(() => {
    if (!work.completed && earnedToShow && !animating) start();
  }, [work.completed, earnedToShow, animating, start]);

  // Spec 1 s4: only when not animating, segments are left to reveal and the work is completed.
  const canReveal = !animating && earnedToShow && work.completed;
  const revealedAll = shown >= SEGMENTS_PER_WORK;
  const title = work.style_image?.title ?? 'Your painting';

  return (
    <Card withBorder component="section" aria-labelledby="current-work-title">
      <Stack gap="sm">
        <Title order={2} id="current-work-title">
          {revealedAll ? 'Image Complete' : title}
        </Title>
        {work.style && (
          <Text c="dimmed">
            {work.style.name}
            {work.style_image?.subtitle ? ` · ${work.style_image.subtitle}` : ''}
          </Text>
        )}
        <Image
          src={workImageUrl(work.id, shown)}
          alt={`${title}: ${shown} of ${SEGMENTS_PER_WORK} segments revealed`}
          maw={480}
          radius="sm"
        />
        {/* The text below says the same to assistive technology. */}
        <Progress value={(shown / SEGMENTS_PER_WORK) * 100} aria-hidden />
        <Text aria-live="polite">
          {shown} of {SEGMENTS_PER_WORK} segments revealed
        </Text>
        {!work.completed && <Text size="sm">Each activity you log earns the next segment.</Text>}
        <Group>
          {canReveal && <Button onClick={start}>Reveal</Button>}
          {revealedAll && !animating && (
            <>
              <Button variant="default" onClick={() => setFullView(true)}>
                View full image
              </Button>
              <Button onClick={() => setFinalising(true)} disabled={saved.isLoading}>
                Finish image
              </Button>
            </>
          )}
        </Group>
        {saved.isError && (
          <Alert color="red" role="alert">
            Could not save changes.
          </Alert>
        )}
      </Stack>
      <Modal
        opened={fullView}
        onClose={() => setFullView(false)}
        title="Image Complete"
        size="lg"
        centered
      >
        <Stack gap="sm">
          <Image src={workImageUrl(work.id, SEGMENTS_PER_WORK)} alt={title} radius="sm" />
          <Group justify="space-between">
            {work.final_download_url && (
              <Anchor href={work.final_download_url} download>
                Download full size
              </Anchor>
            )}
            <Button
              disabled={saved.isLoading}
              onClick={() => {
                setFullView(false);
                setFinalising(true);
              }}
            >
              Finish image
            </Button>
          </Group>
        </Stack>
      </Modal>
      <FinaliseDialog work={work} opened={finalising} onClose={() => setFinalising(false)} />
    </Card>
  );
}
