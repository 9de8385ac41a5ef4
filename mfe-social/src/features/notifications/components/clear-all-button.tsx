import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

export interface ClearAllButtonProps {
  onConfirm: () => Promise<boolean>;
  clearing: boolean;
}

/** Clears every notification after a confirmation: there is no undo. */
export function ClearAllButton({ onConfirm, clearing }: ClearAllButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const confirm = async () => {
    if (await onConfirm()) close();
  };
  return (
    <>
      <Button variant="default" onClick={open}>
        Clear all
      </Button>
      <Modal opened={opened} onClose={close} title="Clear All Notifications" centered>
        <Text mb="lg">Are you sure you want to clear all notifications?</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" loading={clearing} onClick={() => void confirm()}>
            Clear all
          </Button>
        </Group>
      </Modal>
    </>
  );
}
