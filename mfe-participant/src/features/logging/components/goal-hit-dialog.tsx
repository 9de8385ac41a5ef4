import { Button, Group, Modal, Text } from '@mantine/core';
import { useGetMeQuery } from '@wellness/shared-ui';
import type { Promotion } from '@wellness/shared-ui';
import { useState } from 'react';
import { useDismissGoalHitMutation } from '../api/goal-api';

/**
 * Shown once when the server says the participant reached their goal (show_goal_hit); closing
 * it clears the flag, and it stays closed even if a refetch still reports the old flag.
 */
export function GoalHitDialog({ promotion }: { promotion: Promotion }) {
  const { data: me } = useGetMeQuery();
  const [dismissGoalHit] = useDismissGoalHitMutation();
  const [dismissed, setDismissed] = useState(false);

  const close = () => {
    setDismissed(true);
    // If clearing fails the flag stays set and the popup returns on the next visit: no toast.
    void dismissGoalHit();
  };

  const points = promotion.point_label_plural;
  const goal = me?.default_goal ?? promotion.default_goal;
  return (
    <Modal
      opened={Boolean(me?.show_goal_hit) && !dismissed}
      onClose={close}
      title="Goal reached!"
      withCloseButton={false}
      centered
    >
      <Text mb="md">
        You reached your goal of {goal} {points}. You now have {me?.total_points ?? 0} {points}.
        Keep going!
      </Text>
      <Group justify="flex-end">
        <Button onClick={close} data-autofocus>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
