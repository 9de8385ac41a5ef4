import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import {
  CreatedAt,
  IntColumn,
  NullableDatetimeColumn,
  StringColumn,
  TextColumn,
  UpdatedAt,
} from './columns';

export const CUSTOM_EMAIL_STATUS = ['pending', 'sending', 'sent', 'failed'] as const;
export type CustomEmailStatus = (typeof CUSTOM_EMAIL_STATUS)[number];

/**
 * Owner: services/admin writes it (queueCustomEmail in the platform); services/worker moves its
 * status and counts while sending. Spec 3 "Custom email". `send_at` null or past: sent at once.
 */
@Entity({ name: 'custom_emails' })
@Index('ix_custom_emails_promotion', ['promotion_id', 'status'])
@Index('ix_custom_emails_unsent', ['status', 'send_at'])
export class CustomEmail {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @StringColumn()
  subject!: string;

  @Column({ type: 'mediumtext' })
  body!: string;

  /** JSON array of user ids picked by the coordinator (null: none). */
  @TextColumn({ nullable: true })
  recipients!: string | null;

  /** JSON array of pasted e-mail addresses (spec 3 one_time_recipients). */
  @Column({ type: 'mediumtext', nullable: true })
  one_time_recipients!: string | null;

  /** JSON object of user filters (spec 3 filters), resolved when the e-mail is sent. */
  @TextColumn({ nullable: true })
  filters!: string | null;

  @StringColumn(16, { default: 'email' })
  delivery_method!: string;

  @NullableDatetimeColumn()
  send_at!: Date | null;

  @StringColumn(16, { default: 'pending' })
  status!: CustomEmailStatus;

  @IntColumn({ default: 0 })
  total_count!: number;

  @IntColumn({ default: 0 })
  sent_count!: number;

  @IntColumn({ default: 0 })
  failed_count!: number;

  @IntColumn({ default: 0 })
  skipped_count!: number;

  @NullableDatetimeColumn()
  sent_at!: Date | null;

  @IntColumn({ nullable: true })
  created_by!: number | null;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
