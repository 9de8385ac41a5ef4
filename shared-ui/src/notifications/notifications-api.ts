import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import type { Envelope } from '../api/base-api';
import type { RootState } from '../store/root-reducer';

/** A notification of the signed-in user (spec 2 s3). `link` is the page it is about. */
export interface Notification {
  id: number;
  key: string;
  link: string;
  title: string;
  message: string;
  created_at: string;
  read: boolean;
  seen: boolean;
  cleared: boolean;
}

/** The newCoordinatorNotification event: a coordinator's message to the promotion's participants. */
export interface CoordinatorNotification {
  key: string;
  title: string;
  message: string;
  link: string;
  sender_id: number;
  recipients: number;
  created_at: string;
}

export interface NotificationCounts {
  unread_count: number;
  unseen_count: number;
}

export type NotificationsPage = Envelope<
  Notification[],
  NotificationCounts & { total_records: number }
>;

/** What the mark_as_* calls answer: how many changed and the caller's counts after the change. */
export type NotificationsUpdate = Envelope<{ updated: number }, Partial<NotificationCounts>>;

/** One id, several, or (mark_as_seen, mark_as_cleared) every notification of the caller. */
export type NotificationIds = number | number[] | 'all';

export const notificationIdsInclude = (ids: NotificationIds, id: number) =>
  ids === 'all' || (Array.isArray(ids) ? ids.includes(id) : ids === id);

type Dispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/**
 * Applies `recipe` to every cached notification list (the bell and the list page share one)
 * and returns the undo, so optimistic updates can take themselves back on failure.
 */
export function patchNotificationLists(
  dispatch: Dispatch,
  getState: () => unknown,
  recipe: (draft: NotificationsPage) => void,
): () => void {
  const args = notificationsApi.util.selectCachedArgsForQuery(
    getState() as RootState,
    'getNotifications',
  );
  const patches = args.map((arg) =>
    dispatch(notificationsApi.util.updateQueryData('getNotifications', arg, recipe)),
  );
  return () => patches.forEach((patch) => patch.undo());
}

/** Takes the server's counts after a mark_as_* call, where it sent them. */
export function applyNotificationCounts(
  draft: NotificationsPage,
  counts: Partial<NotificationCounts>,
) {
  if (typeof counts.unread_count === 'number') draft.meta.unread_count = counts.unread_count;
  if (typeof counts.unseen_count === 'number') draft.meta.unseen_count = counts.unseen_count;
}

/**
 * The notification calls the shell needs (header bell, toasts); the list page in mfe-social
 * adds mark_as_seen and mark_as_cleared next to itself. Owns the 'Notifications' tag.
 */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsPage, number>({
      query: (promotionId) => ({
        url: `promotions/${promotionId}/notifications`,
        params: { page_size: 0 },
      }),
      providesTags: ['Notifications'],
    }),
    markNotificationsRead: build.mutation<NotificationsUpdate, { ids: number | number[] }>({
      query: (body) => ({ url: 'notifications/mark_as_read', method: 'POST', body }),
      async onQueryStarted({ ids }, { dispatch, getState, queryFulfilled }) {
        const undo = patchNotificationLists(dispatch, getState, (draft) => {
          for (const notification of draft.data) {
            if (notification.read || !notificationIdsInclude(ids, notification.id)) continue;
            notification.read = true;
            draft.meta.unread_count = Math.max(0, draft.meta.unread_count - 1);
          }
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

export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
