import { skipToken } from '@reduxjs/toolkit/query/react';
import { useRealtimeEvent } from '../realtime/use-realtime-event';
import { useGetMeQuery } from '../session/session-api';
import { useGetNotificationsQuery } from './notifications-api';

/**
 * The signed-in user's notifications (all of them: page_size 0), refetched whenever one is
 * published to them. The header bell and the list page read the same cache entry.
 */
export function useNotifications() {
  const { data: user } = useGetMeQuery();
  const promotionId = user?.promotion_id;
  const result = useGetNotificationsQuery(promotionId ?? skipToken);
  // The server replaces a notification with the same key and counts it as new: refetch, don't merge.
  useRealtimeEvent('notificationPublished', () => {
    if (promotionId !== undefined) void result.refetch();
  });
  // A coordinator's notification reaches everyone through the promotion's channel.
  useRealtimeEvent('newCoordinatorNotification', () => {
    if (promotionId !== undefined) void result.refetch();
  });
  return result;
}
