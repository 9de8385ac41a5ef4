import { Button, Group, Modal, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { Activity } from '../api/types';
import { TOAST_DATE_FORMAT } from '../lib/constants';

interface UnlogDialogProps {
  activity: Activity | null;
  recordedOn: string;
  saving: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Unlogging removes points, so it asks first. */
export function UnlogDialog({
  activity,
  recordedOn,
  saving,
  onConfirm,
  onClose,
}: UnlogDialogProps) {
  return (
    <Modal
      opened={activity !== null}
      onClose={onClose}
      title="Unlog activity?"
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <Text mb="md">
        Remove {activity?.name} from {dayjs(recordedOn).format(TOAST_DATE_FORMAT)}?
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" loading={saving} onClick={onConfirm}>
          Unlog
        </Button>
      </Group>
    </Modal>
  );
}
