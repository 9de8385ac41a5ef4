import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn } from './columns';

/** Owner: services/participant. An activity logged on an entry, with how it felt. */
@Entity({ name: 'entry_activities' })
@Index('uq_entry_activities_entry_activity', ['entry_id', 'activity_id'], { unique: true })
@Index('ix_entry_activities_activity', ['activity_id'])
export class EntryActivity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  entry_id!: number;

  @IntColumn()
  activity_id!: number;

  /** -1 sad, 0 neutral, positive happy. */
  @IntColumn({ default: 0 })
  feels_value!: number;

  /** point_value x multiplier of the activity when it was logged. */
  @IntColumn()
  point_value!: number;

  @CreatedAt()
  created_at!: Date;
}
