import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';
import type { ActivityCategory, ActivityInput, AdminActivity } from './types';

/**
 * Activity administration owns 'ActivityAdmin'. A saved or deleted activity also changes what
 * participants log, so it invalidates logging's 'Activities' too.
 */
const afterChange = (_result: unknown, error: unknown) =>
  error ? [] : (['ActivityAdmin', 'Activities'] as const);

export const activityAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminActivities: build.query<AdminActivity[], number>({
      query: (promotionId) => `/promotions/${promotionId}/activities?page_size=0`,
      transformResponse: (body: Envelope<AdminActivity[]>) => body.data,
      providesTags: ['ActivityAdmin'],
    }),
    getActivityCategories: build.query<ActivityCategory[], number>({
      query: (promotionId) => `/promotions/${promotionId}/activities/categories`,
      transformResponse: (body: Envelope<ActivityCategory[]>) =>
        [...body.data].sort((a, b) => a.sequence - b.sequence),
    }),
    getActivityMultipliers: build.query<number[], number>({
      query: (promotionId) => `/promotions/${promotionId}/activities/multipliers`,
      transformResponse: (body: Envelope<number[]>) => body.data,
    }),
    createActivity: build.mutation<AdminActivity, { promotionId: number; body: ActivityInput }>({
      query: ({ promotionId, body }) => ({
        url: `/promotions/${promotionId}/activities`,
        method: 'POST',
        body,
      }),
      transformResponse: (body: Envelope<AdminActivity>) => body.data,
      invalidatesTags: afterChange,
    }),
    updateActivity: build.mutation<
      AdminActivity,
      { promotionId: number; id: number; body: ActivityInput }
    >({
      query: ({ promotionId, id, body }) => ({
        url: `/promotions/${promotionId}/activities/${id}`,
        method: 'PUT',
        body,
      }),
      transformResponse: (body: Envelope<AdminActivity>) => body.data,
      invalidatesTags: afterChange,
    }),
    deleteActivity: build.mutation<null, { promotionId: number; id: number }>({
      query: ({ promotionId, id }) => ({
        url: `/promotions/${promotionId}/activities/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: afterChange,
    }),
  }),
});

export const {
  useGetAdminActivitiesQuery,
  useGetActivityCategoriesQuery,
  useGetActivityMultipliersQuery,
  useCreateActivityMutation,
  useUpdateActivityMutation,
  useDeleteActivityMutation,
} = activityAdminApi;
