import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** A flagged post or comment as the wall's flagged list gives it (services/social README). */
export interface FlaggedPost {
  id: number;
  content: string;
  depth: number;
  parent_post_id: number | null;
  created_at: string;
  photo: { url: string } | null;
  user: { id: number; profile: { full_name: string } };
  reporter: { id: number; full_name: string } | null;
  can_unreport: boolean;
  can_delete: boolean;
}

const LIST = { type: 'FlaggedPosts', id: 'LIST' } as const;

/** Flagged posts come from the wall (spec 3: "loaded via the wall with a flagged flag"). */
export const flaggedPostsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The flagged posts of a promotion the caller manages (their own, or a picked one). */
    getFlaggedPosts: build.query<FlaggedPost[], number>({
      query: (promotionId) => ({
        url: 'posts',
        params: { flagged: true, page_size: 0, promotion_id: promotionId },
      }),
      transformResponse: (body: Envelope<FlaggedPost[]>) => body.data,
      providesTags: [LIST],
    }),
    unreportPost: build.mutation<unknown, number>({
      query: (id) => ({ url: `posts/${id}`, method: 'PUT', body: { is_flagged: false } }),
      invalidatesTags: [LIST, 'Posts'],
    }),
    deleteFlaggedPost: build.mutation<unknown, number>({
      query: (id) => ({ url: `posts/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST, 'Posts'],
    }),
  }),
});

export const { useGetFlaggedPostsQuery, useUnreportPostMutation, useDeleteFlaggedPostMutation } =
  flaggedPostsApi;
