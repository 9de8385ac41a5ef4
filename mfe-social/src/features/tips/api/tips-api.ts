import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** One of the caller's favourite tips (GET /api/custom_content_likes). */
export interface FavoriteTip {
  id: number;
  key: string;
  title: string;
  favorited: true;
  like_id: number;
}

export interface TipLike {
  id: number;
  likeable_id: number;
  likeable_type: string;
  user_id: number;
}

export interface TipShare {
  tipId: number;
  content: string;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['TipFavorites'] });

/**
 * Tips themselves are content items read with the shared content loader (category tips);
 * this adds the caller's favourites (spec 2 s7 "Tips") and sharing a tip on the wall.
 */
export const tipsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFavoriteTips: build.query<FavoriteTip[], void>({
      query: () => '/custom_content_likes?category=tips&page_size=0',
      transformResponse: (body: Envelope<FavoriteTip[]>) => body.data,
      providesTags: ['TipFavorites'],
    }),
    likeTip: build.mutation<TipLike, number>({
      query: (id) => ({ url: `/custom_content/${id}/user_like`, method: 'POST', body: {} }),
      transformResponse: (body: Envelope<TipLike>) => body.data,
      invalidatesTags: ['TipFavorites'],
    }),
    unlikeTip: build.mutation<TipLike, number>({
      query: (id) => ({ url: `/custom_content/${id}/user_like`, method: 'DELETE' }),
      transformResponse: (body: Envelope<TipLike>) => body.data,
      invalidatesTags: ['TipFavorites'],
    }),
    /** A wall post sharing the tip (the wall shows it as a card linking to the tip). */
    shareTip: build.mutation<{ id: number }, TipShare>({
      query: ({ tipId, content }) => ({
        url: '/posts',
        method: 'POST',
        body: { content, postable_type: 'Tip', postable_id: tipId },
      }),
      transformResponse: (body: Envelope<{ id: number }>) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : ['Posts']),
    }),
    /** Counts a share of the tip by its medium (spec 2 s7 "POST /tips/{id}/shares?via={media}"). */
    recordTipShare: build.mutation<void, { tipId: number; via: 'wall' | 'email' | 'print' }>({
      query: ({ tipId, via }) => ({
        url: `/tips/${tipId}/shares?via=${via}`,
        method: 'POST',
        body: {},
      }),
    }),
  }),
});

export const {
  useRecordTipShareMutation,
  useGetFavoriteTipsQuery,
  useLikeTipMutation,
  useUnlikeTipMutation,
  useShareTipMutation,
} = tipsApi;
