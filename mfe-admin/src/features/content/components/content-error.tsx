import { Alert } from '@mantine/core';

export interface ContentErrorProps {
  /** The spec's wording: 'Could not save Content', 'Could not reset to default' ... */
  title: string;
  error: unknown;
  onClose?: () => void;
}

/**
 * A failed content call: the spec's message, with the server's reason when it gave one
 * (a 500 shows only the message).
 */
export function ContentError({ title, error, onClose }: ContentErrorProps) {
  const failure = error as { status?: number; data?: { errors?: string[] } } | undefined;
  const reason = failure?.status !== 500 ? failure?.data?.errors?.[0] : undefined;
  return (
    <Alert color="red" title={title} role="alert" withCloseButton={!!onClose} onClose={onClose}>
      {reason}
    </Alert>
  );
}
