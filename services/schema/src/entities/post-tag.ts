import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn } from './columns';

/** Owner: services/social. A user tagged in a post. */
@Entity({ name: 'post_tags' })
@Index('uq_post_tags_post_user', ['post_id', 'user_id'], { unique: true })
@Index('ix_post_tags_user', ['user_id'])
export class PostTag {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  post_id!: number;

  @IntColumn()
  user_id!: number;

  @CreatedAt()
  created_at!: Date;
}
