import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, StringColumn, UpdatedAt } from './columns';

/** What an eligibility file is doing; spec 3 shows processing and canceled. */
export const ELIGIBILITY_FILE_STATUS = [
  'uploaded',
  'processing',
  'processed',
  'canceled',
  'failed',
] as const;
export type EligibilityFileStatus = (typeof ELIGIBILITY_FILE_STATUS)[number];

/**
 * Owner: services/admin (upload, actions) and services/worker (processing). An uploaded CSV of
 * eligibility rows; `run` names the current processing so a superseded job stops.
 */
@Entity({ name: 'eligibility_files' })
@Index('ix_eligibility_files_promotion', ['promotion_id', 'created_at'])
export class EligibilityFile {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @StringColumn(255)
  filename!: string;

  @StringColumn(16, { default: 'uploaded' })
  status!: EligibilityFileStatus;

  @IntColumn({ default: 0 })
  run!: number;

  @IntColumn({ default: 0 })
  total_rows!: number;

  @IntColumn({ default: 0 })
  rows_processed!: number;

  @IntColumn({ default: 0 })
  rows_failed!: number;

  @Column({ type: 'bigint', default: 0 })
  byte_size!: string;

  @IntColumn({ nullable: true })
  created_by!: number | null;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}

/** The file's bytes, in order, at most 256 KiB a chunk. */
@Entity({ name: 'eligibility_file_chunks' })
export class EligibilityFileChunk {
  @PrimaryColumn({ type: 'int' })
  file_id!: number;

  @PrimaryColumn({ type: 'int' })
  seq!: number;

  @Column({ type: 'mediumblob' })
  data!: Buffer;
}

/** A bad row of a file: its line number in the file and why it was left out. */
@Entity({ name: 'eligibility_file_errors' })
export class EligibilityFileError {
  @PrimaryColumn({ type: 'int' })
  file_id!: number;

  @PrimaryColumn({ type: 'int' })
  line!: number;

  @StringColumn(255)
  reason!: string;
}
