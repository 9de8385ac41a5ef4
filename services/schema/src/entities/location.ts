import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, StringColumn, UpdatedAt } from './columns';

/**
 * Owner: services/admin. A promotion's locations form a tree: a top-level location
 * (`parent_id` null, level 1) with child locations below it (levels 2 and 3).
 */
@Entity({ name: 'locations' })
@Index('ix_locations_tree', ['promotion_id', 'parent_id'])
export class Location {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @StringColumn()
  name!: string;

  @IntColumn({ nullable: true })
  parent_id!: number | null;

  @IntColumn({ default: 1 })
  level!: number;

  /** Order among its siblings (POST /locations/reorder), smallest first. */
  @IntColumn({ default: 0 })
  sequence!: number;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
