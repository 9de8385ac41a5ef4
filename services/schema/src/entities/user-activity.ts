import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, DateColumn, IntColumn, UpdatedAt } from './columns';

/**
 * Owner: services/participant. One participant's state of one activity: bookmarked
 * (is_active) and the trivia answer, whose points count on the entry of date_answered.
 */
@Entity({ name: 'user_activities' })
@Index('uq_user_activities_user_activity', ['user_id', 'activity_id'], { unique: true })
export class UserActivity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  user_id!: number;

  @IntColumn()
  activity_id!: number;

  /** Bookmarked: shown in the drawer. */
  @BoolColumn({ default: false })
  is_active!: boolean;

  /** The day whose entry received the trivia points. */
  @DateColumn({ nullable: true })
  date_answered!: string | null;

  /** Trivia points awarded (the promotion's trivia_points when answered). */
  @IntColumn({ default: 0 })
  point_value!: number;

  @BoolColumn({ default: false })
  answered_correctly!: boolean;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
