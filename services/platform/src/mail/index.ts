export {
  CUSTOM_EMAIL_JOB,
  EMAIL_JOB_OPTIONS,
  EMAIL_QUEUE,
  TEST_EMAIL_JOB,
  bullConnection,
  bullPrefix,
  createEmailQueue,
  customEmailJobId,
} from './queue';
export {
  delayUntil,
  enqueueCustomEmail,
  queueCustomEmail,
  rescheduleCustomEmail,
} from './custom-email';
export type { CustomEmailInput, CustomEmailJobData } from './custom-email';
export {
  EMAIL_PATTERN,
  EmailFiltersSchema,
  RECIPIENTS_BLANK,
  addressErrors,
  customEmailRecipients,
  distinctAddresses,
  filteredParticipants,
  invalidAddress,
  isEmailAddress,
  locationWithChildren,
  splitRecipientList,
} from './recipients';
export type { CustomEmailAudience, EmailFilters, ResolvedRecipient } from './recipients';
export {
  TEST_EMAIL_KEYS,
  TEST_EMAIL_LIMIT,
  TEST_EMAIL_MAX_RECIPIENTS,
  enqueueTestEmail,
  renderTestEmail,
} from './test-email';
export type { TestEmailContent, TestEmailJobData, TestEmailKey } from './test-email';
export { CONTACT_EMAIL_JOB, enqueueContactEmail, renderContactEmail } from './contact-email';
export type { ContactEmailJobData, ContactMessage } from './contact-email';
export {
  isUnsubscribeToken,
  oneClickUnsubscribeUrl,
  unsubscribeToken,
  unsubscribeUrl,
} from './unsubscribe';
export { SUBSCRIPTION_FLAGS, SubscriptionSchema, mayEmail, subscriptionOf } from './subscription';
export type { EmailKind, Subscription, SubscriptionFlag } from './subscription';
export {
  DEFAULT_COLOUR,
  LINK_PLACEHOLDER,
  brandColour,
  contentText,
  renderMessage,
  textOn,
  withLink,
} from './render';
export type { Branding, MessageContent, RenderedMessage } from './render';
export {
  CONTENT_EMAIL_JOB,
  DAILY_EMAIL_JOB,
  SHAREABLE_MODELS,
  queueContentEmail,
} from './content-email';
export type { ContentEmailJobData, ShareableModel } from './content-email';
export { PASSWORD_RESET_JOB, queuePasswordResetEmail } from './password-reset';
export type { PasswordResetJobData } from './password-reset';
export { WELCOME_EMAIL_JOB, WELCOME_EMAIL_KEY, queueWelcomeEmail } from './welcome-email';
export type { WelcomeEmailJobData } from './welcome-email';
export { TEAM_INVITE_EMAIL_JOB, queueTeamInviteEmail } from './team-invite-email';
export type { TeamInviteEmailJobData } from './team-invite-email';
export { FRIEND_INVITE_JOB, queueFriendInviteEmail } from './friend-invite';
export type { FriendInviteJobData } from './friend-invite';
export { FRIEND_EMAIL_JOB, queueFriendEmail } from './friend-email';
export type { FriendEmailJobData } from './friend-email';
