import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn } from './columns';

/** Owner: services/social. user_id follows followee_id (same promotion). */
@Entity({ name: 'follows' })
@Index('uq_follows_user_followee', ['user_id', 'followee_id'], { unique: true })
@Index('ix_follows_followee', ['followee_id'])
export class Follow {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @IntColumn()
  user_id!: number;

  @IntColumn()
  followee_id!: number;

  @CreatedAt()
  created_at!: Date;
}
