import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, StringColumn, TextColumn, UpdatedAt } from './columns';

/**
 * Owner: services/admin. Editable content (spec 3 "Content"). Items of the default promotion
 * (id 1) are the defaults; another promotion's item with the same category and key overrides
 * the default for that promotion (copy on write).
 */
@Entity({ name: 'contents' })
@Index('ix_contents_category', ['category', 'promotion_id', 'sequence'])
@Index('ix_contents_key', ['category', 'key', 'promotion_id'])
export class Content {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @StringColumn(64)
  category!: string;

  @IntColumn()
  promotion_id!: number;

  @StringColumn(191)
  key!: string;

  @StringColumn(191)
  group!: string;

  /** Halves are used while reordering (offset 0.5) before the order is renumbered. */
  @Column({ type: 'double', default: 0 })
  sequence!: number;

  @StringColumn(255, { default: '' })
  title!: string;

  @TextColumn({ nullable: true })
  summary!: string | null;

  /** Markdown or HTML; rendered sanitised by the shared content loader. */
  @Column({ type: 'mediumtext', nullable: true })
  content!: string | null;

  @BoolColumn({ default: false })
  hidden!: boolean;

  @StringColumn(512, { nullable: true })
  image1!: string | null;

  @StringColumn(512, { nullable: true })
  image2!: string | null;

  @StringColumn(512, { nullable: true })
  mobile_image1!: string | null;

  @StringColumn(512, { nullable: true })
  email_image!: string | null;

  @StringColumn(512, { nullable: true })
  thumbnail_image!: string | null;

  @StringColumn(255, { nullable: true })
  email_subject!: string | null;

  @StringColumn(255, { nullable: true })
  email_image_caption!: string | null;

  /** Tips only: equals sequence. */
  @IntColumn({ nullable: true })
  days_from_start!: number | null;

  /** Category-specific fields (JSON object as text). */
  @TextColumn({ nullable: true })
  custom_fields!: string | null;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
