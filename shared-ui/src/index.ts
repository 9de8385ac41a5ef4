// The public surface of @wellness/shared-ui: one shared singleton across the shell and remotes.
export { baseApi, firstError, CLIENT_HEADER, CLIENT_HEADER_VALUE } from './api/base-api';
export type { Envelope, ErrorBody } from './api/base-api';

export { rootReducer } from './store/root-reducer';
export type { RootState, LazyLoadedSlices } from './store/root-reducer';
export { makeStore } from './store/make-store';
export type { AppStore, AppDispatch } from './store/make-store';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';

export {
  sessionSlice,
  sessionExpired,
  sessionRestored,
  selectSessionExpired,
} from './session/session-slice';
export type { SessionState } from './session/session-slice';
export {
  sessionApi,
  useGetMeQuery,
  useGetCurrentPromotionQuery,
  useLoginMutation,
  useLogoutMutation,
  useSetUserFlagMutation,
} from './session/session-api';
export type { LoginRequest, LogoutResult } from './session/session-api';
export { ROLES } from './session/types';
export type {
  Role,
  User,
  Promotion,
  PasswordPolicy,
  Profile,
  ImageRef,
  Subscription,
  CurrentCompetition,
} from './session/types';
export {
  isDashboardOnly,
  isParticipant,
  isPoster,
  isMaster,
  isCoordinatorOrAbove,
} from './session/roles';
export { pickableLocations, picksTopLevel } from './session/location-pick';
export type { PickerLocation } from './session/location-pick';

export {
  RECONNECTION_DELAY_MS,
  connectRealtime,
  disconnectRealtime,
  joinRealtimeRoom,
  joinTeamRoom,
  leaveRealtimeRoom,
} from './realtime/realtime-client';
export { useGetConversationSummaryQuery } from './messages/conversation-summary-api';
export type { ConversationSummary } from './messages/conversation-summary-api';
export { useConversationsLive, useUnreadMessages } from './messages/use-conversations-live';
export type { ConversationAlert } from './messages/use-conversations-live';
export type { RealtimeOptions } from './realtime/realtime-client';
export { useRealtimeEvent } from './realtime/use-realtime-event';

export { theme } from './theme/theme';
export { AppProviders } from './components/app-providers';
export type { AppProvidersProps } from './components/app-providers';
export { RetryPanel } from './components/retry-panel';
export type { RetryPanelProps } from './components/retry-panel';
export { PageTitle } from './components/page-title';
export type { PageTitleProps } from './components/page-title';
export { EmptyState } from './components/empty-state';
export type { EmptyStateProps } from './components/empty-state';
export { LoadingBlock } from './components/loading-block';
export { DeviceList, DEVICES_NOT_LIVE, NO_DEVICES } from './devices/device-list';
export type { DeviceListProps } from './devices/device-list';
export { devicesApi, useGetDevicesQuery, useSaveDeviceStateMutation } from './devices/devices-api';
export type { DeviceState } from './devices/devices-api';
export { TableScroll } from './components/table-scroll';
export type { TableScrollProps } from './components/table-scroll';
export type { LoadingBlockProps } from './components/loading-block';

export {
  notificationsApi,
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  patchNotificationLists,
  applyNotificationCounts,
  notificationIdsInclude,
} from './notifications/notifications-api';
export type {
  CoordinatorNotification,
  Notification,
  NotificationCounts,
  NotificationIds,
  NotificationsPage,
  NotificationsUpdate,
} from './notifications/notifications-api';
export { useNotifications } from './notifications/use-notifications';
export { NotificationToasts, APPLICATION_TOAST_MS } from './notifications/notification-toasts';
export { notificationPath } from './notifications/notification-link';
export { BadgePopup, BADGES_PATH } from './badges/badge-popup';
export type { EarnedBadge } from './badges/badge-popup';

export { downloadCsv, saveBlob } from './export/download-csv';
export type { CsvCell } from './export/download-csv';

export { contentApi, contentTag, useGetContentQuery } from './content/content-api';
export type { ContentItem, ContentQuery } from './content/content-api';
export { useContent } from './content/use-content';
export type { ContentState } from './content/use-content';
export { loadContentRenderer, useContentHtml } from './content/use-content-html';
export { ContentBlock, CONTENT_PLACEHOLDER } from './content/content-block';
export type { ContentBlockProps } from './content/content-block';
export { ContentList } from './content/content-list';
export type { ContentListProps } from './content/content-list';
export { ContentView } from './content/content-view';
export {
  CONSENT_COOKIE,
  CONSENT_DAYS,
  readConsent,
  useAnalyticsConsent,
  writeConsent,
} from './consent/analytics-consent';
export type { AnalyticsConsent, ConsentState } from './consent/analytics-consent';
export { AnalyticsConsentToggle } from './consent/analytics-toggle';
export { pathBefore, recordPath, useRecordPaths } from './navigation/previous-path';
export type { ContentViewProps } from './content/content-view';

export { useDelayedFlag, SAVING_INDICATOR_DELAY_MS } from './hooks/use-delayed-flag';
export { usePasswordChecks } from './hooks/use-password-checks';
export {
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_CHECK_DELAY_MS,
  PASSWORD_REQUIRED,
  RETYPE_CHECK_MIN_LENGTH,
  passwordRuleProblem,
} from './session/password-rule';
export { UnsavedChangesDialog, UNSAVED_CHANGES_TEXT } from './components/unsaved-changes-dialog';
export { ConfirmDialog } from './components/confirm-dialog';
export type { ConfirmDialogProps } from './components/confirm-dialog';
export { RouteTabs } from './components/route-tabs';
export type { RouteTab, RouteTabsProps } from './components/route-tabs';
