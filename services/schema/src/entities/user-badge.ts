import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn } from './columns';

/**
 * Owner: services/worker (the badge-check job) and services/admin (custom awards). A badge a
 * user has earned. `badge_id` is the badge's root: the default badge for a promotion's edit of
 * one, so editing or resetting a badge keeps who earned it. The unique key makes each badge
 * earned exactly once, whatever the races (INSERT IGNORE).
 */
@Entity({ name: 'user_badges' })
@Index('ux_user_badges_user_badge', ['user_id', 'badge_id'], { unique: true })
@Index('ix_user_badges_badge', ['badge_id'])
export class UserBadge {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  user_id!: number;

  @IntColumn()
  badge_id!: number;

  @CreatedAt()
  earned_on!: Date;
}
