import { baseApi } from '@wellness/shared-ui';
import type { Envelope, Profile } from '@wellness/shared-ui';

export const WALL_PAGE_SIZE = 20;
/** Spec 2 s9: the wall-expert wall shows 30 a page. */
export const EXPERT_PAGE_SIZE = 30;

export type WallFilter = 'all' | 'following' | 'location' | 'friends' | 'my' | 'tagged';

/** The poster's location; its name is shown where spec 2 s6 allows. */
export type WallLocation = string | { id: number; name?: string | null } | null;

/** A shared tip or article a post points at (spec 2: postable). */
export interface SharedContent {
  type: string;
  id: number;
  title: string;
  summary: string | null;
  image: { url: string } | null;
}

export interface WallProfile extends Profile {
  location?: WallLocation;
}

export interface WallUser {
  id: number;
  profile: WallProfile;
  is_wall_expert?: boolean;
}

/** A wall post (depth 0) or a comment (depth > 0), as GET /api/posts serialises it for the viewer. */
export interface Post {
  id: number;
  content: string;
  user_id: number;
  user: WallUser;
  wallable_type: string;
  wallable_id: number;
  parent_post_id: number | null;
  depth: number;
  tagged_users: WallUser[];
  postable_type: string | null;
  postable_id: number | null;
  postable?: SharedContent | null;
  photo: { url: string } | null;
  likes_count: number;
  liked_by_me: boolean;
  like_id: number | null;
  reply_count: number;
  /** The latest comments, oldest first. */
  posts: Post[];
  created_at: string;
  is_flagged: boolean;
  flagged_by: number | null;
  can_delete: boolean;
  can_report: boolean;
  can_unreport: boolean;
  can_follow: boolean;
  is_following: boolean;
  show_location: boolean;
}

export interface Follow {
  /** The followed user's id. */
  id: number;
  profile: { full_name: string; image: { url: string } | null };
  user_id: number;
}

/** The part of a friendship (GET /friendships) the tag dialog reads. */
interface TaggablePerson {
  id: number;
  profile: { full_name: string; image: { url: string } | null };
}
interface TaggableFriendship {
  friender: TaggablePerson;
  friendee: TaggablePerson | null;
}

/** Which wall to list; every field is optional so `{}` is the promotion's whole wall. */
export interface WallQuery {
  filter?: WallFilter;
  follow?: number;
  search?: string;
  wallableType?: string;
  wallableId?: number;
  replyCount?: number;
  pageSize?: number;
  /** Expert wall: most liked first (server order). */
  sort?: 'popular';
}

export type PostsPage = Envelope<Post[], { total_records: number; page_size?: number }>;

export interface NewPost {
  content: string;
  wallable_id?: number;
  wallable_type?: string;
  parent_post_id?: number;
  depth?: number;
  tagged_users?: number[];
  photo?: { url: string } | null;
}

/** A promotion wall the expert wall's selector offers (GET /wall_expert/walls). */
export interface ExpertWallOption {
  id: number;
  program_name: string;
  subdomain: string;
}

export function wallSearchParams(query: WallQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.filter && query.filter !== 'all') params.set('filter', query.filter);
  if (query.follow !== undefined) params.set('follow', String(query.follow));
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.wallableType) params.set('wallable_type', query.wallableType);
  if (query.wallableId !== undefined) params.set('wallable_id', String(query.wallableId));
  if (query.replyCount !== undefined) params.set('reply_count', String(query.replyCount));
  if (query.sort) params.set('sort', query.sort);
  params.set('page_size', String(query.pageSize ?? WALL_PAGE_SIZE));
  params.set('page', String(page));
  return params.toString();
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Follows', 'Friendships'] });

