import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import {
  BoolColumn,
  DateColumn,
  CreatedAt,
  IntColumn,
  NullableDatetimeColumn,
  StringColumn,
  UpdatedAt,
} from './columns';

/**
 * Owner: services/participant. A participant's painting (spec 1 Work): logging earns its
 * segments (`segments_available`, at most 20), the home page reveals them
 * (`segments_revealed`); `completed` once all 20 are earned, `user_completed` once the
 * participant has finished it (the final choices made). `current_user_id` holds the user's
 * id while the work is their current one and null afterwards: its unique index lets a user
 * have one current work only, whatever races.
 */
@Entity({ name: 'works' })
@Index('ux_works_current_user', ['current_user_id'], { unique: true })
@Index('ix_works_user', ['user_id', 'user_completed'])
export class Work {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @IntColumn()
  user_id!: number;

  @IntColumn({ nullable: true })
  current_user_id!: number | null;

  @IntColumn()
  style_id!: number;

  @IntColumn()
  style_image_id!: number;

  @IntColumn({ default: 0 })
  segments_available!: number;

  @IntColumn({ default: 0 })
  segments_revealed!: number;

  @BoolColumn({ default: false })
  completed!: boolean;

  @NullableDatetimeColumn()
  completed_at!: Date | null;

  @BoolColumn({ default: false })
  user_completed!: boolean;

  @NullableDatetimeColumn()
  user_completed_at!: Date | null;

  @BoolColumn({ default: false })
  free_reveal!: boolean;

  @BoolColumn({ default: false })
  made_final_gallery_choice!: boolean;

  /** The final gallery choice: show the finished work in the promotion's public gallery. */
  @BoolColumn({ default: false })
  public_gallery!: boolean;

  @BoolColumn({ default: false })
  made_final_bonus_choice!: boolean;

  /** The final bonus choice: 'keep' or 'share' (with the team or friends), null until made. */
  @StringColumn(16, { nullable: true })
  bonus_choice!: string | null;

  /** The points a kept bonus earned (0: none), counted on the entry of `bonus_on`. */
  @IntColumn({ default: 0 })
  bonus_points!: number;

  @DateColumn({ nullable: true })
  bonus_on!: string | null;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
