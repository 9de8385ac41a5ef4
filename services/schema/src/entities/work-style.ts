import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, StringColumn, UpdatedAt } from './columns';

/**
 * Owner: services/admin (the collection editor of spec 3 s2 "Work styles and collections";
 * seeded until it lands). A named set of work styles a promotion paints from
 * (`promotions.collection_id`).
 */
@Entity({ name: 'work_style_collections' })
export class WorkStyleCollection {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @StringColumn(100)
  name!: string;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}

/**
 * Owner: services/admin. A work style (spec 3 WorkStyle): its collection, the week from which
 * participants may pick it (styles of a collection are numbered 1..N in their order), its
 * mask type (E element, P painting) and category.
 */
@Entity({ name: 'work_styles' })
@Index('ix_work_styles_collection_week', ['collection_id', 'week'])
export class WorkStyle {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn({ nullable: true })
  collection_id!: number | null;

  /** A style made for one promotion only; null: any promotion using its collection. */
  @IntColumn({ nullable: true })
  promotion_id!: number | null;

  @StringColumn(100)
  name!: string;

  @StringColumn(100, { nullable: true })
  category!: string | null;

  @Column({ type: 'char', length: 1, default: 'P' })
  mask_type!: 'E' | 'P';

  @IntColumn({ default: 1 })
  week!: number;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}

/**
 * Owner: services/admin. A picture of a style (spec 3 StyleImage) that a work reveals. The
 * picture itself is stored here (PNG, JPEG or SVG, at most 16 MB) so that every replica renders
 * it; it is never loaded unless asked for by name.
 */
@Entity({ name: 'style_images' })
@Index('ix_style_images_style', ['style_id'])
export class StyleImage {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  style_id!: number;

  @StringColumn(100)
  title!: string;

  @StringColumn(255, { nullable: true })
  subtitle!: string | null;

  @Column({ type: 'mediumblob', select: false })
  image!: Buffer;

  @StringColumn(32)
  content_type!: string;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
