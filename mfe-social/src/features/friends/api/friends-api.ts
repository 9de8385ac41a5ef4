import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

export interface FriendPerson {
  id: number;
  profile: {
    first_name: string;
    last_name: string;
    full_name: string;
    image: { url: string } | null;
  };
}

/** Spec 2 s3 "Friendship" (P pending, A accepted, D declined). */
export interface Friendship {
  id: number;
  status: 'P' | 'A' | 'D' | 'X';
  friender_id: number;
  friendee_id: number | null;
  friend_email: string | null;
  message: string | null;
  friender: FriendPerson;
  friendee: FriendPerson | null;
  updated_at: string;
}

/** Spec 2 s3 "User search result": friend 3, outgoing 2, incoming 1, available 0. */
export interface PersonResult {
  id: number;
  email: string | null;
  full_name: string;
  profile: { first_name: string; last_name: string; image: { url: string } | null };
  friendStatus: { value: 0 | 1 | 2 | 3; friendship: Friendship | null };
}

export type FriendshipList = 'A' | 'received_requests' | 'sent_requests';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Friendships'] });

/** Spec 2 s7 "Friends": the lists, search, requests and their answers, e-mail invites. */
export const friendsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFriendships: build.query<Friendship[], FriendshipList>({
      query: (status) => `/friendships?status=${status}&page_size=0`,
      transformResponse: (body: Envelope<Friendship[]>) => body.data,
      providesTags: ['Friendships'],
    }),
    searchPeople: build.query<PersonResult[], string>({
      query: (text) => `/friends/search?query=${encodeURIComponent(text)}`,
      transformResponse: (body: Envelope<PersonResult[]>) => body.data,
      providesTags: ['Friendships'],
    }),
    requestFriend: build.mutation<Friendship[], { friendee_id: number; message?: string }>({
      query: (body) => ({ url: '/friendships', method: 'POST', body }),
      transformResponse: (body: Envelope<Friendship[]>) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : ['Friendships']),
    }),
    inviteByEmail: build.mutation<{ message: string }, { emails: string; message?: string }>({
      query: (body) => ({ url: '/emails/invite', method: 'POST', body }),
      transformResponse: (body: Envelope<{ message: string }>) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : ['Friendships']),
    }),
    updateFriendship: build.mutation<Friendship, { id: number; status: 'A' | 'D' | 'P' }>({
      query: ({ id, status }) => ({ url: `/friendships/${id}`, method: 'PUT', body: { status } }),
      transformResponse: (body: Envelope<Friendship>) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : ['Friendships', 'Leaderboard']),
    }),
    deleteFriendship: build.mutation<Friendship, number>({
      query: (id) => ({ url: `/friendships/${id}`, method: 'DELETE' }),
      transformResponse: (body: Envelope<Friendship>) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : ['Friendships', 'Leaderboard']),
    }),
  }),
});

export const {
  useGetFriendshipsQuery,
  useSearchPeopleQuery,
  useRequestFriendMutation,
  useInviteByEmailMutation,
  useUpdateFriendshipMutation,
  useDeleteFriendshipMutation,
} = friendsApi;
