import {
  applyNotificationCounts,
  baseApi,
  notificationIdsInclude,
  patchNotificationLists,
} from '@wellness/shared-ui';
import type { NotificationIds, NotificationsUpdate } from '@wellness/shared-ui';

/**
 * The list page's calls. Reading and mark_as_read live in shared-ui (the shell's bell and
 * toasts use them); these update the same cached list, optimistically where the user acts.
 */
export const notificationListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    markNotificationsSeen: build.mutation<NotificationsUpdate, { ids: 'all' | number[] }>({
      query: (body) => ({ url: 'notifications/mark_as_seen', method: 'POST', body }),
      async onQueryStarted({ ids }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return; // seen only feeds counts: nothing to show when it fails
        patchNotificationLists(dispatch, getState, (draft) => {
          draft.data.forEach((notification) => {
            if (notificationIdsInclude(ids, notification.id)) notification.seen = true;
          });
          applyNotificationCounts(draft, data.meta);
        });
      },
    }),
    markNotificationsCleared: build.mutation<NotificationsUpdate, { ids: NotificationIds }>({
      query: (body) => ({ url: 'notifications/mark_as_cleared', method: 'POST', body }),
      async onQueryStarted({ ids }, { dispatch, getState, queryFulfilled }) {
        const undo = patchNotificationLists(dispatch, getState, (draft) => {
          const cleared = draft.data.filter((n) => notificationIdsInclude(ids, n.id));
          const unread = cleared.filter((n) => !n.read).length;
          draft.data = draft.data.filter((n) => !notificationIdsInclude(ids, n.id));
          draft.meta.total_records = Math.max(0, draft.meta.total_records - cleared.length);
          draft.meta.unread_count = Math.max(0, draft.meta.unread_count - unread);
        });
        try {
          const { data } = await queryFulfilled;
          patchNotificationLists(dispatch, getState, (draft) =>
            applyNotificationCounts(draft, data.meta),
          );
        } catch {
          undo();
        }
      },
    }),
  }),
});

export const { useMarkNotificationsSeenMutation, useMarkNotificationsClearedMutation } =
  notificationListApi;
