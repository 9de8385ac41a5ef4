import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/**
 * Spec 3 s7 "Pilot password": POST /promotions/{id}/authenticate; the server sets the 1-day
 * pilotPassword cookie, so the promotion (pilot_access) and the welcome content are read again.
 */
export const welcomeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    enterPilotPassword: build.mutation<
      { message: string },
      { promotionId: number; password: string }
    >({
      query: ({ promotionId, password }) => ({
        url: `promotions/${promotionId}/authenticate`,
        method: 'POST',
        body: { password },
      }),
      transformResponse: (body: Envelope<{ message: string }>) => body.data,
      invalidatesTags: ['Promotion', 'Content'],
    }),
  }),
});

export const { useEnterPilotPasswordMutation } = welcomeApi;
