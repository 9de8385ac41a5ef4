import 'reflect-metadata';

export { loadConfig } from './config';
export type { Config, ConfigOverrides } from './config';
export { BackendUnreachableError, connectMysql, connectRedis } from './backends';
export {
  SERVICE_UNAVAILABLE,
  isBackendUnavailable,
  withTimeout,
  BackendTimeoutError,
} from './unavailable';
export { createServer, listen } from './server';
export { platform } from './platform';
export type { PlatformOptions } from './platform';
export { SESSION_COOKIE, SessionStore, sessionsEndedChannel } from './session';
export type { SessionRecord } from './session';
export { COORDINATOR_OR_ABOVE, DASHBOARD_ONLY, PARTICIPANT_ROLES } from './access';
export type { AccessPolicy } from './access';
export { canManagePromotion, managedPromotionIds } from './managed-promotions';
export { HttpError, notFound, unprocessable } from './errors';
export { HSTS, isLocalHost } from './local-host';
export {
  INCORRECT_PILOT_PASSWORD,
  PILOT_COOKIE,
  PILOT_COOKIE_SECONDS,
  PILOT_GATED_CATEGORIES,
  assertGuestMayEnter,
  grantPilotAccess,
  hasLaunched,
  hasPilotAccess,
  pilotAccessKey,
} from './pilot';
export {
  ACCOUNT_LOCKED,
  LOCKOUT_THRESHOLD,
  clearFailedLogins,
  recordFailedLogin,
  unlockAccount,
} from './lockout';
export type { AccountStores } from './lockout';
export {
  LIMIT_CLASSES,
  RequestLimits,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_REQUESTS,
  limitAttempts,
} from './rate-limit';
export type { AttemptResult, LimitClass, LimitedAction, RouteLimit } from './rate-limit';
export { eventsChannel, EventPublisher } from './events';
export {
  MAX_ALL_ROWS,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  containing,
  escapeLike,
  inList,
  isDeadlock,
  isDuplicateEntry,
  limitClause,
  pageOf,
  pageWindow,
  startingWith,
  transactionRetryingDeadlocks,
} from './sql';
export type { PageRequest } from './sql';
export type { AudienceKind, DomainEvent } from './events';
export {
  AllPageQuery,
  createdResponses,
  DateString,
  Envelope,
  ErrorsSchema,
  IdParam,
  MetaSchema,
  PageQuery,
  ok,
  responses,
} from './envelope';
export { CLIENT_HEADER, CLIENT_HEADER_VALUE } from './plugins/csrf';
export { emailQueuePlugin } from './plugins/email-queue';
export {
  BADGE_CHECK_JOB,
  BADGE_CHECK_OPTIONS,
  BADGE_EARNED_EVENT,
  BadgeCategorySchema,
  badgeEarnedPayload,
  badgeFields,
  badgesInEffect,
  queueBadgeCheck,
} from './badges';
export type { BadgeCheckJobData, BadgeRow } from './badges';
export { registrationState } from './registration-window';
export { SSO_EXTRA_DATA_TYPES, SSO_EXTRA_PATHS, claimValue, udfsFromClaims } from './sso-extras';
export type { SsoExtraDataType, SsoExtraRule } from './sso-extras';
export { joinFriendInvites } from './friend-invites';
export type { RegistrationState, RegistrationWindow } from './registration-window';
export { daysCounted, lastCountedDay, rankTeams, teamScore } from './team-scoring';
export type { MemberDay, ScoringWindow, TeamScore } from './team-scoring';
export {
  NOTIFICATION_COLUMNS,
  announceNotification,
  createNotification,
  insertNotification,
  notificationByKey,
  serializeNotification,
} from './notifications';
export type { NotificationInput, NotificationRow } from './notifications';
export { postWorkToGallery } from './gallery';
export { LOG_IN_REQUIRED, PROMOTION_DISABLED, mayUseDisabledPromotion } from './plugins/auth';
export type { SessionUser } from './plugins/auth';
export { DEFAULT_PROMOTION_ID, isDisabled, subdomainOf, tenancyChannel } from './plugins/tenancy';
export type { DeclaredRoute } from './plugins/route-policy';
export type { RequestPromotion } from './plugins/tenancy';
// E-mail jobs, unsubscribe links and subscription flags (src/mail/index.ts lists them).
export * from './mail/index';
// The organization's password rule (reset, settings, registration).
export * from './password/index';
// Eligibility rows' rule and the eligibility-file job (admin uploads, the worker imports).
export * from './eligibility/index';
// The location tree's rules (the admin's editor and the worker's locations CSV job).
export * from './locations/index';
export {
  ACTIVITY_LIST_MAX_AGE_MS,
  ActivityListCache,
  activitiesChanged,
  activitiesVersionKey,
  activityListBody,
  readActivitiesVersion,
} from './activity-lists';
export type { SerializedActivities } from './activity-lists';
// The leaderboards' sorted sets (src/leaderboards/index.ts lists them).
export * from './leaderboards/index';
// Competitions' phase and the promotion's current competition (teams contract).
export {
  competitionPhase,
  competitionWithPhase,
  currentCompetition,
  currentDate,
  withPhase,
} from './competitions';
export type { CompetitionDates, CurrentCompetition } from './competitions';
export { attachWaitingTeamInvites, userTeam } from './teams';
export type { UserTeam } from './teams';
// Conversation membership (social's messages routes and the realtime gateway's rooms).
export {
  CONVERSATION_MEMBER_SQL,
  CURRENT_TEAMS_SQL,
  IS_CONVERSATION_MEMBER_SQL,
} from './conversations';
