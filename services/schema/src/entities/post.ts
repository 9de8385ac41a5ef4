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

/** Owner: services/social. A wall post (depth 0) or a comment (depth > 0). */
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

  @BoolColumn({ default: false })
  is_flagged!: boolean;

  @IntColumn({ nullable: true })
  flagged_by!: number | null;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
