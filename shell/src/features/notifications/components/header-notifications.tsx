import { BadgePopup, NotificationToasts, isDashboardOnly } from '@wellness/shared-ui';
import type { User } from '@wellness/shared-ui';
import { NotificationBell } from './notification-bell';

/**
 * The bell, the live toasts and the badge popup for users who get notifications. Dashboard-only users (Master,
 * Reseller, Super Coordinator) get no header action items (spec 2 s6) and no notification calls.
 */
export function HeaderNotifications({ user }: { user: User }) {
  if (isDashboardOnly(user.role)) return null;
  return (
    <>
      <NotificationToasts />
      <BadgePopup />
      <NotificationBell />
    </>
  );
}
