import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** Spec 2 s2 "/art-gallery/{filter}": filters all, my, location, friends; 30 posts per page. */
export const GALLERY_FILTERS = ['all', 'my', 'location', 'friends'] as const;
export type GalleryFilter = (typeof GALLERY_FILTERS)[number];
export const GALLERY_PAGE_SIZE = 30;

export interface GalleryAuthor {
  id: number;
  profile: { full_name: string; image: { url: string } | null };
}

/** A comment on a gallery post (a wall comment: GET/POST/DELETE /api/posts). */
export interface GalleryComment {
  id: number;
  content: string;
  user_id: number;
  user: GalleryAuthor;
  created_at: string;
  is_flagged: boolean;
  can_delete: boolean;
}

/** The finished work a gallery post shows; null when the art is reported and hidden. */
export interface GalleryArt {
  title: string;
  description: string;
  public_gallery: boolean;
  work_id: number;
  image: { url: string };
  frame: { id: number; url: string } | null;
}

export interface GalleryPost extends GalleryComment {
  reply_count: number;
  /** The latest 5 comments, oldest first. */
  posts: GalleryComment[];
  can_report: boolean;
  gallery: GalleryArt | null;
}

export interface Frame {
  id: number;
  name: string;
  category: string;
  url: string;
}

export type GalleryPage = Envelope<GalleryPost[], { total_records: number; page_size: number }>;

export interface ArtChanges {
  id: number;
  title?: string;
  description?: string;
  public_gallery?: boolean;
  frame_image_id?: number | null;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Gallery'] });

/** The art gallery owns the 'Gallery' tag; comments, reports and removals are wall calls. */
export const galleryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGalleryPosts: build.query<GalleryPage, { filter: GalleryFilter; page: number }>({
      query: ({ filter, page }) =>
        `/gallery_posts?filter=${filter}&page_size=${GALLERY_PAGE_SIZE}&page=${page}`,
      providesTags: ['Gallery'],
    }),
    getGalleryComments: build.query<GalleryComment[], number>({
      query: (postId) => `/posts?wallable_type=Post&wallable_id=${postId}&page_size=0`,
      transformResponse: (body: Envelope<GalleryComment[]>) => body.data,
      providesTags: ['Gallery'],
    }),
    getFrames: build.query<Frame[], void>({
      query: () => '/gallery_posts/frames',
      transformResponse: (body: Envelope<Frame[]>) => body.data,
    }),
    updateArt: build.mutation<GalleryPost, ArtChanges>({
      query: ({ id, ...body }) => ({ url: `/gallery_posts/${id}`, method: 'PUT', body }),
      transformResponse: (body: Envelope<GalleryPost>) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : ['Gallery']),
    }),
    commentOnArt: build.mutation<void, { postId: number; content: string }>({
      query: ({ postId, content }) => ({
        url: '/posts',
        method: 'POST',
        body: { content, parent_post_id: postId },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Gallery', 'Posts']),
    }),
    reportArt: build.mutation<void, number>({
      query: (id) => ({ url: `/posts/${id}`, method: 'PUT', body: { is_flagged: true } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Gallery', 'Posts']),
    }),
    removeArt: build.mutation<void, number>({
      query: (id) => ({ url: `/posts/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Gallery', 'Posts']),
    }),
  }),
});

export const {
  useGetGalleryPostsQuery,
  useGetGalleryCommentsQuery,
  useGetFramesQuery,
  useUpdateArtMutation,
  useCommentOnArtMutation,
  useReportArtMutation,
  useRemoveArtMutation,
} = galleryApi;
