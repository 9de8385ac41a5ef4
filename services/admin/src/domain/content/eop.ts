import type { DataSource, EntityManager } from 'typeorm';
import { notFound } from '@wellness/platform';
import { Location } from '@wellness/schema';
import { mergedCategory } from './queries';
import type { MergedContent } from './queries';

type Db = DataSource | EntityManager;

/** The eop category's item for everyone (the seeded default and its overrides). */
export const EOP_KEY = 'eop';
/** A location's own end-of-programme item: key `location_{id}` in the promotion's eop. */
export const eopLocationKey = (locationId: number) => `location_${locationId}`;
const LOCATION_KEY = /^location_(\d+)$/;

/** The location id an eop key names, or null for any other key. */
export function eopKeyLocation(key: string): number | null {
  const match = LOCATION_KEY.exec(key);
  return match ? Number(match[1]) : null;
}

/** The location and its ancestors, nearest first; 404 when it is not the promotion's. */
async function locationChain(db: Db, promotionId: number, locationId: number) {
  const chain: number[] = [];
  let next: number | null = locationId;
  while (next !== null && chain.length < 10) {
    const row: Location | null = await db
      .getRepository(Location)
      .findOneBy({ id: next, promotion_id: promotionId });
    if (!row) {
      if (chain.length === 0) throw notFound('Location');
      break;
    }
    chain.push(row.id);
    next = row.parent_id;
  }
  return chain;
}

/**
 * GET /promotions/{id}/eop?location_id (spec 3 s7): the end-of-programme item for that
 * location — its own `location_{id}` item, else its nearest ancestor's — otherwise the
 * promotion's `eop` item, otherwise the default promotion's. Hidden items are skipped.
 */
export async function eopContent(
  db: Db,
  promotionId: number,
  locationId: number | undefined,
): Promise<{ item: MergedContent | null; locationId: number | null }> {
  const chain = locationId === undefined ? [] : await locationChain(db, promotionId, locationId);
  const items = (await mergedCategory(db, promotionId, 'eop')).filter((item) => !item.row.hidden);
  // Only the promotion's own location items count: a default item cannot name its locations.
  const own = items.filter((item) => item.row.promotion_id === promotionId);
  for (const id of chain) {
    const item = own.find((candidate) => candidate.row.key === eopLocationKey(id));
    if (item) return { item, locationId: id };
  }
  return { item: items.find((item) => item.row.key === EOP_KEY) ?? null, locationId: null };
}

/** Editors may add a location's eop item (the category is otherwise read-only-add). */
export async function isOwnLocationKey(db: Db, promotionId: number, key: string) {
  const id = eopKeyLocation(key);
  if (id === null) return false;
  return (await db.getRepository(Location).countBy({ id, promotion_id: promotionId })) > 0;
}
