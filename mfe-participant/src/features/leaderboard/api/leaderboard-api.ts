import { baseApi } from '@wellness/shared-ui';
import type { Envelope, Profile, Promotion } from '@wellness/shared-ui';

/**
 * Spec 1 s2 and s9: the full list loads 50 rows a page and shows them 10 at a time (list
 * limit 10, increment 10); the widget shows 9 (10 off the board).
 */
export const LEADERBOARD_PAGE_SIZE = 50;
export const LIST_LIMIT = 10;
export const LIST_INCREMENT = 10;
export const WIDGET_ROWS = 9;

export const BOARDS = ['individual', 'team', 'friends', 'location'] as const;
export type Board = (typeof BOARDS)[number];

export interface LeaderboardRow {
  id: number;
  /** People (individual, friends): spec 1's profile, without full_name. */
  profile?: Pick<Profile, 'first_name' | 'last_name' | 'image'>;
  /** Teams and locations. */
  name?: string;
  score: number;
  /** Tied scores share a rank. */
  rank: number;
  /** A competition's team board: its columns under every scoring rule. */
  total_points?: number;
  avg_points?: number;
  completed_works_count?: number;
}

export interface LeaderboardMeta {
  total_records: number;
  page_size: number;
  /**
   * The caller's (team's, top-level location's) row and standing; null when they are not on
   * the board. `id` is the row to mark as their own.
   */
  me: { id: number; rank: number; score: number; total_points?: number } | null;
  /** The friends board only: how many accepted friends the caller has. */
  friends?: number;
}

export type LeaderboardPage = Envelope<LeaderboardRow[], LeaderboardMeta>;

export interface BoardArgs {
  promotionId: number;
  board: Board;
  /** The caller's id: the friends board is the individual one `friends_of` them. */
  userId: number;
  search?: string;
  /** Spec 1 s7 `location`: that location's own board (individual, friends, location). */
  location?: number;
  /** The promotion's current competition: the team tab shows its board (spec 1 s7). */
  competitionId?: number;
}

/** The id of the promotion's current competition, when the promotion reports one. */
export const currentCompetitionId = (promotion: Promotion) =>
  (promotion as Promotion & { current_competition?: { id: number } | null }).current_competition
    ?.id;

/** A location of the promotion, for the boards' location filter. */
export interface BoardLocation {
  id: number;
  name: string;
  parent_id: number | null;
  level: number;
}

/** A row's name: a team's or location's, or the person's first and last name. */
export const rowName = (row: LeaderboardRow) =>
  row.name ?? `${row.profile?.first_name ?? ''} ${row.profile?.last_name ?? ''}`.trim();

export function boardUrl(args: BoardArgs, pageSize: number, page: number): string {
  const { promotionId, board, userId, search, location, competitionId } = args;
  const query = new URLSearchParams({ page_size: String(pageSize), page: String(page) });
  if (search) query.set('search', search);
  if (board === 'team' && competitionId !== undefined) {
    if (location !== undefined) query.set('location', String(location));
    return `/competitions/${competitionId}/leaderboard?${query.toString()}`;
  }
  const path = {
    individual: 'leaderboard',
    friends: 'leaderboard',
    team: 'team_leaderboard',
    location: 'location_leaderboard',
  }[board];
  if (board === 'friends') query.set('friends_of', String(userId));
  if (location !== undefined && board !== 'team') query.set('location', String(location));
  return `/promotions/${promotionId}/${path}?${query.toString()}`;
}

/** Leaderboard owns the 'Leaderboard' tag; logging and realtime events invalidate it. */
export const leaderboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLeaderboard: build.infiniteQuery<LeaderboardPage, BoardArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPageParam * LEADERBOARD_PAGE_SIZE < lastPage.meta.total_records
            ? lastPageParam + 1
            : undefined,
      },
      query: ({ queryArg, pageParam }) => boardUrl(queryArg, LEADERBOARD_PAGE_SIZE, pageParam),
      providesTags: ['Leaderboard'],
    }),
    /** The widget: the top ten rows and the caller's standing. */
    getLeaderboardTop: build.query<LeaderboardPage, BoardArgs>({
      query: (args) => boardUrl(args, WIDGET_ROWS + 1, 1),
      providesTags: ['Leaderboard'],
    }),
    /** The promotion's locations (the list registration offers too), for the filter. */
    getBoardLocations: build.query<BoardLocation[], number>({
      query: (promotionId) => `promotions/${promotionId}/registration_locations`,
      transformResponse: (response: Envelope<BoardLocation[]>) => response.data,
    }),
  }),
});

export const {
  useGetBoardLocationsQuery,
  useGetLeaderboardInfiniteQuery,
  useGetLeaderboardTopQuery,
} = leaderboardApi;
