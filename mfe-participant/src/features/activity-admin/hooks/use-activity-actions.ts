import { notifications } from '@mantine/notifications';
import { firstError, useAppDispatch } from '@wellness/shared-ui';
import { useNavigate } from 'react-router';
import { activityAdminPath } from '../../../config/paths';
import {
  activityAdminApi,
  useCreateActivityMutation,
  useDeleteActivityMutation,
  useUpdateActivityMutation,
} from '../api/activity-admin-api';
import type { ActivityInput, AdminActivity } from '../api/types';

/** Spec s.8: a failed save or delete shows the first server error as a toast. */
function showError(title: string, error: unknown) {
  notifications.show({ color: 'red', title, message: firstError(error), autoClose: false });
}

/**
 * Save (POST for a new activity, PUT otherwise) and delete, with their toasts. A created
 * activity opens in the editor at its own address.
 */
export function useActivityActions(promotionId: number, existing: AdminActivity | undefined) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [createActivity, createState] = useCreateActivityMutation();
  const [updateActivity, updateState] = useUpdateActivityMutation();
  const [deleteActivity, deleteState] = useDeleteActivityMutation();

  const save = async (body: ActivityInput) => {
    try {
      const saved = existing
        ? await updateActivity({ promotionId, id: existing.id, body }).unwrap()
        : await createActivity({ promotionId, body }).unwrap();
      notifications.show({ color: 'green', message: `${saved.name} was saved.` });
      if (!existing) {
        // In the list before the refetch lands, so its editor opens without a "not found".
        dispatch(
          activityAdminApi.util.updateQueryData('getAdminActivities', promotionId, (list) => {
            list.push(saved);
          }),
        );
        navigate(activityAdminPath({ activityId: saved.id, category: saved.category }));
      }
    } catch (error) {
      showError('Could not save the activity', error);
    }
  };

  const remove = async () => {
    if (!existing) return;
    try {
      await deleteActivity({ promotionId, id: existing.id }).unwrap();
      notifications.show({ color: 'green', message: `${existing.name} was deleted.` });
      navigate(activityAdminPath({ category: existing.category }));
    } catch (error) {
      showError('Could not delete the activity', error);
    }
  };

  return {
    save,
    remove,
    isSaving: createState.isLoading || updateState.isLoading,
    isDeleting: deleteState.isLoading,
  };
}
