import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, StringColumn, UpdatedAt } from './columns';

/**
 * Owner: services/admin. Spec 3 "SSO extra: id, promotion_id, data_type (default string), path
 * (default User:udfs)": a claim of the identity provider's token mapped into a user field.
 */
@Entity({ name: 'sso_extras' })
@Index('ix_sso_extras_promotion', ['promotion_id'])
export class SsoExtra {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  /** The token claim read (e.g. `department`). */
  @StringColumn(255)
  name!: string;

  @StringColumn(32, { default: 'string' })
  data_type!: string;

  @StringColumn(255, { default: 'User:udfs' })
  path!: string;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
