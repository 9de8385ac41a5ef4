import { useEffect, useRef, useState } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ContentItem } from '@wellness/shared-ui';

/** Spec 3 s9: the countdown ticks each second. */
export const COUNTDOWN_INTERVAL_MS = 1000;

export interface LaunchCountdownProps {
  /** The launch moment (ms since the epoch). */
  target: number;
  /** The countdown category's item: its title and summary. */
  item?: ContentItem;
  /** Spec 3 s4: fires once at zero (the welcome page reloads). */
  onComplete: () => void;
}

const parts = (ms: number) => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
};

/** The countdown widget to launch (spec 3 s2, s4 "Countdown"). */
export function LaunchCountdown({ target, item, onComplete }: LaunchCountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const completed = useRef(false);
  const complete = useRef(onComplete);
  complete.current = onComplete;

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  const left = target - now;
  useEffect(() => {
    if (left <= 0 && !completed.current) {
      completed.current = true;
      complete.current();
    }
  }, [left]);

  const { days, hours, minutes, seconds } = parts(left);
  const units: Array<[number, string]> = [
    [days, days === 1 ? 'day' : 'days'],
    [hours, hours === 1 ? 'hour' : 'hours'],
    [minutes, minutes === 1 ? 'minute' : 'minutes'],
    [seconds, seconds === 1 ? 'second' : 'seconds'],
  ];
  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="countdown-title">
      <Stack gap="xs">
        <Title order={2} id="countdown-title" size="h3">
          {item?.title || 'Countdown to launch'}
        </Title>
        {item?.summary ? <Text>{item.summary}</Text> : null}
        <Group gap="lg" role="timer" aria-label="Time until launch">
          {units.map(([value, unit]) => (
            <Stack key={unit} gap={0} align="center">
              <Text fw={700} fz="xl">
                {value}
              </Text>
              <Text size="sm">{unit}</Text>
            </Stack>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
