import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, StringColumn, TextColumn, UpdatedAt } from './columns';

export const REPORT_TYPES = ['Simple', 'SQL'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/**
 * Owner: services/admin. A saved report (spec 3 "Report"). A default report belongs to the
 * default promotion and was saved by a master there; any other is custom (`parent_id` names
 * the report it was saved from, when there was one).
 */
@Entity({ name: 'reports' })
@Index('ix_reports_promotion', ['promotion_id'])
export class Report {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @StringColumn()
  name!: string;

  @StringColumn(16, { default: 'Simple' })
  report_type!: ReportType;

  /** JSON array of report field ids. */
  @TextColumn()
  fields!: string;

  /** JSON array of {field, sign, value}. */
  @TextColumn()
  filters!: string;

  @TextColumn({ nullable: true })
  sql!: string | null;

  @IntColumn({ nullable: true })
  parent_id!: number | null;

  @BoolColumn({ default: true })
  is_custom!: boolean;

  @BoolColumn({ default: false })
  created_by_master!: boolean;

  @IntColumn()
  created_by!: number;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
