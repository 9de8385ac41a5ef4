import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, DateColumn, IntColumn, TextColumn, UpdatedAt } from './columns';

/** Owner: services/participant. One participant's record of one day. */
@Entity({ name: 'entries' })
@Index('uq_entries_user_day', ['user_id', 'recorded_on'], { unique: true })
export class Entry {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @IntColumn()
  user_id!: number;

  @DateColumn()
  recorded_on!: string;

  @TextColumn({ nullable: true })
  notes!: string | null;

  /** Computed by the server from the entry's activities; never accepted from a client. */
  @IntColumn({ default: 0 })
  total_points!: number;

  @BoolColumn({ default: false })
  locked!: boolean;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
