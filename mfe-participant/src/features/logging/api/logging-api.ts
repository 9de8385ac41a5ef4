import { baseApi } from '@wellness/shared-ui';
import type { AppDispatch, Envelope, RootState } from '@wellness/shared-ui';
import type { Activity, Entry, EntryActivityInput } from './types';
import { patchUserActivity } from './user-activities-api';

type EntryResult = Envelope<Entry, { total_points: number }>;
type DayActivity = Omit<EntryActivityInput, 'feels_value'>;

/**
 * Logging owns 'Activities' and 'Entries'. A changed entry comes back in the answer and is
 * written into the cached weeks at once; the lists themselves are refetched on the spec's
 * delay after the dialog closes (see lib/timings). The user's total (Session) and everybody's
 * standings (Leaderboard) change with every log, so those refresh immediately.
 */
const afterPointsChange = (_result: unknown, error: unknown) =>
  error ? [] : (['Session', 'Leaderboard'] as const);

/** Replaces the entry of the same day in every cached week. */
export function patchCachedEntry(dispatch: AppDispatch, state: RootState, entry: Entry) {
  for (const week of loggingApi.util.selectCachedArgsForQuery(state, 'getWeekEntries')) {
    dispatch(
      loggingApi.util.updateQueryData('getWeekEntries', week, (entries) => {
        const index = entries.findIndex((cached) => cached.recorded_on === entry.recorded_on);
        if (index >= 0) entries[index] = entry;
      }),
    );
  }
}

export const loggingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getActivities: build.query<Activity[], number>({
      query: (promotionId) => `/promotions/${promotionId}/activities?page_size=0`,
      transformResponse: (body: Envelope<Activity[]>) => body.data,
      providesTags: ['Activities'],
    }),
    getWeekEntries: build.query<Entry[], number>({
      query: (week) => `/entries?wk=${week}`,
      transformResponse: (body: Envelope<Entry[]>) => body.data,
      providesTags: ['Entries'],
    }),
    logActivity: build.mutation<EntryResult, EntryActivityInput>({
      query: ({ recorded_on, activity_id, feels_value }) => ({
        url: `/entries/${recorded_on}/entry_activities`,
        method: 'POST',
        body: { activity_id, feels_value },
      }),
      invalidatesTags: afterPointsChange,
      async onQueryStarted({ activity_id }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        patchCachedEntry(dispatch, getState() as RootState, data.data);
        patchUserActivity(dispatch, getState() as RootState, activity_id, { is_logged: true });
      },
    }),
    unlogActivity: build.mutation<EntryResult, DayActivity>({
      query: ({ recorded_on, activity_id }) => ({
        url: `/entries/${recorded_on}/entry_activities/${activity_id}`,
        method: 'DELETE',
      }),
      invalidatesTags: afterPointsChange,
      async onQueryStarted({ activity_id }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        patchCachedEntry(dispatch, getState() as RootState, data.data);
        // A one-time activity is logged at most once, so unlogged it is logged nowhere. For the
        // others is_logged spans every entry: the delayed refetch of the list settles it.
        patchUserActivity(dispatch, getState() as RootState, activity_id, (row) =>
          row.is_one_time ? { is_logged: false } : {},
        );
      },
    }),
    saveNotes: build.mutation<Entry, { recorded_on: string; notes: string }>({
      query: ({ recorded_on, notes }) => ({
        url: `/entries/${recorded_on}`,
        method: 'PUT',
        body: { notes },
      }),
      transformResponse: (body: Envelope<Entry>) => body.data,
      async onQueryStarted(_input, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) patchCachedEntry(dispatch, getState() as RootState, data);
      },
    }),
  }),
});

export const {
  useGetActivitiesQuery,
  useGetWeekEntriesQuery,
  useLogActivityMutation,
  useUnlogActivityMutation,
  useSaveNotesMutation,
} = loggingApi;
