import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, StringColumn } from './columns';

/** Owner: services/social. One user's like of a post (likeable_type 'Post'). */
@Entity({ name: 'likes' })
@Index('uq_likes_user_likeable', ['user_id', 'likeable_type', 'likeable_id'], { unique: true })
@Index('ix_likes_likeable', ['likeable_type', 'likeable_id'])
export class Like {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @IntColumn()
  user_id!: number;

  @StringColumn(32, { default: 'Post' })
  likeable_type!: string;

  @IntColumn()
  likeable_id!: number;

  @CreatedAt()
  created_at!: Date;
}
