import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** Spec 3 s7 "Account": POST /users/verify_password_reset answers allow and email. */
export interface ResetVerification {
  allow: boolean;
  email: string | null;
}

/** Public calls of a signed-out visitor (services/participant README "Password reset"). */
export const passwordResetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<null, { email: string }>({
      query: (body) => ({ url: 'users/forgot', method: 'POST', body }),
      transformResponse: (body: Envelope<null>) => body.data,
    }),
    verifyPasswordReset: build.mutation<ResetVerification, { thing: string }>({
      query: (body) => ({ url: 'users/verify_password_reset', method: 'POST', body }),
      transformResponse: (body: Envelope<ResetVerification>) => body.data,
    }),
    resetPassword: build.mutation<null, { thing: string; password: string }>({
      query: (body) => ({ url: 'users/password_reset', method: 'PUT', body }),
      transformResponse: (body: Envelope<null>) => body.data,
    }),
  }),
});

export const {
  useForgotPasswordMutation,
  useVerifyPasswordResetMutation,
  useResetPasswordMutation,
} = passwordResetApi;
