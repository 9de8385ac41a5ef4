import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { SaveStatus } from '../hooks/use-save-status';
import { SAVED } from '../lib/messages';

export interface SaveBarProps {
  status: SaveStatus;
  /** The save is under way (the button is disabled at once; the indicator waits 300 ms). */
  pending: boolean;
  disabled?: boolean;
  label?: string;
}

/** A settings form's submit button with its saving indicator, success and failure message. */
export function SaveBar({ status, pending, disabled = false, label = 'Save' }: SaveBarProps) {
  return (
    <>
      {status.error && (
        <Alert color="red" variant="light" role="alert">
          {status.error}
        </Alert>
      )}
      <Group gap="sm">
        <Button type="submit" disabled={disabled || pending}>
          {label}
        </Button>
        <div aria-live="polite">
          {status.saving && (
            <Group gap={6}>
              <Loader size="xs" aria-hidden />
              <Text size="sm">Saving…</Text>
            </Group>
          )}
          {status.saved && (
            // teal.9 reads at AA on white (the theme's primary shade); green.8 read at only 3.3:1.
            <Text size="sm" c="teal.9" fw={600}>
              {SAVED}
            </Text>
          )}
        </div>
      </Group>
    </>
  );
}
