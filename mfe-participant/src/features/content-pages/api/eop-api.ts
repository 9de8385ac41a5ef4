import { baseApi } from '@wellness/shared-ui';
import type { ContentItem, Envelope } from '@wellness/shared-ui';

export interface EopQuery {
  promotionId: number;
  /** The participant's location; the server falls back to its region, then the promotion. */
  locationId?: number | null;
}

/** The item shown and the location it belongs to (null: the promotion's own eop item). */
export type EopAnswer = Envelope<ContentItem | null, { location_id: number | null }>;

/** GET /promotions/{id}/eop?location_id (spec 3 s7). */
export const eopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEop: build.query<EopAnswer, EopQuery>({
      query: ({ promotionId, locationId }) => ({
        url: `promotions/${promotionId}/eop`,
        params: locationId ? { location_id: locationId } : undefined,
      }),
    }),
  }),
});

export const { useGetEopQuery } = eopApi;
