import type { DataSource } from 'typeorm';
import { notFound } from '@wellness/platform';
import { Promotion } from '@wellness/schema';
import type { ProgramDates } from './program-calendar';

/** The stored promotion (the session's or the path's). */
export async function promotionById(db: DataSource, id: number): Promise<Promotion> {
  const promotion = await db.getRepository(Promotion).findOneBy({ id });
  if (!promotion) throw notFound('Promotion');
  return promotion;
}

/**
 * The promotion's calendar alone, by a plain statement: the week view is a hot read and
 * needs none of the promotion's other columns.
 */
export async function programDates(db: DataSource, id: number): Promise<ProgramDates> {
  const [dates]: ProgramDates[] = await db.query(
    `SELECT DATE_FORMAT(starts_on, '%Y-%m-%d') AS starts_on, DATE_FORMAT(ends_on, '%Y-%m-%d') AS ends_on,
            DATE_FORMAT(logging_ends_on, '%Y-%m-%d') AS logging_ends_on, program_length
       FROM promotions WHERE id = ?`,
    [id],
  );
  if (!dates) throw notFound('Promotion');
  return dates;
}
