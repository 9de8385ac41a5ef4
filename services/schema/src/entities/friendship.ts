import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, StringColumn, UpdatedAt } from './columns';

/** Friendship statuses (spec 2 "Friendship"): pending, accepted, declined, moderator (no access). */
export const FRIENDSHIP_STATUS = {
  pending: 'P',
  accepted: 'A',
  declined: 'D',
  moderator: 'X',
} as const;
export type FriendshipStatus = (typeof FRIENDSHIP_STATUS)[keyof typeof FRIENDSHIP_STATUS];

/**
 * Owner: services/social (friends arrive with Social II); read by the friends leaderboard.
 * `friender_id` asked `friendee_id` (null while the invite went to `friend_email` only;
 * registration fills it: services/social README "Friends").
 * An accepted friendship counts for both people.
 */
@Entity({ name: 'friendships' })
@Index('ux_friendships_pair', ['friender_id', 'friendee_id'], { unique: true })
@Index('ix_friendships_friendee', ['friendee_id', 'status'])
@Index('ux_friendships_email', ['friender_id', 'friend_email'], { unique: true })
@Index('ix_friendships_email', ['promotion_id', 'friend_email'])
export class Friendship {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @IntColumn()
  friender_id!: number;

  @IntColumn({ nullable: true })
  friendee_id!: number | null;

  @StringColumn(255, { nullable: true })
  friend_email!: string | null;

  @StringColumn(1, { default: 'P' })
  status!: FriendshipStatus;

  @StringColumn(1000, { nullable: true })
  message!: string | null;

  /** The e-mail invite's link token: registering with it accepts the friendship. */
  @Index('ux_friendships_invite_token', { unique: true })
  @StringColumn(64, { nullable: true })
  invite_token!: string | null;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
