import { baseApi } from '../api/base-api';
import type { Envelope } from '../api/base-api';
import type { Promotion, User } from './types';

export interface LoginRequest {
  email: string;
  password: string;
  stay_logged_in: boolean;
}

export interface LogoutResult {
  sso_redirect?: string;
}

/** Session calls every app needs: who is signed in, which promotion this host serves, login, logout. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<User, void>({
      query: () => 'users/me',
      transformResponse: (body: Envelope<User>) => body.data,
      providesTags: ['Session'],
    }),
    getCurrentPromotion: build.query<Promotion, void>({
      query: () => 'promotions/current',
      transformResponse: (body: Envelope<Promotion>) => body.data,
      providesTags: ['Promotion'],
    }),
    login: build.mutation<User, LoginRequest>({
      query: (body) => ({ url: 'authenticate', method: 'POST', body }),
      transformResponse: (body: Envelope<User>) => body.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: null }));
        if (user) dispatch(sessionApi.util.upsertQueryData('getMe', undefined, user));
      },
    }),
    /** An SSO user's logout answers where to go next: the organization's `sso_redirect`. */
    logout: build.mutation<LogoutResult, void>({
      query: () => ({ url: 'authenticate', method: 'DELETE' }),
      transformResponse: (body: Envelope<null, LogoutResult> | undefined) => body?.meta ?? {},
    }),
    /** PUT /users/me/flags/{flag}: the answer is the user, which replaces the cached one. */
    setUserFlag: build.mutation<User, { flag: string; value: boolean }>({
      query: ({ flag, value }) => ({
        url: `users/me/flags/${flag}`,
        method: 'PUT',
        body: { value },
      }),
      transformResponse: (body: Envelope<User>) => body.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: null }));
        if (user) dispatch(sessionApi.util.upsertQueryData('getMe', undefined, user));
      },
    }),
  }),
});

export const {
  useGetMeQuery,
  useGetCurrentPromotionQuery,
  useLoginMutation,
  useLogoutMutation,
  useSetUserFlagMutation,
} = sessionApi;
