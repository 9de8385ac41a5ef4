import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, StringColumn, UpdatedAt } from './columns';

/** Owner: services/admin. */
@Entity({ name: 'organizations' })
export class Organization {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @StringColumn()
  name!: string;

  @Index('ix_organizations_reseller')
  @IntColumn({ nullable: true })
  reseller_id!: number | null;

  @StringColumn(64, { nullable: true })
  wskey!: string | null;

  @BoolColumn({ default: false })
  is_sso_enabled!: boolean;

  /** Spec 3 "Organization": the sign-in button's text when SSO is enabled. */
  @StringColumn(255, { nullable: true })
  sso_label!: string | null;

  /** Where sign-in starts (the identity provider's login, or the product's own OIDC start). */
  @StringColumn(500, { nullable: true })
  sso_login_url!: string | null;

  /** Where logout goes for an SSO user. */
  @StringColumn(500, { nullable: true })
  sso_redirect!: string | null;

  /** OpenID Connect: the provider's issuer URL (discovery at /.well-known/openid-configuration). */
  @StringColumn(500, { nullable: true })
  sso_issuer_url!: string | null;

  @StringColumn(255, { nullable: true })
  sso_client_id!: string | null;

  /** Never sent to the browser (services/admin README). */
  @StringColumn(255, { nullable: true, select: false })
  sso_client_secret!: string | null;

  @BoolColumn({ default: false })
  is_staywell!: boolean;

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
