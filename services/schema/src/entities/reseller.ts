import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, StringColumn, UpdatedAt } from './columns';

/** Owner: services/admin. Resells the product to organizations (spec 3 "Resellers"). */
@Entity({ name: 'resellers' })
export class Reseller {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @StringColumn()
  name!: string;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
