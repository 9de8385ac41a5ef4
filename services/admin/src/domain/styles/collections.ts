import type { DataSource, EntityManager } from 'typeorm';
import { HttpError, notFound, unprocessable } from '@wellness/platform';

type Db = DataSource | EntityManager;

/** Not spec messages (README "Work styles and collections"). */
export const STYLE_ELSEWHERE = 'A style of another collection cannot be added here.';
export const STYLE_MISSING = 'A style could not be found.';
export const COLLECTION_IN_USE = 'This collection is used by a promotion and cannot be deleted.';

export interface CollectionRow {
  id: number;
  name: string;
  style_count: number;
}

export interface CollectionStyle {
  id: number;
  name: string;
  category: string | null;
  mask_type: 'E' | 'P';
  week: number;
  image_count: number;
}

export async function collections(db: Db): Promise<CollectionRow[]> {
  const rows: Array<{ id: number; name: string; style_count: string | number }> = await db.query(
    `SELECT c.id, c.name, (SELECT COUNT(*) FROM work_styles s WHERE s.collection_id = c.id) AS style_count
       FROM work_style_collections c ORDER BY c.name, c.id`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), style_count: Number(row.style_count) }));
}

export async function collectionStyles(db: Db, id: number): Promise<CollectionStyle[]> {
  const rows: CollectionStyle[] = await db.query(
    `SELECT s.id, s.name, s.category, s.mask_type, s.week,
            (SELECT COUNT(*) FROM style_images i WHERE i.style_id = s.id) AS image_count
       FROM work_styles s WHERE s.collection_id = ? ORDER BY s.week, s.id`,
    [id],
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    week: Number(row.week),
    image_count: Number(row.image_count),
  }));
}

export async function collection(db: Db, id: number) {
  const [row]: Array<{ id: number; name: string }> = await db.query(
    'SELECT id, name FROM work_style_collections WHERE id = ?',
    [id],
  );
  if (!row) throw notFound('Collection');
  const styles = await collectionStyles(db, id);
  return { id: Number(row.id), name: row.name, style_count: styles.length, styles };
}

/**
 * Puts the listed styles in the collection in that order, weeks 1..N (spec 3 s4: "Collection
 * styles get week numbers sequentially on reorder"); styles it held and no longer lists are
 * unassigned. A listed style must be unassigned or already here. The collection's row is locked
 * first, so two editors' orders apply one after the other.
 */
async function placeStyles(manager: EntityManager, id: number, styleIds: number[]) {
  if (new Set(styleIds).size !== styleIds.length) throw unprocessable(STYLE_MISSING);
  if (styleIds.length) {
    const found: Array<{ id: number; collection_id: number | null }> = await manager.query(
      'SELECT id, collection_id FROM work_styles WHERE id IN (?) FOR UPDATE',
      [styleIds],
    );
    if (found.length !== styleIds.length) throw unprocessable(STYLE_MISSING);
    if (found.some((s) => s.collection_id !== null && Number(s.collection_id) !== id)) {
      throw unprocessable(STYLE_ELSEWHERE);
    }
  }
  await manager.query(
    `UPDATE work_styles SET collection_id = NULL, week = 1
      WHERE collection_id = ?${styleIds.length ? ' AND id NOT IN (?)' : ''}`,
    styleIds.length ? [id, styleIds] : [id],
  );
  for (const [index, styleId] of styleIds.entries()) {
    await manager.query('UPDATE work_styles SET collection_id = ?, week = ? WHERE id = ?', [
      id,
      index + 1,
      styleId,
    ]);
  }
}

export async function createCollection(db: DataSource, name: string, styleIds: number[] = []) {
  return db.transaction(async (manager) => {
    const result: { insertId: number } = await manager.query(
      'INSERT INTO work_style_collections (name) VALUES (?)',
      [name.trim()],
    );
    const id = Number(result.insertId);
    await placeStyles(manager, id, styleIds);
    return collection(manager, id);
  });
}

export async function updateCollection(
  db: DataSource,
  id: number,
  input: { name: string; style_ids?: number[] },
) {
  return db.transaction(async (manager) => {
    const [row] = await manager.query(
      'SELECT id FROM work_style_collections WHERE id = ? FOR UPDATE',
      [id],
    );
    if (!row) throw notFound('Collection');
    await manager.query('UPDATE work_style_collections SET name = ? WHERE id = ?', [
      input.name.trim(),
      id,
    ]);
    if (input.style_ids) await placeStyles(manager, id, input.style_ids);
    return collection(manager, id);
  });
}

/** Refused while a promotion paints from it; its styles are kept, unassigned. */
export async function deleteCollection(db: DataSource, id: number) {
  return db.transaction(async (manager) => {
    const [row] = await manager.query(
      'SELECT id FROM work_style_collections WHERE id = ? FOR UPDATE',
      [id],
    );
    if (!row) throw notFound('Collection');
    const [used] = await manager.query(
      'SELECT id FROM promotions WHERE collection_id = ? LIMIT 1 FOR UPDATE',
      [id],
    );
    if (used) throw new HttpError(409, COLLECTION_IN_USE);
    await manager.query(
      'UPDATE work_styles SET collection_id = NULL, week = 1 WHERE collection_id = ?',
      [id],
    );
    await manager.query('DELETE FROM work_style_collections WHERE id = ?', [id]);
    return { id };
  });
}
