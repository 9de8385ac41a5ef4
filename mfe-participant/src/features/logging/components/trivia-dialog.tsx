import { Modal } from '@mantine/core';
import type { Promotion } from '@wellness/shared-ui';
import type { Activity } from '../api/types';
import { TriviaForm } from './trivia-form';

interface TriviaDialogProps {
  activity: Activity | null;
  recordedOn: string;
  promotion: Promotion;
  onClose: () => void;
}

/** The quiz of one activity, answered for the chosen day. */
export function TriviaDialog({ activity, recordedOn, promotion, onClose }: TriviaDialogProps) {
  return (
    <Modal
      opened={activity !== null}
      onClose={onClose}
      title={activity ? `Quiz: ${activity.name}` : 'Quiz'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      {activity && (
        <TriviaForm
          key={activity.id}
          activity={activity}
          recordedOn={recordedOn}
          promotion={promotion}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
