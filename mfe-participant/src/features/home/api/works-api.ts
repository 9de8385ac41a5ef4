import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** Spec 1 s9: at most 20 segments per image. */
export const SEGMENTS_PER_WORK = 20;

/** A finished work's bonus (services/participant README "Works"): one gift, 10 points. */
export const WORK_BONUS_POINTS = 10;

/** A participant's painting (spec 1 Work; services/participant README "Works"). */
export interface Work {
  id: number;
  user_id: number;
  style: { id: number; name: string; category: string | null } | null;
  style_image: { id: number; title: string; subtitle: string | null } | null;
  segments_available: number;
  segments_revealed: number;
  completed: boolean;
  user_completed: boolean;
  free_reveal: boolean;
  made_final_gallery_choice: boolean;
  made_final_bonus_choice: boolean;
  public_gallery: boolean;
  bonus_choice: 'keep' | 'share' | 'gift' | null;
  bonus_available: boolean;
  /** The points the kept bonus earned (0: none yet, or shared with the team). */
  bonus_points: number;
  image_url: string;
  final_download_url: string | null;
  completed_at: string | null;
  user_completed_at: string | null;
}

export interface WorkStyle {
  id: number;
  name: string;
  category: string | null;
  week: number;
}

/** The picture of a work with `segments` segments uncovered (rendered by the server). */
export const workImageUrl = (workId: number, segments: number) =>
  `/api/works/${workId}/image?segments=${segments}`;

const data = <T>(body: Envelope<T>) => body.data;

/**
 * Works own the 'Works' tag. A change answers the work: it replaces the cached current work
 * at once (null once the work is finished) and the completed list is fetched again.
 */
export const worksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentWork: build.query<Work | null, void>({
      query: () => '/works/current',
      transformResponse: data<Work | null>,
      providesTags: ['Works'],
    }),
    getCompletedWorks: build.query<Work[], void>({
      query: () => '/works?completed=true',
      transformResponse: data<Work[]>,
      providesTags: ['Works'],
    }),
    getWorkStyles: build.query<WorkStyle[], number>({
      query: (promotionId) => `/promotions/${promotionId}/work_styles`,
      transformResponse: data<WorkStyle[]>,
    }),
    startWork: build.mutation<Work, number>({
      query: (styleId) => ({ url: '/works', method: 'POST', body: { style_id: styleId } }),
      transformResponse: data<Work>,
      invalidatesTags: ['Works'],
    }),
    revealWork: build.mutation<Work, { id: number; segments_revealed: number }>({
      query: ({ id, segments_revealed }) => ({
        url: `/works/${id}`,
        method: 'PUT',
        body: { segments_revealed },
      }),
      transformResponse: data<Work>,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: work } = await queryFulfilled;
        dispatch(worksApi.util.upsertQueryData('getCurrentWork', undefined, work));
      },
    }),
    makeGalleryChoice: build.mutation<Work, { id: number; public_gallery: boolean }>({
      query: ({ id, public_gallery }) => ({
        url: `/works/${id}/final_gallery_choice`,
        method: 'PUT',
        body: { public_gallery },
      }),
      transformResponse: data<Work>,
      // A kept bonus changes the totals (the session's points, the boards, the day's entry).
      invalidatesTags: ['Works', 'Session', 'Leaderboard', 'Entries'],
    }),
    makeBonusChoice: build.mutation<Work, { id: number; bonus_choice: 'keep' | 'share' }>({
      query: ({ id, bonus_choice }) => ({
        url: `/works/${id}/final_bonus_choice`,
        method: 'PUT',
        body: { bonus_choice },
      }),
      transformResponse: data<Work>,
      invalidatesTags: ['Works', 'Session', 'Leaderboard', 'Entries'],
    }),
  }),
});

export const {
  useGetCurrentWorkQuery,
  useGetCompletedWorksQuery,
  useGetWorkStylesQuery,
  useStartWorkMutation,
  useRevealWorkMutation,
  useMakeGalleryChoiceMutation,
  useMakeBonusChoiceMutation,
} = worksApi;
