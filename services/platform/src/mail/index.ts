export {
  CUSTOM_EMAIL_JOB,
  EMAIL_JOB_OPTIONS,
  EMAIL_QUEUE,
  bullConnection,
  bullPrefix,
  createEmailQueue,
  customEmailJobId,
} from './queue';
export { delayUntil, enqueueCustomEmail, queueCustomEmail } from './custom-email';
export type { CustomEmailInput, CustomEmailJobData } from './custom-email';
export {
  isUnsubscribeToken,
  oneClickUnsubscribeUrl,
  unsubscribeToken,
  unsubscribeUrl,
} from './unsubscribe';
export { SUBSCRIPTION_FLAGS, SubscriptionSchema, subscriptionOf } from './subscription';
export type { Subscription, SubscriptionFlag } from './subscription';
export { DEFAULT_COLOUR, LINK_PLACEHOLDER, renderMessage, withLink } from './render';
export type { Branding, MessageContent, RenderedMessage } from './render';
