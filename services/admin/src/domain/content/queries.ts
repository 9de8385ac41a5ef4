import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { DEFAULT_PROMOTION_ID } from '@wellness/platform';
import { Content } from '@wellness/schema';

/** One item as a promotion sees it: its own, or the default promotion's. */
export interface MergedContent {
  row: Content;
  /** The default promotion's item, shown because the promotion has no item of that key. */
  is_default: boolean;
  /** The promotion's own item that replaces a default of the same key (can be reset). */
  is_override: boolean;
}

type Db = DataSource | EntityManager;

const bySequence = (a: MergedContent, b: MergedContent) =>
  a.row.sequence - b.row.sequence || a.row.id - b.row.id;

/**
 * A category as a promotion sees it: the promotion's item of a key wins over the default
 * promotion's item of that key; keys only one of them has are kept. Ordered by sequence.
 */
export async function mergedCategory(
  db: Db,
  promotionId: number,
  category: string,
): Promise<MergedContent[]> {
  const rows = await db.getRepository(Content).find({
    where: { category, promotion_id: In([...new Set([promotionId, DEFAULT_PROMOTION_ID])]) },
  });
  const own = rows.filter((row) => row.promotion_id === promotionId);
  const ownKeys = new Set(own.map((row) => row.key));
  const defaults =
    promotionId === DEFAULT_PROMOTION_ID
      ? []
      : rows.filter((row) => row.promotion_id === DEFAULT_PROMOTION_ID);
  const defaultKeys = new Set(defaults.map((row) => row.key));
  return [
    ...own.map((row) => ({ row, is_default: false, is_override: defaultKeys.has(row.key) })),
    ...defaults
      .filter((row) => !ownKeys.has(row.key))
      .map((row) => ({ row, is_default: true, is_override: false })),
  ].sort(bySequence);
}

/** Every key the promotion itself holds in a category. */
export async function ownKeys(db: Db, promotionId: number, category: string) {
  const rows = await db
    .getRepository(Content)
    .find({ select: { key: true }, where: { category, promotion_id: promotionId } });
  return new Set(rows.map((row) => row.key));
}
