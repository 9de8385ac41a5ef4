import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { IntColumn, StringColumn } from './columns';

/** Owner: services/participant. Category of a promotion's activities (key and display). */
@Entity({ name: 'activity_categories' })
@Index('uq_activity_categories_promotion_key', ['promotion_id', 'key'], { unique: true })
export class ActivityCategory {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @StringColumn(64)
  key!: string;

  @StringColumn(128)
  display!: string;

  @IntColumn({ default: 1 })
  sequence!: number;
}
