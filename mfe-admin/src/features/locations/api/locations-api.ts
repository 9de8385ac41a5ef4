import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

export interface LocationRow {
  id: number;
  promotion_id: number;
  name: string;
  parent_location_id: number | null;
  level: number;
  sequence: number;
}

export interface PromotionLabels {
  id: number;
  location_labels: string[];
  point_label: string;
  point_label_plural: string;
}

export type LabelsBody =
  | { id: number; location_labels: string }
  | { id: number; point_label: string; point_label_plural: string };

export interface LocationFile {
  id: number;
  filename: string;
  status: 'processing' | 'processed' | 'failed';
  rows_processed: number;
  rows_created: number;
  rows_failed: number;
  errors: Array<{ line: number; reason: string }>;
}

const dataOf = <T>(response: Envelope<T>) => response.data;

/**
 * Spec 1 "locations" calls: the tree in full (page_size 0), location create/update/delete,
 * POST reorder with the siblings' ids, the promotion's labels and the locations CSV upload.
 * Every write answers the new tree; the screens refetch after it.
 */
export const locationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLocations: build.query<LocationRow[], number>({
      query: (promotionId) => ({
        url: `promotions/${promotionId}/locations`,
        params: { page_size: 0 },
      }),
      transformResponse: dataOf<LocationRow[]>,
    }),
    createLocation: build.mutation<
      LocationRow[],
      { promotionId: number; name: string; parent_location_id: number | null }
    >({
      query: ({ promotionId, ...body }) => ({
        url: `promotions/${promotionId}/locations`,
        method: 'POST',
        body,
      }),
      transformResponse: dataOf<LocationRow[]>,
    }),
    updateLocation: build.mutation<
      LocationRow[],
      { promotionId: number; id: number; name?: string; parent_location_id?: number | null }
    >({
      query: ({ promotionId, id, ...body }) => ({
        url: `promotions/${promotionId}/locations/${id}`,
        method: 'PUT',
        body,
      }),
      transformResponse: dataOf<LocationRow[]>,
    }),
    deleteLocation: build.mutation<LocationRow[], { promotionId: number; id: number }>({
      query: ({ promotionId, id }) => ({
        url: `promotions/${promotionId}/locations/${id}`,
        method: 'DELETE',
      }),
      transformResponse: dataOf<LocationRow[]>,
    }),
    reorderLocations: build.mutation<LocationRow[], { promotionId: number; sequence: number[] }>({
      query: ({ promotionId, sequence }) => ({
        url: `promotions/${promotionId}/locations/reorder`,
        method: 'POST',
        body: { sequence },
      }),
      transformResponse: dataOf<LocationRow[]>,
    }),
    getLabels: build.query<PromotionLabels, number>({
      query: (promotionId) => `promotions/${promotionId}/labels`,
      transformResponse: dataOf<PromotionLabels>,
    }),
    saveLabels: build.mutation<PromotionLabels, LabelsBody>({
      query: (body) => ({ url: `promotions/${body.id}/labels`, method: 'PUT', body }),
      transformResponse: dataOf<PromotionLabels>,
    }),
    uploadLocations: build.mutation<LocationFile, { promotionId: number; file: File }>({
      query: ({ promotionId, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `promotions/${promotionId}/location_files`, method: 'POST', body };
      },
      transformResponse: dataOf<LocationFile>,
    }),
    getLocationFile: build.query<LocationFile, { promotionId: number; id: number }>({
      query: ({ promotionId, id }) => `promotions/${promotionId}/location_files/${id}`,
      transformResponse: dataOf<LocationFile>,
    }),
  }),
});

export const {
  useGetLocationsQuery,
  useCreateLocationMutation,
  useUpdateLocationMutation,
  useDeleteLocationMutation,
  useReorderLocationsMutation,
  useGetLabelsQuery,
  useSaveLabelsMutation,
  useUploadLocationsMutation,
  useGetLocationFileQuery,
} = locationsApi;
