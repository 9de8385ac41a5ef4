import { Button, Group, Modal, Text } from '@mantine/core';
import type { Activity } from '../api/types';
import { FEELS } from '../lib/logging-rules';

interface FeelsDialogProps {
  activity: Activity | null;
  saving: boolean;
  onChoose: (feelsValue: number) => void;
  onClose: () => void;
}

/** Logging asks how the activity felt; choosing an answer saves it. */
export function FeelsDialog({ activity, saving, onChoose, onClose }: FeelsDialogProps) {
  return (
    <Modal
      opened={activity !== null}
      onClose={onClose}
      title="How did it feel?"
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <Text mb="md">{activity?.name}</Text>
      <Group>
        {FEELS.map((feels) => (
          <Button key={feels.value} loading={saving} onClick={() => onChoose(feels.value)}>
            {feels.label}
          </Button>
        ))}
      </Group>
    </Modal>
  );
}
