import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, StringColumn, UpdatedAt } from './columns';

/** Owner: services/admin. Who may register (spec 3 "Eligibility"); user_id null = not registered. */
@Entity({ name: 'eligibilities' })
@Index('ux_eligibilities_identifier', ['promotion_id', 'identifier'], { unique: true })
export class Eligibility {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @StringColumn(191)
  identifier!: string;

  @StringColumn(100, { nullable: true })
  first_name!: string | null;

  @StringColumn(100, { nullable: true })
  last_name!: string | null;

  @StringColumn(255, { nullable: true })
  email!: string | null;

  @IntColumn({ nullable: true })
  user_id!: number | null;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
