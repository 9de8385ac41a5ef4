import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, StringColumn, UpdatedAt } from './columns';

/** Owner: services/admin. */
@Entity({ name: 'organizations' })
export class Organization {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @StringColumn()
  name!: string;

  @IntColumn({ nullable: true })
  reseller_id!: number | null;

  @StringColumn(64, { nullable: true })
  wskey!: string | null;

  @BoolColumn({ default: false })
  is_sso_enabled!: boolean;

  @IntColumn({ default: 8 })
  password_min_length!: number;

  @IntColumn({ default: 20 })
  password_max_length!: number;

  @BoolColumn({ default: true })
  enable_account_lockouts!: boolean;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
