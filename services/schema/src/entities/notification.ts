import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, StringColumn, TextColumn, UpdatedAt } from './columns';

/**
 * Owner: services/social. One notification of a user; the key encodes its type (spec 2 s3)
 * and is unique per user: publishing the same key again replaces it and counts as new.
 */
@Entity({ name: 'notifications' })
@Index('ux_notifications_user_key', ['user_id', 'key'], { unique: true })
@Index('ix_notifications_list', ['user_id', 'promotion_id', 'created_at'])
export class Notification {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @IntColumn()
  user_id!: number;

  @StringColumn(191)
  key!: string;

  @StringColumn(512)
  link!: string;

  @StringColumn(255)
  title!: string;

  @TextColumn()
  message!: string;

  @BoolColumn({ default: false })
  read!: boolean;

  @BoolColumn({ default: false })
  seen!: boolean;

  @BoolColumn({ default: false })
  cleared!: boolean;

  @BoolColumn({ default: false })
  hidden!: boolean;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
