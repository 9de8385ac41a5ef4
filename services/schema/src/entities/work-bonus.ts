import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, DateColumn, IntColumn, UpdatedAt } from './columns';

/**
 * Owner: services/participant (services/participant README "Gift points"). A finished work's
 * bonus offered by `earned_by_id` to `target_user_id` (spec 2 s3 "target_work_bonus"):
 * `applied` null while waiting, true once accepted (the points count on the receiver's entry
 * of `decided_on`), false once declined (the giver keeps them). One per work; one per giver
 * and day (the daily limit).
 */
@Entity({ name: 'work_bonuses' })
@Index('ux_work_bonuses_giver_day', ['earned_by_id', 'offered_on'], { unique: true })
@Index('ix_work_bonuses_target', ['target_user_id', 'decided_on'])
export class WorkBonus {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @Index('ux_work_bonuses_work', { unique: true })
  @IntColumn()
  work_id!: number;

  @IntColumn()
  earned_by_id!: number;

  @IntColumn()
  target_user_id!: number;

  @IntColumn()
  points!: number;

  @Column({ type: 'boolean', nullable: true })
  applied!: boolean | null;

  @DateColumn()
  offered_on!: string;

  @DateColumn({ nullable: true })
  decided_on!: string | null;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
