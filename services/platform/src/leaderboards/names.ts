import type { Redis } from 'ioredis';
import { NAMES_TTL_SECONDS, memberOf } from './keys';

/** A ranked row and its name from the names cache (keys.ts `namesKey`); null: not cached. */
export interface NamedRow {
  id: number;
  score: number;
  rank: number;
  name: string | null;
}

/**
 * Loads the names the cache lacked (by primary key, with `load`) into the rows and caches
 * them; the hash lives NAMES_TTL_SECONDS from its first fill. A row whose name cannot be
 * loaded (its user just deleted) keeps null.
 */
export async function fillNames(
  redis: Redis,
  key: string,
  rows: NamedRow[],
  load: (ids: number[]) => Promise<Map<number, string>>,
) {
  const missing = rows.filter((row) => row.name === null);
  if (missing.length === 0) return;
  const loaded = await load(missing.map((row) => row.id));
  const fields: string[] = [];
  for (const row of missing) {
    row.name = loaded.get(row.id) ?? null;
    if (row.name !== null) fields.push(memberOf(row.id), row.name);
  }
  if (fields.length === 0) return;
  await redis
    .multi()
    .hset(key, ...fields)
    .expire(key, NAMES_TTL_SECONDS, 'NX')
    .exec();
}
