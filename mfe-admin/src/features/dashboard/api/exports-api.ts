import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** A location of the promotion, as the works zip buttons need it. */
export interface ExportLocation {
  id: number;
  name: string;
  level: number;
  parent_location_id: number | null;
}

/** The promotion's locations for the dashboard's works zip buttons (GET /promotions/{id}/locations). */
export const exportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listExportLocations: build.query<ExportLocation[], number>({
      query: (promotionId) => `promotions/${promotionId}/locations`,
      transformResponse: (body: Envelope<ExportLocation[]>) => body.data,
    }),
  }),
});

export const { useListExportLocationsQuery } = exportsApi;

/** The dashboard's export addresses (services/admin README "Reports and exports", "Works zip"). */
export const exportUrls = {
  entries: (promotionId: number) => `/api/promotions/${promotionId}/export/entries`,
  stats: (promotionId: number) => `/api/promotions/${promotionId}/export/stats`,
  works: (promotionId: number, locationId: number) =>
    `/api/promotions/${promotionId}/locations/${locationId}/works.zip`,
};
