import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, StringColumn, UpdatedAt } from './columns';

/** Owner: services/admin. Spec 3 s3 Level: a named level of a promotion, in `sequence` order. */
@Entity({ name: 'levels' })
@Index('ix_levels_promotion', ['promotion_id', 'sequence'])
export class Level {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @StringColumn()
  name!: string;

  @IntColumn({ default: 0 })
  sequence!: number;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
