import { Modal, Stack, Text } from '@mantine/core';

export interface PreviewDialogProps {
  opened: boolean;
  subject: string;
  html: string;
  /** A line under the subject: who it goes to. */
  audience?: string;
  onClose: () => void;
}

/**
 * The message as the worker renders it. The server's HTML goes into a sandboxed frame (no
 * scripts, no same-origin access), never into the page itself.
 */
export function PreviewDialog({ opened, subject, html, audience, onClose }: PreviewDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Preview" size="xl">
      <Stack gap="sm">
        <Text fw={600}>Subject: {subject}</Text>
        {audience ? <Text size="sm">{audience}</Text> : null}
        <iframe
          title="E-mail preview"
          sandbox=""
          srcDoc={html}
          style={{ width: '100%', height: '60vh', border: '1px solid var(--mantine-color-gray-3)' }}
        />
      </Stack>
    </Modal>
  );
}
