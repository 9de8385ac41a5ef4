import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';

/** One invite or request in a list: who or which team, a detail line, its buttons. */
export function InviteRow({
  label,
  detail,
  error,
  children,
}: {
  label: string;
  detail?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={label}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{label}</Text>
          {detail ? (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          ) : null}
          {error ? (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">{children}</Group>
      </Group>
    </Paper>
  );
}

export const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;
