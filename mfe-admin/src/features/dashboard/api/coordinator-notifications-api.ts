import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

export interface SentNotification {
  key: string;
  title: string;
  message: string;
  recipients: number;
}

/** POST /api/promotions/{id}/notifications: a coordinator's notification to the participants. */
export const coordinatorNotificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendNotification: build.mutation<
      SentNotification,
      { promotionId: number; title: string; message: string }
    >({
      query: ({ promotionId, ...body }) => ({
        url: `/promotions/${promotionId}/notifications`,
        method: 'POST',
        body,
      }),
      transformResponse: (body: Envelope<SentNotification>) => body.data,
    }),
  }),
});

export const { useSendNotificationMutation } = coordinatorNotificationsApi;
