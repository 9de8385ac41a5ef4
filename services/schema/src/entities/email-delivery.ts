import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, NullableDatetimeColumn, StringColumn, UpdatedAt } from './columns';

export const DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * Owner: services/worker. One row per (message, recipient): the worker claims it with a
 * conditional UPDATE before it talks SMTP and marks it sent after, so a retried job never
 * sends one recipient the same message twice (services/worker README).
 */
@Entity({ name: 'email_deliveries' })
@Index('ux_email_deliveries_message_recipient', ['message_id', 'recipient'], { unique: true })
@Index('ix_email_deliveries_state', ['message_id', 'state'])
export class EmailDelivery {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  /** What is sent, e.g. `custom_email:12`. */
  @StringColumn(64)
  message_id!: string;

  /** The address, lower-cased. */
  @StringColumn(191)
  recipient!: string;

  @IntColumn()
  promotion_id!: number;

  @StringColumn(16, { default: 'pending' })
  state!: DeliveryState;

  @IntColumn({ default: 0 })
  attempts!: number;

  @NullableDatetimeColumn()
  claimed_at!: Date | null;

  @NullableDatetimeColumn()
  sent_at!: Date | null;

  @StringColumn(1000, { nullable: true })
  error!: string | null;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
