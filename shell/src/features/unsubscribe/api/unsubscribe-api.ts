import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** POST /api/unsubscribe (spec 2 "Unsubscribe": email, promotion_id; token from the e-mail's link). */
export interface UnsubscribeRequest {
  email: string;
  promotion_id: number;
  /** Absent from legacy links (/unsubscribe/{email}); the server decides whether it needs one. */
  token?: string;
}

export interface UnsubscribeResult {
  email: string;
  unsubscribed: boolean;
}

/** Public: a signed-out visitor follows the link. The endpoint's name keeps its 401 off the session. */
export const unsubscribeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    unsubscribe: build.mutation<UnsubscribeResult, UnsubscribeRequest>({
      query: (body) => ({ url: 'unsubscribe', method: 'POST', body }),
      transformResponse: (body: Envelope<UnsubscribeResult>) => body.data,
      // The signed-in user's subscription (GET /users/me) may have changed.
      invalidatesTags: (_result, error) => (error ? [] : ['Session']),
    }),
  }),
});

export const { useUnsubscribeMutation } = unsubscribeApi;
