import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { firstError } from '@wellness/shared-ui';
import type { User } from '@wellness/shared-ui';
import { useMarkActivitiesTutorialSeenMutation } from '../api/tutorial-api';

/**
 * Spec s.4: the activities tutorial shows on home while the user has no points and has not
 * seen it; a user who already has points never needs it, so the flag is set without a word.
 */
export function useActivitiesTutorial(me: User) {
  const [markSeen, { isUninitialized, isLoading }] = useMarkActivitiesTutorialSeenMutation();
  const unseen = !me.has_seen_add_activities_tutorial;
  const hasPoints = me.total_points > 0;

  useEffect(() => {
    if (unseen && hasPoints && isUninitialized) void markSeen();
  }, [unseen, hasPoints, isUninitialized, markSeen]);

  const dismiss = async () => {
    try {
      await markSeen().unwrap();
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not save', message: firstError(error) });
    }
  };

  return { show: unseen && !hasPoints, dismiss, isDismissing: isLoading };
}
