import { useState } from 'react';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { User } from '@wellness/shared-ui';
import { useSetHomeFlagsMutation } from '../api/home-flags-api';

const STEPS = [
  {
    title: 'Your painting',
    text: 'Pick a style under Select Category. Every activity you log reveals one of the 20 segments of your painting.',
  },
  {
    title: 'Reveal and finish',
    text: 'Once all 20 segments are earned, press Reveal to uncover the rest, then finish the image and choose whether to share it in the gallery.',
  },
  {
    title: 'Completed Images',
    text: 'Finished paintings stay on home under Completed Images, where you can download each one at full size.',
  },
];

/**
 * Spec 1 s4 first-visit walkthrough: until `has_been_home` is set, the first-work popup (or,
 * before the programme starts, the prestart popup); the walkthrough shows while
 * `started_home_walkthrough` is set, until the participant completes it.
 */
export function FirstVisit({ me, hasStarted }: { me: User; hasStarted: boolean }) {
  const [setFlags, saving] = useSetHomeFlagsMutation();
  const [step, setStep] = useState(0);
  const save = (flags: Parameters<typeof setFlags>[0]) =>
    void setFlags(flags).catch(() => undefined);

  if (!me.has_been_home) {
    const title = hasStarted ? 'Your first painting' : 'Your painting starts soon';
    return (
      <Modal opened onClose={() => save({ has_been_home: true })} title={title} centered>
        <Stack gap="md">
          <Text>
            {hasStarted
              ? 'Each healthy activity you log reveals part of a painting. Log 20 to complete your first one.'
              : 'When the program starts, each healthy activity you log will reveal part of a painting.'}
          </Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={saving.isLoading}
              onClick={() => save({ has_been_home: true })}
            >
              Not now
            </Button>
            <Button
              disabled={saving.isLoading}
              onClick={() => save({ started_home_walkthrough: true, has_been_home: true })}
            >
              Show me around
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  if (!me.started_home_walkthrough) return null;
  const current = STEPS[step];
  const last = step === STEPS.length - 1;
  return (
    <Card withBorder component="section" aria-label="Home walkthrough">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Step {step + 1} of {STEPS.length}
        </Text>
        <Title order={2} size="h3">
          {current.title}
        </Title>
        <Text>{current.text}</Text>
        <Group justify="flex-end">
          {step > 0 && (
            <Button variant="default" onClick={() => setStep(step - 1)}>
              Back
            </Button>
          )}
          {last ? (
            <Button
              loading={saving.isLoading}
              onClick={() => save({ started_home_walkthrough: false })}
            >
              Complete
            </Button>
          ) : (
            <Button onClick={() => setStep(step + 1)}>Next</Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
