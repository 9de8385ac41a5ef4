import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

export type BannerInviteKind = 'invited' | 'requested';

/** How many unresponded invitations (to the user) or requests (by the user) are open. */
export const teamBannerApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['UserTeamInvites'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getOpenTeamInviteCount: build.query<number, { userId: number; type: BannerInviteKind }>({
        query: ({ userId, type }) => ({
          url: `/users/${userId}/team_invites`,
          params: { type, status: 'unresponded', page_size: 0 },
        }),
        transformResponse: (body: Envelope<unknown[]>) => body.data.length,
        // The team screens' writes invalidate this tag too, so the banner follows them.
        providesTags: ['UserTeamInvites'],
      }),
      /** The first open programme evaluation the user has not completed, or null. */
      getBannerEvaluation: build.query<{ id: number; title: string } | null, number>({
        query: (promotionId) => `/promotions/${promotionId}/evaluations/pending`,
        transformResponse: (body: Envelope<{ id: number; title: string } | null>) =>
          body.data ? { id: body.data.id, title: body.data.title } : null,
        // The participant remote's evaluation submit invalidates it.
        providesTags: ['Evaluations'],
      }),
    }),
  });

export const { useGetOpenTeamInviteCountQuery, useGetBannerEvaluationQuery } = teamBannerApi;
