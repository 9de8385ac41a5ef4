import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface DeleteActivityButtonProps {
  name: string;
  deleting: boolean;
  onConfirm: () => Promise<void>;
}

/** Deleting asks first; an activity somebody has logged is refused by the server. */
export function DeleteActivityButton({ name, deleting, onConfirm }: DeleteActivityButtonProps) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const confirm = async () => {
    await onConfirm();
    close();
  };

  return (
    <>
      <Button color="red" variant="outline" onClick={() => setOpened(true)}>
        Delete
      </Button>
      <Modal opened={opened} onClose={close} title="Delete activity?" centered>
        <Stack gap="md">
          <Text>Are you sure you want to delete {name}? This cannot be undone.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={deleting} onClick={() => void confirm()}>
              Delete activity
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
