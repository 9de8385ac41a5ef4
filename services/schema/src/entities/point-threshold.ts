import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, StringColumn, UpdatedAt } from './columns';

/** Spec 3 s9 "Point threshold types: Step, Minute, Behavior." */
export const POINTABLE_TYPES = ['Step', 'Minute', 'Behavior'] as const;
export type PointableType = (typeof POINTABLE_TYPES)[number];

/**
 * Owner: services/admin. Spec 3 s3 Point threshold: how many steps, minutes or (for a
 * Behavior, `pointable_id` naming it) times earn points, with the label shown for the value.
 */
@Entity({ name: 'point_thresholds' })
@Index('ix_point_thresholds_promotion', ['promotion_id', 'pointable_type'])
export class PointThreshold {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @StringColumn(16)
  pointable_type!: PointableType;

  @IntColumn({ nullable: true })
  pointable_id!: number | null;

  @IntColumn()
  value!: number;

  @StringColumn()
  value_label!: string;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
