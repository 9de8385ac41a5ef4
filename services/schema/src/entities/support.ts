import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, StringColumn, TextColumn } from './columns';

/**
 * Owner: services/social. A message sent from the support contact form (spec 2 s3 "Contact
 * request"); `info` is the JSON of the browser and session details the form attaches. The
 * worker e-mails it to the promotion's coordinators.
 */
@Entity({ name: 'contact_requests' })
@Index('ix_contact_requests_promotion', ['promotion_id', 'created_at'])
export class ContactRequest {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @IntColumn({ nullable: true })
  user_id!: number | null;

  @StringColumn(100)
  first_name!: string;

  @StringColumn(100)
  last_name!: string;

  @StringColumn(191)
  organization!: string;

  @StringColumn(191)
  email!: string;

  @StringColumn(255)
  extra_tags!: string;

  @TextColumn()
  message!: string;

  @TextColumn()
  info!: string;

  @CreatedAt()
  created_at!: Date;
}

/** Owner: services/social. A participant's feedback (POST /feedbacks, when is_feedback_enabled). */
@Entity({ name: 'feedbacks' })
@Index('ix_feedbacks_promotion', ['promotion_id', 'created_at'])
export class Feedback {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @IntColumn()
  user_id!: number;

  /** The full name the form gives (spec 3 Feedback `name`). */
  @StringColumn(200, { default: '' })
  name!: string;

  /** The address the form gives (spec 3 Feedback `email`). */
  @StringColumn(191, { default: '' })
  email!: string;

  /** The feedback text (spec 3 Feedback `feedback`). */
  @TextColumn()
  content!: string;

  /** The page it was sent from (spec 3 Feedback `request_url`). */
  @StringColumn(255, { nullable: true })
  page!: string | null;

  /** The browser it was sent from (spec 3 Feedback `browser`). */
  @StringColumn(255, { nullable: true })
  browser!: string | null;

  @CreatedAt()
  created_at!: Date;
}

/** Spec 2 s7 "Tips" share media (POST /tips/{id}/shares?via=). */
export const SHARE_MEDIA = ['wall', 'email', 'print', 'facebook', 'twitter', 'linkedin'] as const;
export type ShareMedium = (typeof SHARE_MEDIA)[number];

/** Owner: services/social. One share of a tip (a content item of category tips), by medium. */
@Entity({ name: 'tip_shares' })
@Index('ix_tip_shares_content', ['content_id'])
export class TipShare {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @IntColumn()
  user_id!: number;

  @IntColumn()
  content_id!: number;

  @StringColumn(16)
  via!: ShareMedium;

  @CreatedAt()
  created_at!: Date;
}
