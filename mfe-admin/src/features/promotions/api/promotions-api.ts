import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** One row of the promotions list (GET /api/promotions). */
export interface PromotionSummary {
  id: number;
  name: string;
  subdomain: string;
  organization_id: number | null;
  organization_name: string | null;
  weeks: number;
  registration_starts_on: string | null;
  registration_ends_on: string | null;
  launch_on: string | null;
  is_parent: boolean;
  parent_promotion_id: number | null;
  is_launchpad: boolean;
}

/** A promotion as the editor reads it (spec 3 s3 "Promotion"; services/admin README). */
export interface Promotion extends Record<string, unknown> {
  id: number;
  name: string;
  subdomain: string;
  program_name: string;
  program_length: number;
  weeks: number;
  starts_on: string;
  ends_on: string;
  is_parent: boolean;
  parent_promotion_id: number | null;
  organization_id: number | null;
  organization_name: string | null;
  default_goal: number;
  disabled: boolean;
  site_url: string;
}

export interface PromotionFilter {
  org_id?: number;
  reseller_id?: number;
  is_parent?: boolean;
}

export const promotionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPromotions: build.query<PromotionSummary[], PromotionFilter | void>({
      // page_size=0: every promotion in one answer (the list is short and shown whole).
      query: (filter) => ({ url: 'promotions', params: { page_size: 0, ...(filter ?? {}) } }),
      transformResponse: (body: Envelope<PromotionSummary[]>) => body.data,
      providesTags: (rows = []) => [
        { type: 'Promotions', id: 'LIST' },
        ...rows.map(({ id }) => ({ type: 'Promotions' as const, id })),
      ],
    }),
    getPromotion: build.query<Promotion, number>({
      query: (id) => `promotions/${id}`,
      transformResponse: (body: Envelope<Promotion>) => body.data,
      providesTags: (_result, _error, id) => [{ type: 'Promotions', id }],
    }),
    savePromotion: build.mutation<Promotion, { id?: number; body: Record<string, unknown> }>({
      query: ({ id, body }) => ({
        url: id ? `promotions/${id}` : 'promotions',
        method: id ? 'PUT' : 'POST',
        body,
      }),
      transformResponse: (body: Envelope<Promotion>) => body.data,
      invalidatesTags: (result) => [
        { type: 'Promotions', id: 'LIST' },
        { type: 'Organizations', id: 'LIST' },
        ...(result ? [{ type: 'Promotions' as const, id: result.id }] : []),
      ],
    }),
    makeParent: build.mutation<Promotion, number>({
      query: (id) => ({ url: `promotions/${id}/make_parent`, method: 'POST', body: {} }),
      transformResponse: (body: Envelope<Promotion>) => body.data,
      invalidatesTags: (_result, _error, id) => [
        { type: 'Promotions', id: 'LIST' },
        { type: 'Promotions', id },
      ],
    }),
  }),
});

export const {
  useListPromotionsQuery,
  useGetPromotionQuery,
  useSavePromotionMutation,
  useMakeParentMutation,
} = promotionsApi;
