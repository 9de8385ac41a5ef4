import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, DateColumn, IntColumn, StringColumn, UpdatedAt } from './columns';

/**
 * Owner: services/admin. Spec 3 s3 Behavior: a behaviour of a competition (behaviorable
 * Competition, its id) or one of the promotion's default behaviours (`is_default`, no
 * competition), which the editor offers for every competition. The API calls the flag
 * `default` as the spec does.
 */
@Entity({ name: 'behaviors' })
@Index('ix_behaviors_promotion', ['promotion_id', 'behaviorable_type', 'behaviorable_id'])
export class Behavior {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @StringColumn()
  name!: string;

  @DateColumn({ nullable: true })
  start!: string | null;

  @DateColumn({ nullable: true })
  end!: string | null;

  @IntColumn({ default: 0 })
  sequence!: number;

  @BoolColumn({ default: false })
  is_default!: boolean;

  @StringColumn(32, { default: 'Competition' })
  behaviorable_type!: string;

  @IntColumn({ nullable: true })
  behaviorable_id!: number | null;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
