import { baseApi } from '@wellness/shared-ui';
import type { AppDispatch, Envelope, RootState } from '@wellness/shared-ui';
import type { UserActivitiesArgs, UserActivity } from './types';

export interface BookmarkInput {
  userId: number;
  /** The row as listed; its id decides between creating (POST) and updating (PUT) it. */
  row: Pick<UserActivity, 'id' | 'activity_id'>;
  is_active: boolean;
}

/** Logging owns 'UserActivities': bookmarks, whether an activity was ever logged, quiz state. */
export const userActivitiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserActivities: build.query<UserActivity[], UserActivitiesArgs>({
      query: ({ userId, week }) => `/users/${userId}/user_activities?wk=${week}&page_size=0`,
      transformResponse: (body: Envelope<UserActivity[]>) => body.data,
      providesTags: ['UserActivities'],
    }),
    saveBookmark: build.mutation<UserActivity, BookmarkInput>({
      query: ({ userId, row, is_active }) =>
        row.id === null
          ? {
              url: `/users/${userId}/user_activities`,
              method: 'POST',
              body: { activity_id: row.activity_id, is_active },
            }
          : {
              url: `/users/${userId}/user_activities/${row.id}`,
              method: 'PUT',
              body: { is_active },
            },
      transformResponse: (body: Envelope<UserActivity>) => body.data,
      // Optimistic: the drawer changes at once and puts itself back if the server refuses.
      async onQueryStarted({ row, is_active }, { dispatch, getState, queryFulfilled }) {
        const undo = patchUserActivity(dispatch, getState() as RootState, row.activity_id, {
          is_active,
        });
        try {
          const { data: saved } = await queryFulfilled;
          patchUserActivity(dispatch, getState() as RootState, row.activity_id, saved);
        } catch {
          undo(); // the caller tells the participant why
        }
      },
    }),
  }),
});

/**
 * Applies `changes` to the activity's row in every cached week; returns the undo. Used for the
 * optimistic bookmark and to apply what the server answered after a log, an unlog or a quiz.
 */
export function patchUserActivity(
  dispatch: AppDispatch,
  state: RootState,
  activityId: number,
  changes: Partial<UserActivity> | ((row: UserActivity) => Partial<UserActivity>),
): () => void {
  const cached = userActivitiesApi.util.selectCachedArgsForQuery(state, 'getUserActivities');
  const patches = cached.map((args) =>
    dispatch(
      userActivitiesApi.util.updateQueryData('getUserActivities', args, (rows) => {
        const row = rows.find((candidate) => candidate.activity_id === activityId);
        if (row) Object.assign(row, typeof changes === 'function' ? changes(row) : changes);
      }),
    ),
  );
  return () => patches.forEach((patch) => patch.undo());
}

export const { useGetUserActivitiesQuery, useSaveBookmarkMutation } = userActivitiesApi;
