import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** A user's e-mail subscription (spec 3 User.subscription); every sender honours it. */
export const SUBSCRIPTION_FLAGS = [
  'email_friend_requests',
  'email_wall_posts',
  'email_team',
  'email_daily',
  'email_unsubscribe_all',
] as const;
export type SubscriptionFlag = (typeof SUBSCRIPTION_FLAGS)[number];

export const SubscriptionSchema = Type.Object(
  {
    email_friend_requests: Type.Boolean(),
    email_wall_posts: Type.Boolean(),
    email_team: Type.Boolean(),
    email_daily: Type.Boolean(),
    email_unsubscribe_all: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type Subscription = Static<typeof SubscriptionSchema>;

/** The flags of a users row (tinyint or boolean columns). */
export const subscriptionOf = (row: Record<SubscriptionFlag, unknown>): Subscription =>
  Object.fromEntries(
    SUBSCRIPTION_FLAGS.map((flag) => [flag, Boolean(Number(row[flag]))]),
  ) as Subscription;

/** The kinds of e-mail a user may opt out of, by their flag (spec 3 User.subscription). */
export type EmailKind = 'friend_requests' | 'wall_posts' | 'team' | 'daily';

/**
 * Whether a user may be sent an e-mail of `kind`: never after unsubscribing from everything,
 * else as the kind's own flag says. Every sender of these e-mails asks this first.
 */
export const mayEmail = (subscription: Subscription, kind: EmailKind): boolean =>
  !subscription.email_unsubscribe_all && subscription[`email_${kind}`];
