import { baseApi } from '@wellness/shared-ui';
import type { Envelope, RootState } from '@wellness/shared-ui';
import { patchCachedEntry } from './logging-api';
import type { CheckAnswerInput, CheckAnswerResult } from './types';
import { patchUserActivity } from './user-activities-api';

type CheckAnswerResponse = Envelope<CheckAnswerResult, { total_points: number }>;

/** A correct answer adds quiz points to the day's entry, the user's total and the leaderboard. */
export const triviaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkAnswer: build.mutation<CheckAnswerResponse, CheckAnswerInput>({
      query: (body) => ({ url: '/check_answer', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Session', 'Leaderboard']),
      async onQueryStarted({ activity_id }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        patchCachedEntry(dispatch, getState() as RootState, data.data.entry);
        patchUserActivity(dispatch, getState() as RootState, activity_id, data.data.user_activity);
      },
    }),
  }),
});

export const { useCheckAnswerMutation } = triviaApi;
