import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, StringColumn, TextColumn, UpdatedAt } from './columns';

/** Owner: services/participant. A healthy activity a participant can log. */
@Entity({ name: 'activities' })
@Index('ix_activities_promotion_week', ['promotion_id', 'week_available', 'sequence'])
export class Activity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @IntColumn()
  category_id!: number;

  @StringColumn()
  name!: string;

  @StringColumn(1024, { default: '' })
  blurb!: string;

  @TextColumn({ nullable: true })
  content!: string | null;

  @StringColumn(512, { nullable: true })
  image_url!: string | null;

  @IntColumn({ default: 1 })
  week_available!: number;

  @IntColumn({ default: 1 })
  sequence!: number;

  @BoolColumn({ default: false })
  is_one_time!: boolean;

  @Column({ type: 'decimal', precision: 5, scale: 2, default: '1.00' })
  multiplier!: string;

  @IntColumn({ nullable: true })
  parent_activity_id!: number | null;

  @IntColumn({ default: 10 })
  point_value!: number;

  @StringColumn(1024, { nullable: true })
  question!: string | null;

  /** JSON array of answer strings. */
  @TextColumn({ nullable: true })
  answers!: string | null;

  @StringColumn(512, { nullable: true })
  correct_answer!: string | null;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
