import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** One row of the master's promotions list (GET /api/promotions). */
export interface PromotionSummary {
  id: number;
  name: string;
  subdomain: string;
  weeks: number;
  registration_starts_on: string | null;
  registration_ends_on: string | null;
  launch_on: string | null;
}

export const promotionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPromotions: build.query<PromotionSummary[], void>({
      // page_size=0: every promotion in one answer (the list is short and shown whole).
      query: () => ({ url: 'promotions', params: { page_size: 0 } }),
      transformResponse: (body: Envelope<PromotionSummary[]>) => body.data,
      providesTags: (rows = []) => [
        { type: 'Promotions', id: 'LIST' },
        ...rows.map(({ id }) => ({ type: 'Promotions' as const, id })),
      ],
    }),
  }),
});

export const { useListPromotionsQuery } = promotionsApi;
