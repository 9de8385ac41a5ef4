import { baseApi } from '@wellness/shared-ui';
import type { Envelope, Profile } from '@wellness/shared-ui';

export const WALL_PAGE_SIZE = 20;

/** A wall post (depth 0) or a comment (depth > 0). */
export interface Post {
  id: number;
  content: string;
  user_id: number;
  user: { id: number; profile: Profile };
  wallable_type: string;
  wallable_id: number;
  parent_post_id: number | null;
  depth: number;
  created_at: string;
  is_flagged: boolean;
}

export type PostsPage = Envelope<Post[], { total_records: number }>;

/** The wall owns the 'Posts' tag. */
export const wallApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWallPosts: build.infiniteQuery<PostsPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPageParam * WALL_PAGE_SIZE < lastPage.meta.total_records
            ? lastPageParam + 1
            : undefined,
      },
      query: ({ pageParam }) => `/posts?page_size=${WALL_PAGE_SIZE}&page=${pageParam}`,
      providesTags: ['Posts'],
    }),
    createPost: build.mutation<Post, { content: string }>({
      query: (body) => ({ url: '/posts', method: 'POST', body }),
      transformResponse: (body: Envelope<Post>) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : ['Posts']),
    }),
  }),
});

export const { useGetWallPostsInfiniteQuery, useCreatePostMutation } = wallApi;
