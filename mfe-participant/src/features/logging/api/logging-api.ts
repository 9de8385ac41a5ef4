import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';
import type { Activity, Entry, EntryActivityInput } from './types';

type EntryResult = Envelope<Entry, { total_points: number }>;

/**
 * Logging owns 'Activities' and 'Entries'. A logged or unlogged activity also changes the
 * user's total (Session) and everybody's standings (Leaderboard).
 */
const afterEntryChange = (_result: unknown, error: unknown) =>
  error ? [] : (['Entries', 'Session', 'Leaderboard'] as const);

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
      invalidatesTags: afterEntryChange,
    }),
    unlogActivity: build.mutation<EntryResult, Omit<EntryActivityInput, 'feels_value'>>({
      query: ({ recorded_on, activity_id }) => ({
        url: `/entries/${recorded_on}/entry_activities/${activity_id}`,
        method: 'DELETE',
      }),
      invalidatesTags: afterEntryChange,
    }),
  }),
});

export const {
  useGetActivitiesQuery,
  useGetWeekEntriesQuery,
  useLogActivityMutation,
  useUnlogActivityMutation,
} = loggingApi;
