import { useAppDispatch, useRealtimeEvent } from '@wellness/shared-ui';
import { worksApi } from '../api/works-api';
import type { Work } from '../api/works-api';

/**
 * userWorkUpdated (services/participant README "Works") replaces the 15 s poll of spec 1 s4:
 * a log anywhere earns a segment and the current work here follows at once. A finished work
 * leaves no current work; the completed list is fetched again.
 */
export function useWorksRealtime(): void {
  const dispatch = useAppDispatch();
  useRealtimeEvent<Work>('userWorkUpdated', (work) => {
    dispatch(
      worksApi.util.updateQueryData('getCurrentWork', undefined, () =>
        work.user_completed ? null : work,
      ),
    );
    if (work.user_completed) dispatch(worksApi.util.invalidateTags(['Works']));
  });
}
