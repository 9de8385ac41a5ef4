import { notifications } from '@mantine/notifications';
import { firstError } from '@wellness/shared-ui';
import { useSaveBookmarkMutation } from '../api/user-activities-api';
import type { UserActivity } from '../api/types';

/** Adds an activity to the drawer or takes it out; the list changes before the server answers. */
export function useBookmark(userId: number) {
  const [saveBookmark] = useSaveBookmarkMutation();

  return async (activityId: number, row: UserActivity | undefined) => {
    const is_active = !row?.is_active;
    try {
      await saveBookmark({
        userId,
        row: { id: row?.id ?? null, activity_id: activityId },
        is_active,
      }).unwrap();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: is_active ? 'Could not bookmark activity' : 'Could not remove bookmark',
        message: firstError(error),
      });
    }
  };
}
