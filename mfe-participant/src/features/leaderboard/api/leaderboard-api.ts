import { baseApi } from '@wellness/shared-ui';
import type { Envelope, Profile } from '@wellness/shared-ui';

export const LEADERBOARD_PAGE_SIZE = 50;

export interface LeaderboardRow {
  id: number;
  profile: Profile;
  score: number;
  /** Tied scores share a rank. */
  rank: number;
}

export interface LeaderboardMeta {
  total_records: number;
  page_size: number;
  /** The caller's own standing; null when they are not on the board. */
  me: { rank: number; score: number } | null;
}

export type LeaderboardPage = Envelope<LeaderboardRow[], LeaderboardMeta>;

/** Leaderboard owns the 'Leaderboard' tag; logging and realtime events invalidate it. */
export const leaderboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getIndividualLeaderboard: build.infiniteQuery<LeaderboardPage, number, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPageParam * LEADERBOARD_PAGE_SIZE < lastPage.meta.total_records
            ? lastPageParam + 1
            : undefined,
      },
      query: ({ queryArg: promotionId, pageParam }) =>
        `/promotions/${promotionId}/leaderboard?page_size=${LEADERBOARD_PAGE_SIZE}&page=${pageParam}`,
      providesTags: ['Leaderboard'],
    }),
  }),
});

export const { useGetIndividualLeaderboardInfiniteQuery } = leaderboardApi;
