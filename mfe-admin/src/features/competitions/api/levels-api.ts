import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

export interface Level {
  id: number;
  name: string;
  sequence: number;
}

export type PointableType = 'Step' | 'Minute' | 'Behavior';

export interface PointThresholdInput {
  pointable_type: PointableType;
  pointable_id: number | null;
  value: number;
  value_label: string;
}

export interface PointThreshold extends PointThresholdInput {
  id: number;
}

const dataOf = <T>(response: Envelope<T>) => response.data;
const levels = (promotionId: number) => ({ type: 'Levels' as const, id: promotionId });
const thresholds = (promotionId: number) => ({ type: 'PointThresholds' as const, id: promotionId });

/**
 * Spec 3 s7 "Levels under a promotion: index (page_size 0), create, update, destroy, bulk save
 * (POST body levels). Point thresholds: index (page_size 0), create, update, destroy, show."
 */
export const levelsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLevels: build.query<Level[], number>({
      query: (promotionId) => ({
        url: `promotions/${promotionId}/levels`,
        params: { page_size: 0 },
      }),
      transformResponse: dataOf<Level[]>,
      providesTags: (_result, _error, promotionId) => [levels(promotionId)],
    }),
    createLevel: build.mutation<Level, { promotionId: number; name: string }>({
      query: ({ promotionId, name }) => ({
        url: `promotions/${promotionId}/levels`,
        method: 'POST',
        body: { name },
      }),
      transformResponse: dataOf<Level>,
      invalidatesTags: (_result, _error, { promotionId }) => [levels(promotionId)],
    }),
    saveLevels: build.mutation<
      Level[],
      { promotionId: number; levels: Array<{ id?: number; name: string }> }
    >({
      query: ({ promotionId, levels: body }) => ({
        url: `promotions/${promotionId}/levels/bulk`,
        method: 'POST',
        body: { levels: body },
      }),
      transformResponse: dataOf<Level[]>,
      invalidatesTags: (_result, _error, { promotionId }) => [levels(promotionId)],
    }),
    deleteLevel: build.mutation<{ id: number }, { promotionId: number; id: number }>({
      query: ({ promotionId, id }) => ({
        url: `promotions/${promotionId}/levels/${id}`,
        method: 'DELETE',
      }),
      transformResponse: dataOf<{ id: number }>,
      invalidatesTags: (_result, _error, { promotionId }) => [levels(promotionId)],
    }),
    getPointThresholds: build.query<PointThreshold[], number>({
      query: (promotionId) => ({
        url: `promotions/${promotionId}/point_thresholds`,
        params: { page_size: 0 },
      }),
      transformResponse: dataOf<PointThreshold[]>,
      providesTags: (_result, _error, promotionId) => [thresholds(promotionId)],
    }),
    getPointThreshold: build.query<PointThreshold, { promotionId: number; id: number }>({
      query: ({ promotionId, id }) => `promotions/${promotionId}/point_thresholds/${id}`,
      transformResponse: dataOf<PointThreshold>,
      providesTags: (_result, _error, { promotionId }) => [thresholds(promotionId)],
    }),
    savePointThreshold: build.mutation<
      PointThreshold,
      { promotionId: number; id?: number; body: PointThresholdInput }
    >({
      query: ({ promotionId, id, body }) => ({
        url: `promotions/${promotionId}/point_thresholds${id ? `/${id}` : ''}`,
        method: id ? 'PUT' : 'POST',
        body,
      }),
      transformResponse: dataOf<PointThreshold>,
      invalidatesTags: (_result, _error, { promotionId }) => [thresholds(promotionId)],
    }),
    deletePointThreshold: build.mutation<{ id: number }, { promotionId: number; id: number }>({
      query: ({ promotionId, id }) => ({
        url: `promotions/${promotionId}/point_thresholds/${id}`,
        method: 'DELETE',
      }),
      transformResponse: dataOf<{ id: number }>,
      invalidatesTags: (_result, _error, { promotionId }) => [thresholds(promotionId)],
    }),
  }),
});

export const {
  useGetLevelsQuery,
  useCreateLevelMutation,
  useSaveLevelsMutation,
  useDeleteLevelMutation,
  useGetPointThresholdsQuery,
  useGetPointThresholdQuery,
  useSavePointThresholdMutation,
  useDeletePointThresholdMutation,
} = levelsApi;
