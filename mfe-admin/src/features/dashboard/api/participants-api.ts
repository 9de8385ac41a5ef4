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

/** The most rows the users list answers in one call (services/platform MAX_PAGE_SIZE). */
const PAGE_SIZE = 100;

export const participantsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getParticipants: build.query<Participant[], number>({
      // The users list is paged (at most PAGE_SIZE rows a call, services/platform README
      // "Lists"); the table sorts and filters every row, so the pages are read in turn.
      async queryFn(promotionId, _api, _extra, baseQuery) {
        const rows: Participant[] = [];
        for (let page = 1; ; page += 1) {
          const result = await baseQuery({
            url: `promotions/${promotionId}/users`,
            params: { page_size: PAGE_SIZE, page },
          });
          if (result.error) return { error: result.error };
          const body = result.data as Envelope<Participant[], { total_records?: number }>;
          rows.push(...body.data);
          const total = body.meta.total_records ?? rows.length;
          if (body.data.length < PAGE_SIZE || rows.length >= total) return { data: rows };
        }
      },
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
    /** The link to open: the one-time cookie link, or the URL the SSO provider gave (`via`). */
    impersonate: build.mutation<{ url: string; via: 'cookie' | 'sso' }, number>({
      query: (id) => ({ url: 'users/impersonate', method: 'POST', body: { impersonate_id: id } }),
      transformResponse: (body: Envelope<{ url: string; via: 'cookie' | 'sso' }>) => body.data,
    }),
  }),
});

export const { useGetParticipantsQuery, useDeleteParticipantMutation, useImpersonateMutation } =
  participantsApi;