/** The wall owns the 'Posts' tag (and the local 'Follows' tag). */
export const wallApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWallPosts: build.infiniteQuery<PostsPage, WallQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam, _allParams, query) =>
          lastPageParam * (query.pageSize ?? WALL_PAGE_SIZE) < lastPage.meta.total_records
            ? lastPageParam + 1
            : undefined,
      },
      query: ({ queryArg, pageParam }) => `/posts?${wallSearchParams(queryArg, pageParam)}`,
      providesTags: ['Posts'],
    }),
    /** Every comment of one post. */
    getComments: build.query<Post[], number>({
      query: (postId) => `/posts?wallable_type=Post&wallable_id=${postId}&page_size=0`,
      transformResponse: (body: Envelope<Post[]>) => body.data,
      providesTags: ['Posts'],
    }),
    getExpertWalls: build.query<ExpertWallOption[], void>({
      query: () => '/wall_expert/walls',
      transformResponse: (body: Envelope<ExpertWallOption[]>) => body.data,
    }),
    getPost: build.query<Post, number>({
      query: (id) => `/posts/${id}`,
      transformResponse: (body: Envelope<Post>) => body.data,
      providesTags: ['Posts'],
    }),
    createPost: build.mutation<Post, NewPost>({
      query: (body) => ({ url: '/posts', method: 'POST', body }),
      transformResponse: (body: Envelope<Post>) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : ['Posts']),
    }),
    setPostFlagged: build.mutation<Post, { id: number; is_flagged: boolean }>({
      query: ({ id, is_flagged }) => ({ url: `/posts/${id}`, method: 'PUT', body: { is_flagged } }),
      transformResponse: (body: Envelope<Post>) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : ['Posts']),
    }),
    deletePost: build.mutation<void, number>({
      query: (id) => ({ url: `/posts/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Posts']),
    }),
    removeTag: build.mutation<void, { postId: number; userId: number }>({
      query: ({ postId, userId }) => ({ url: `/posts/${postId}/tags/${userId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Posts']),
    }),
    like: build.mutation<void, number>({
      query: (postId) => ({
        url: '/likes',
        method: 'POST',
        body: { likeable_id: postId, likeable_type: 'Post' },
      }),
      invalidatesTags: ['Posts'],
    }),
    unlike: build.mutation<void, number>({
      query: (likeId) => ({ url: `/likes/${likeId}`, method: 'DELETE' }),
      invalidatesTags: ['Posts'],
    }),
    /**
     * The reader's friends as the tag dialog offers them (spec 2 s1 "tag friends"): the
     * accepted friendships, each turned into the other person.
     */
    getTaggableFriends: build.query<Follow[], number>({
      query: () => '/friendships?status=A&page_size=0',
      transformResponse: (body: Envelope<TaggableFriendship[]>, _meta, meId) =>
        body.data.map((friendship) => {
          const other =
            friendship.friender.id === meId ? friendship.friendee! : friendship.friender;
          return {
            id: other.id,
            profile: { full_name: other.profile.full_name, image: other.profile.image },
            user_id: meId,
          };
        }),
      providesTags: ['Friendships'],
    }),
    getFollows: build.query<Follow[], number>({
      query: (userId) => `/users/${userId}/follows`,
      transformResponse: (body: Envelope<Follow[]>) => body.data,
      providesTags: ['Follows'],
    }),
    follow: build.mutation<void, { userId: number; followeeId: number }>({
      query: ({ userId, followeeId }) => ({
        url: `/users/${userId}/follows`,
        method: 'POST',
        body: { followee_id: followeeId },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Follows', 'Posts']),
    }),
    unfollow: build.mutation<void, { userId: number; followeeId: number }>({
      query: ({ userId, followeeId }) => ({
        url: `/users/${userId}/follows/${followeeId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Follows', 'Posts']),
    }),
    /** POST /api/files/upload (multipart, field `file`); answers the stored file's url. */
    uploadPhoto: build.mutation<{ url: string }, File>({
      query: (file) => {
        const body = new FormData();
        // Text fields before the file, so the server knows the options when the file streams in.
        body.append('resize_to_fit', '1920x1080');
        body.append('file', file);
        return { url: '/files/upload', method: 'POST', body };
      },
      transformResponse: (body: Envelope<{ files: { url: string }[] }>) => body.data.files[0],
    }),
  }),
});

export const {
  useGetWallPostsInfiniteQuery,
  useGetCommentsQuery,
  useGetPostQuery,
  useGetExpertWallsQuery,
  useCreatePostMutation,
  useSetPostFlaggedMutation,
  useDeletePostMutation,
  useRemoveTagMutation,
  useLikeMutation,
  useUnlikeMutation,
  useGetFollowsQuery,
  useGetTaggableFriendsQuery,
  useFollowMutation,
  useUnfollowMutation,
  useUploadPhotoMutation,
} = wallApi;
