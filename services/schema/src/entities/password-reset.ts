import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, NullableDatetimeColumn } from './columns';

/**
 * Owner: services/participant. One forgotten-password request: the SHA-256 (hex) of the
 * e-mailed token, never the token itself; consumed once by a conditional UPDATE of `used_at`.
 */
@Entity({ name: 'password_resets' })
@Index('ux_password_resets_token_hash', ['token_hash'], { unique: true })
@Index('ix_password_resets_user', ['user_id'])
export class PasswordReset {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  user_id!: number;

  @Column({ type: 'char', length: 64 })
  token_hash!: string;

  @Column({ type: 'datetime', precision: 3 })
  expires_at!: Date;

  @NullableDatetimeColumn()
  used_at!: Date | null;

  @CreatedAt()
  created_at!: Date;
}
