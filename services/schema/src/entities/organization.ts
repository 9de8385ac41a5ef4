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

  @IntColumn({ default: 1 })
  password_min_letters!: number;

  @IntColumn({ default: 1 })
  password_min_numbers!: number;

  @IntColumn({ default: 1 })
  password_min_symbols!: number;

  /** An extra rule the password must match; an invalid pattern is ignored (and logged). */
  @StringColumn(255, { nullable: true })
  password_regular_expression_string!: string | null;

  /** Shown when the rule is broken; null: the platform builds one from the numbers. */
  @StringColumn(500, { nullable: true })
  password_help_message!: string | null;

  @BoolColumn({ default: true })
  enable_account_lockouts!: boolean;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
