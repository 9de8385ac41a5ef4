import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** One row of the users table (GET /api/promotions/{id}/users). */
export interface Participant {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  role: string;
  location_name: string | null;
  total_points: number;
  days_logged: number;
  last_logged_on: string | null;
  created_at: string;
  /** The caller may edit, impersonate and delete this user (services/admin README). */
  can_manage: boolean;
}

export const participantsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getParticipants: build.query<Participant[], number>({
      query: (promotionId) => ({
        url: `promotions/${promotionId}/users`,
        params: { page_size: 0 },
      }),
      transformResponse: (body: Envelope<Participant[]>) => body.data,
      providesTags: (_result, _error, promotionId) => [{ type: 'Participants', id: promotionId }],
    }),
    deleteParticipant: build.mutation<{ id: number }, { id: number; promotionId: number }>({
      query: ({ id }) => ({ url: `users/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { promotionId }) => [
        { type: 'Participants', id: promotionId },
        { type: 'Dashboard', id: promotionId },
        { type: 'Teams', id: promotionId },
        { type: 'FlaggedPosts', id: 'LIST' },
      ],
    }),
    impersonate: build.mutation<{ url: string }, number>({
      query: (id) => ({ url: 'users/impersonate', method: 'POST', body: { impersonate_id: id } }),
      transformResponse: (body: Envelope<{ url: string }>) => body.data,
    }),
  }),
});

export const { useGetParticipantsQuery, useDeleteParticipantMutation, useImpersonateMutation } =
  participantsApi;
