import type { ReactNode } from 'react';
import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';

export interface PersonRowProps {
  name: string;
  imageUrl?: string | null;
  detail?: ReactNode;
  actions?: ReactNode;
}

/** A person in a friends list: picture, name, a line about them and what one can do. */
export function PersonRow({ name, imageUrl, detail, actions }: PersonRowProps) {
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={imageUrl ?? null} alt="" radius="xl" />
          <Stack gap={0}>
            <Text fw={600}>{name}</Text>
            {detail ? (
              <Text size="sm" c="dimmed" component="div">
                {detail}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
    </Paper>
  );
}
