import { baseApi, contentTag } from '@wellness/shared-ui';
import type { ContentItem, Envelope } from '@wellness/shared-ui';

export interface EopLocation {
  id: number;
  name: string;
  parent_id: number | null;
  level: number;
}

/** What a participant of the location sees, and whose item it is (null: the promotion's). */
export type EopPreview = Envelope<ContentItem | null, { location_id: number | null }>;

/**
 * The /promotion/{id}/eop screen's reads: the promotion's locations (to give one its own
 * message) and GET /promotions/{id}/eop?location_id (spec 3 s7) for the preview, refreshed
 * whenever the promotion's eop content changes.
 */
export const eopAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEopLocations: build.query<EopLocation[], number>({
      query: (promotionId) => `promotions/${promotionId}/locations`,
      transformResponse: (body: Envelope<EopLocation[]>) => body.data,
    }),
    getEopPreview: build.query<EopPreview, { promotionId: number; locationId: number | null }>({
      query: ({ promotionId, locationId }) => ({
        url: `promotions/${promotionId}/eop`,
        params: locationId ? { location_id: locationId } : undefined,
      }),
      providesTags: (_result, _error, { promotionId }) => [contentTag(promotionId, 'eop')],
    }),
  }),
});

export const { useGetEopLocationsQuery, useGetEopPreviewQuery } = eopAdminApi;
