import type { DataSource, EntityManager } from 'typeorm';
import { User } from '@wellness/schema';

/** A user by id, or null when the account is gone. */
export const userById = (db: DataSource, id: number) => db.getRepository(User).findOneBy({ id });

/** Locks the user's row: one participant's changes are applied one at a time. */
export const lockUser = (manager: EntityManager, userId: number) =>
  manager
    .getRepository(User)
    .createQueryBuilder('u')
    .setLock('pessimistic_write')
    .where('u.id = :userId', { userId })
    .getOneOrFail();
