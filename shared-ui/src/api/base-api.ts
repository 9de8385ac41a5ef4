import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { sessionExpired } from '../session/session-slice';

/** The header every state-changing request carries; the services refuse writes without it (CSRF). */
export const CLIENT_HEADER = 'X-Requested-With';
export const CLIENT_HEADER_VALUE = 'wellness';

/** Every success body from the services. */
export interface Envelope<T, M = Record<string, unknown>> {
  data: T;
  meta: M;
}

/** Every failure body from the services. */
export interface ErrorBody {
  errors: string[];
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'same-origin',
  prepareHeaders: (headers) => {
    headers.set(CLIENT_HEADER, CLIENT_HEADER_VALUE);
    return headers;
  },
});

/** Reads the first server message of a failed call, for toasts and banners. */
export function firstError(error: unknown, fallback = 'Oops, something went wrong'): string {
  const body = (error as { data?: Partial<ErrorBody> } | undefined)?.data;
  return body?.errors?.[0] ?? fallback;
}

/**
 * Endpoints whose 401 means "wrong credentials" or "already gone", not an expired session;
 * `unsubscribe` is public (an e-mail's link), so its refusal says nothing about the session.
 */
const SESSION_ENDPOINTS = new Set(['login', 'logout', 'unsubscribe']);

/** A 401 on any call removes the current user; the shell then goes to welcome. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401 && !SESSION_ENDPOINTS.has(api.endpoint)) {
    const errors = (result.error.data as Partial<ErrorBody> | undefined)?.errors;
    api.dispatch(sessionExpired({ errors: errors?.length ? errors : ['Log In Required'] }));
  }
  return result;
};

/**
 * The one RTK Query API of the portal. Remotes add endpoints with `baseApi.injectEndpoints`
 * next to the feature that uses them; nobody else calls `createApi`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Session',
    'SsoExtras',
    'Promotion',
    'Promotions',
    'Activities',
    'Entries',
    'Leaderboard',
    'Posts',
    'Notifications',
    'UserActivities',
    'ActivityAdmin',
    'Content',
    'Reports',
    'Dashboard',
    'Participants',
    'FlaggedPosts',
    'Teams',
    'Eligibility',
    'CustomEmails',
    'Works',
    'Badges',
    'Competitions',
    'Levels',
    'PointThresholds',
    'Collections',
    'Conversations',
    'Messages',
    'Organizations',
    'Resellers',
    'Evaluations',
    'CustomPrompts',
    'ProfileImages',
    'Questionnaire',
  ],
  endpoints: () => ({}),
});
