import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, NullableDatetimeColumn, StringColumn, UpdatedAt } from './columns';

/** The two libraries of a promotion (spec 3 s2 /image_library, /frame_library). */
export const GALLERY_LIBRARIES = ['image', 'frame'] as const;
export type GalleryLibrary = (typeof GALLERY_LIBRARIES)[number];
/** Spec 2 "Gallery image": crop aspects tall 0.75, square 1, wide 1.6667. */
export const GALLERY_CATEGORIES = ['wide', 'square', 'tall'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

/**
 * Owner: services/admin. A picture of a promotion's image or frame library, cut to its
 * category's aspect; the bytes are never loaded unless asked for.
 */
@Entity({ name: 'gallery_images' })
@Index('ix_gallery_images_library', ['promotion_id', 'library', 'category'])
export class GalleryImage {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @StringColumn(8)
  library!: GalleryLibrary;

  @StringColumn(8)
  category!: GalleryCategory;

  @StringColumn(255)
  filename!: string;

  @StringColumn(32)
  content_type!: string;

  @IntColumn()
  width!: number;

  @IntColumn()
  height!: number;

  @IntColumn()
  bytes!: number;

  @Column({ type: 'mediumblob', select: false })
  image!: Buffer;

  @IntColumn({ nullable: true })
  created_by!: number | null;

  /** Removed from the library (spec 2 s4 "Gallery": remove, undelete); null: present. */
  @NullableDatetimeColumn()
  deleted_at!: Date | null;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
