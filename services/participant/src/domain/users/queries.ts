import type { DataSource } from 'typeorm';
import { User } from '@wellness/schema';

/** A user by id, or null when the account is gone. */
export const userById = (db: DataSource, id: number) => db.getRepository(User).findOneBy({ id });
