import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** One row of a promotion's users table (GET /api/promotions/{id}/users). */
export interface PromotionUserRow {
  id: number;
  full_name: string;
  email: string;
  role: string;
  location_name: string | null;
  total_points: number;
  /** The caller may edit, impersonate and delete this user (services/admin README). */
  can_manage: boolean;
}

/** A user as the promotion's user form edits it (services/admin README "A promotion's users"). */
export interface PromotionUser {
  id: number;
  promotion_id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
}

export type PromotionUserInput = Omit<PromotionUser, 'id' | 'promotion_id'>;

/** A promotion of the Super Coordinator's organization, and whether they are given it. */
export interface AssignablePromotion {
  id: number;
  name: string;
  subdomain: string;
  assigned: boolean;
}

export interface UsersPageQuery {
  promotionId: number;
  page: number;
  pageSize: number;
  term: string;
}

const listTag = (promotionId: number) => ({ type: 'Participants' as const, id: promotionId });

export const promotionUsersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the table (the server pages and searches: a promotion may have thousands). */
    listPromotionUsers: build.query<{ rows: PromotionUserRow[]; total: number }, UsersPageQuery>({
      query: ({ promotionId, page, pageSize, term }) => ({
        url: `promotions/${promotionId}/users`,
        params: { page, page_size: pageSize, ...(term.trim() ? { term: term.trim() } : {}) },
      }),
      transformResponse: (body: Envelope<PromotionUserRow[], { total_records?: number }>) => ({
        rows: body.data,
        total: body.meta.total_records ?? body.data.length,
      }),
      providesTags: (_result, _error, { promotionId }) => [listTag(promotionId)],
    }),
    getPromotionUser: build.query<PromotionUser, { promotionId: number; id: number }>({
      query: ({ promotionId, id }) => `promotions/${promotionId}/users/${id}`,
      transformResponse: (body: Envelope<PromotionUser>) => body.data,
      providesTags: (_result, _error, { promotionId }) => [listTag(promotionId)],
    }),
    grantableRoles: build.query<string[], number>({
      query: (promotionId) => `promotions/${promotionId}/grantable_roles`,
      transformResponse: (body: Envelope<string[]>) => body.data,
    }),
    savePromotionUser: build.mutation<
      PromotionUser,
      { promotionId: number; id?: number; body: PromotionUserInput }
    >({
      query: ({ promotionId, id, body }) => ({
        url: `promotions/${promotionId}/users${id ? `/${id}` : ''}`,
        method: id ? 'PUT' : 'POST',
        body,
      }),
      transformResponse: (body: Envelope<PromotionUser>) => body.data,
      invalidatesTags: (_result, _error, { promotionId }) => [
        listTag(promotionId),
        { type: 'Dashboard', id: promotionId },
      ],
    }),
    deletePromotionUser: build.mutation<{ id: number }, { promotionId: number; id: number }>({
      query: ({ id }) => ({ url: `users/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { promotionId }) => [
        listTag(promotionId),
        { type: 'Dashboard', id: promotionId },
        { type: 'Teams', id: promotionId },
      ],
    }),
    superCoordinatorPromotions: build.query<
      AssignablePromotion[],
      { promotionId: number; id: number }
    >({
      query: ({ promotionId, id }) =>
        `promotions/${promotionId}/users/${id}/super_coordinator_promotions`,
      transformResponse: (body: Envelope<AssignablePromotion[]>) => body.data,
      providesTags: (_result, _error, { id }) => [{ type: 'Promotions', id: `super-${id}` }],
    }),
    assignSuperCoordinatorPromotions: build.mutation<
      AssignablePromotion[],
      { promotionId: number; id: number; promotionIds: number[] }
    >({
      query: ({ promotionId, id, promotionIds }) => ({
        url: `promotions/${promotionId}/users/${id}/super_coordinator_promotions`,
        method: 'PUT',
        body: { promotion_ids: promotionIds },
      }),
      transformResponse: (body: Envelope<AssignablePromotion[]>) => body.data,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Promotions', id: `super-${id}` }],
    }),
  }),
});

export const {
  useListPromotionUsersQuery,
  useGetPromotionUserQuery,
  useGrantableRolesQuery,
  useSavePromotionUserMutation,
  useDeletePromotionUserMutation,
  useSuperCoordinatorPromotionsQuery,
  useAssignSuperCoordinatorPromotionsMutation,
} = promotionUsersApi;
