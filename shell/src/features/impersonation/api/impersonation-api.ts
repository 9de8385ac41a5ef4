import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

export interface Impersonation {
  impersonator: { id: number; full_name: string };
}

/** services/admin's impersonation state of the current session (README "Impersonation"). */
export const impersonationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getImpersonation: build.query<Impersonation | null, void>({
      query: () => 'impersonation',
      transformResponse: (body: Envelope<Impersonation | null>) => body.data,
      providesTags: ['Session'],
    }),
    /** The token travels in the body, never in a URL a server would log. */
    redeemImpersonation: build.mutation<null, string>({
      query: (token) => ({ url: 'impersonation', method: 'POST', body: { token } }),
      transformResponse: (body: Envelope<null>) => body.data,
    }),
    endImpersonation: build.mutation<{ resumed: boolean }, void>({
      query: () => ({ url: 'impersonation/end', method: 'POST', body: {} }),
      transformResponse: (body: Envelope<{ resumed: boolean }>) => body.data,
    }),
  }),
});

export const {
  useGetImpersonationQuery,
  useRedeemImpersonationMutation,
  useEndImpersonationMutation,
} = impersonationApi;
