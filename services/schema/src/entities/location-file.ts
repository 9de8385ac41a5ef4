import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, StringColumn, UpdatedAt } from './columns';

/** What a locations file is doing. */
export const LOCATION_FILE_STATUS = ['processing', 'processed', 'failed'] as const;
export type LocationFileStatus = (typeof LOCATION_FILE_STATUS)[number];

/**
 * Owner: services/admin (upload) and services/worker (processing). An uploaded CSV of
 * locations (columns name, parent); the bad rows are kept as JSON `[{line, reason}]`.
 */
@Entity({ name: 'location_files' })
@Index('ix_location_files_promotion', ['promotion_id', 'created_at'])
export class LocationFile {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @StringColumn(255)
  filename!: string;

  @StringColumn(16, { default: 'processing' })
  status!: LocationFileStatus;

  @Column({ type: 'mediumtext' })
  content!: string;

  @IntColumn({ default: 0 })
  rows_processed!: number;

  @IntColumn({ default: 0 })
  rows_created!: number;

  @IntColumn({ default: 0 })
  rows_failed!: number;

  @Column({ type: 'text', nullable: true })
  errors!: string | null;

  @IntColumn({ nullable: true })
  created_by!: number | null;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
