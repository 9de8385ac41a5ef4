import { Button, Group, Modal, Text } from '@mantine/core';

export interface MessageDialogProps {
  opened: boolean;
  title: string;
  message: string;
  onClose: () => void;
}

/** A dialog that tells the user something happened (Accepted!, Request Sent). */
export function MessageDialog({ opened, title, message, onClose }: MessageDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
