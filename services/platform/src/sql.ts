import { setTimeout as delay } from 'node:timers/promises';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * The SQL fragments every service repeats: a page of a list, a list of values for `IN (?)`,
 * a search text for `LIKE ?`. Services read with TypeORM's `query`, which hands parameters to
 * mysql2's formatter: an array parameter is written as a comma-separated list.
 */

/** The most rows one page of any list holds (`page_size` above it is refused with 400). */
export const MAX_PAGE_SIZE = 100;

/**
 * The most rows `page_size=0` ("all", on the lists whose spec call asks for all) answers;
 * `meta.total_records` still counts every row, so a client sees that the list was cut.
 */
export const MAX_ALL_ROWS = 10_000;

/** The highest page number a list accepts. */
export const MAX_PAGE = 100_000;

/** A list's `page_size` and `page` after validation and the route's defaults. */
export interface PageRequest {
  page_size: number;
  page: number;
}

/** The rows a page covers: pages of page_size from page 1; page_size 0 is the first MAX_ALL_ROWS. */
export function pageWindow({ page_size, page }: PageRequest): { limit: number; offset: number } {
  if (page_size === 0) return { limit: MAX_ALL_ROWS, offset: 0 };
  return { limit: page_size, offset: (page - 1) * page_size };
}

/** ` LIMIT n OFFSET m` for the end of a SELECT (the numbers are written, never a client's text). */
export function limitClause(request: PageRequest): string {
  const { limit, offset } = pageWindow(request);
  return ` LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`;
}

/** The same page of rows already read into memory. */
export function pageOf<T>(rows: readonly T[], request: PageRequest): T[] {
  const { limit, offset } = pageWindow(request);
  return rows.slice(offset, offset + limit);
}

/**
 * The one parameter of `column IN (?)`: the values themselves (mysql2 writes `1, 2, 3`), or a
 * NULL that no row equals when there are none, where `IN ()` would be a syntax error.
 */
export const inList = <T>(values: readonly T[]): T[] | [null] =>
  values.length > 0 ? [...values] : [null];

/** A text whose `%`, `_` and `\` match themselves in LIKE (MySQL's escape character is `\`). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The parameter of `column LIKE ?` that finds the text anywhere, taken literally. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/** The parameter of `column LIKE ?` that finds values beginning with the text, taken literally. */
export const startingWith = (text: string) => `${escapeLike(text)}%`;

/** A query failed with this MySQL error code, however TypeORM wrapped the error. */
function hasMysqlCode(error: unknown, code: string): boolean {
  const failure = error as { code?: string; driverError?: { code?: string } } | null;
  return failure?.code === code || failure?.driverError?.code === code;
}

/** A write refused by a unique index (MySQL ER_DUP_ENTRY). */
export const isDuplicateEntry = (error: unknown) => hasMysqlCode(error, 'ER_DUP_ENTRY');

/** InnoDB chose this transaction as a deadlock's victim (ER_LOCK_DEADLOCK): it was rolled back. */
export const isDeadlock = (error: unknown) => hasMysqlCode(error, 'ER_LOCK_DEADLOCK');

/** How many times a transaction chosen as a deadlock's victim is run in all. */
const DEADLOCK_ATTEMPTS = 4;

/**
 * Runs the work in a transaction, again from the start when InnoDB rolled it back as a
 * deadlock's victim (upserts racing on neighbouring keys of one index take gap locks that can
 * cross), after a short random pause that grows with each attempt so the same racers part.
 * The work must only write through the manager it is given, so a rolled-back attempt leaves
 * nothing behind. Any other error, or a deadlock on the last attempt, is thrown.
 */
export async function transactionRetryingDeadlocks<T>(
  db: Pick<DataSource, 'transaction'>,
  work: (manager: EntityManager) => Promise<T>,
  attempts = DEADLOCK_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
    }
    await delay(Math.random() * 20 * attempt);
  }
}
