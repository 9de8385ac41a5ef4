import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Modal, Text, VisuallyHidden } from '@mantine/core';
import { paths } from '../../../config/paths';
import { useIdleCountdown } from '../hooks/use-idle-countdown';
import { clockOf } from '../lib/idle';

/**
 * The idle timeout of a promotion with is_timeout_enabled (spec 1 s7), mounted by the layout
 * while a user is signed in: after 20 minutes without a keepalive, a dialog counts down from
 * 5:00 and logs the user out at 0; Stay keeps them.
 */
export function IdleTimeout() {
  const navigate = useNavigate();
  const logOut = useCallback(() => void navigate(paths.logout, { replace: true }), [navigate]);
  const { secondsLeft, stay } = useIdleCountdown(logOut);
  const minuteChanged = secondsLeft !== null && secondsLeft % 60 === 0;

  return (
    <Modal
      opened={secondsLeft !== null}
      onClose={stay}
      title="Are you still there?"
      centered
      zIndex={1000}
      withCloseButton={false}
    >
      <Text>
        For your security you will be logged out in{' '}
        <Text span fw={700} role="timer" aria-label="Time left">
          {clockOf(secondsLeft ?? 0)}
        </Text>
        .
      </Text>
      {/* Screen readers hear the time once a minute, not every second. */}
      <VisuallyHidden aria-live="polite">
        {minuteChanged ? `${clockOf(secondsLeft)} left before you are logged out.` : ''}
      </VisuallyHidden>
      <Group justify="flex-end" mt="md">
        <Button onClick={stay} data-autofocus>
          Stay
        </Button>
      </Group>
    </Modal>
  );
}
