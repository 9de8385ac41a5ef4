import { baseApi, useAppDispatch, useRealtimeEvent } from '@wellness/shared-ui';

/**
 * Keeps the view in step with the participant's other tabs: the services announce every change
 * to the user's entries (entryUpdated), totals and flags (userUpdated) and quiz answers
 * (TriviaAnswered) to the user's own room.
 */
export function useLoggingRealtime(): void {
  const dispatch = useAppDispatch();
  useRealtimeEvent('entryUpdated', () => {
    dispatch(baseApi.util.invalidateTags(['Entries', 'UserActivities']));
  });
  useRealtimeEvent('userUpdated', () => {
    dispatch(baseApi.util.invalidateTags(['Session']));
  });
  useRealtimeEvent('TriviaAnswered', () => {
    dispatch(baseApi.util.invalidateTags(['Entries', 'UserActivities', 'Session']));
  });
}
