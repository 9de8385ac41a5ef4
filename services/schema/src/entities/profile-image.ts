import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, StringColumn, UpdatedAt } from './columns';

/**
 * Owner: services/admin (the profile photo library writes it; services/participant's
 * registration reads it). Spec 3 "Profile image: id, url, promotion_id": the pictures a person may pick as
 * their profile image when registering. The seed gives each promotion the product's avatars.
 */
@Entity({ name: 'profile_images' })
@Index('ix_profile_images_promotion', ['promotion_id'])
export class ProfileImage {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @StringColumn(512)
  url!: string;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
