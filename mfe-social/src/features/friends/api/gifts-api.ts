import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** Spec 2 s3 "Gift points": target_work_bonus. */
export interface TargetWorkBonus {
  id: number;
  points: number;
  applied: boolean | null;
  earned_by_name: string;
  earned_by_first_name: string;
}

export interface GiftAnswer {
  message: string;
  target_work_bonus: TargetWorkBonus;
  total_points: number;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['GiftPoints'] });

/** Gift points waiting for the caller's answer (services/participant README "Gift points"). */
export const giftsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWaitingGifts: build.query<TargetWorkBonus[], void>({
      query: () => '/works/bonus_points',
      transformResponse: (body: Envelope<TargetWorkBonus[]>) => body.data,
      providesTags: ['GiftPoints'],
    }),
    answerGift: build.mutation<GiftAnswer, { id: number; accept: boolean }>({
      query: ({ id, accept }) => ({
        url: `/works/bonus_points/${accept ? 'accept' : 'decline'}`,
        method: 'PUT',
        body: { target_work_bonus_id: id },
      }),
      transformResponse: (body: Envelope<GiftAnswer>) => body.data,
      invalidatesTags: (_result, error) =>
        error ? [] : ['GiftPoints', 'Leaderboard', 'Session', 'Entries'],
    }),
  }),
});

export const { useGetWaitingGiftsQuery, useAnswerGiftMutation } = giftsApi;
