import { Alert, Button, Group, Text } from '@mantine/core';

export interface RetryPanelProps {
  message?: string;
  title?: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load, shown in place of the part that failed, with a way to try again. */
export function RetryPanel({
  message = 'This part of the app could not be loaded.',
  title = 'Something went wrong',
  onRetry,
  retrying = false,
}: RetryPanelProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert" my="md">
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Group>
        <Button variant="outline" color="red" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
