import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, StringColumn, TextColumn, UpdatedAt } from './columns';

export const WALLABLE_TYPES = [
  'Promotion',
  'Site',
  'Recipe',
  'Tip',
  'Post',
  'CustomContent',
] as const;
export type WallableType = (typeof WALLABLE_TYPES)[number];
/** The art gallery's wall (never postable through POST /posts). */
export const GALLERY_WALL = 'Gallery';

/**
 * Owner: services/social. A wall post (depth 0) or a comment (depth > 0). A gallery post is
 * one on the `Gallery` wall (GALLERY_WALL) sharing a `Work`; the participant service makes it
 * from the finalise flow through platform's `postWorkToGallery` (services/social README).
 */
@Entity({ name: 'posts' })
@Index('ix_posts_wall', ['promotion_id', 'wallable_type', 'wallable_id', 'created_at'])
@Index('ix_posts_parent', ['parent_post_id'])
export class Post {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @IntColumn()
  user_id!: number;

  @TextColumn()
  content!: string;

  @StringColumn(32, { default: 'Promotion' })
  wallable_type!: WallableType;

  @IntColumn()
  wallable_id!: number;

  @IntColumn({ nullable: true })
  parent_post_id!: number | null;

  @IntColumn({ default: 0 })
  depth!: number;

  /** Shared content (Tip, Recipe or Article) the post points at. */
  @StringColumn(32, { nullable: true })
  postable_type!: string | null;

  @IntColumn({ nullable: true })
  postable_id!: number | null;

  /** An uploaded image (/api/files/...), or null. */
  @StringColumn(512, { nullable: true })
  photo_url!: string | null;

  /** A gallery post's title (the finished work's name until its owner renames it). */
  @StringColumn(120, { nullable: true })
  title!: string | null;

  /** A gallery post's frame: a picture of the promotion's frame library, or null. */
  @IntColumn({ nullable: true })
  frame_image_id!: number | null;

  /** A gallery post shows in the promotion's public gallery (else only under "my"). */
  @BoolColumn({ default: false })
  public_gallery!: boolean;

  @BoolColumn({ default: false })
  is_flagged!: boolean;

  @IntColumn({ nullable: true })
  flagged_by!: number | null;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
