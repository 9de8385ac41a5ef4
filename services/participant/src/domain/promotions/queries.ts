import type { DataSource } from 'typeorm';
import { notFound } from '@wellness/platform';
import { Promotion } from '@wellness/schema';

/** The stored promotion (the session's or the path's). */
export async function promotionById(db: DataSource, id: number): Promise<Promotion> {
  const promotion = await db.getRepository(Promotion).findOneBy({ id });
  if (!promotion) throw notFound('Promotion');
  return promotion;
}
