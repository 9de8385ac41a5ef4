import type { DataSource, EntityManager } from 'typeorm';
import { HttpError, notFound } from '@wellness/platform';

type Db = DataSource | EntityManager;

/** Not spec messages (README "Work styles and collections"). */
export const STYLE_IN_USE = "This style is used by participants' works and cannot be deleted.";

/** Spec 3 s3 WorkStyle: mask types E Element, P Painting. */
export const ELEMENT_MASK_TYPES = [
  { id: 'E', name: 'Element' },
  { id: 'P', name: 'Painting' },
] as const;

export interface StyleInput {
  name: string;
  category?: string | null;
  mask_type: 'E' | 'P';
  collection_id?: number | null;
}

export interface StyleRow {
  id: number;
  name: string;
  category: string | null;
  mask_type: 'E' | 'P';
  week: number;
  collection_id: number | null;
  collection_name: string | null;
  image_count: number;
}

const SELECT = `SELECT s.id, s.name, s.category, s.mask_type, s.week, s.collection_id,
    c.name AS collection_name,
    (SELECT COUNT(*) FROM style_images i WHERE i.style_id = s.id) AS image_count
  FROM work_styles s LEFT JOIN work_style_collections c ON c.id = s.collection_id`;

const toRow = (row: StyleRow): StyleRow => ({
  ...row,
  id: Number(row.id),
  week: Number(row.week),
  collection_id: row.collection_id === null ? null : Number(row.collection_id),
  image_count: Number(row.image_count),
});

export async function styles(db: Db): Promise<StyleRow[]> {
  const rows: StyleRow[] = await db.query(`${SELECT} ORDER BY s.name, s.id`);
  return rows.map(toRow);
}

export async function style(db: Db, id: number): Promise<StyleRow> {
  const [row]: StyleRow[] = await db.query(`${SELECT} WHERE s.id = ?`, [id]);
  if (!row) throw notFound('WorkStyle');
  return toRow(row);
}

const clean = (input: StyleInput) => ({
  name: input.name.trim(),
  category: input.category?.trim() || null,
  mask_type: input.mask_type,
});

/** A style named to a collection comes last in it: the next week. */
export async function createStyle(db: DataSource, input: StyleInput) {
  return db.transaction(async (manager) => {
    const { name, category, mask_type } = clean(input);
    let week = 1;
    const collectionId = input.collection_id ?? null;
    if (collectionId !== null) {
      const [row] = await manager.query(
        'SELECT id FROM work_style_collections WHERE id = ? FOR UPDATE',
        [collectionId],
      );
      if (!row) throw notFound('Collection');
      const [{ weeks }] = await manager.query(
        'SELECT COUNT(*) AS weeks FROM work_styles WHERE collection_id = ?',
        [collectionId],
      );
      week = Number(weeks) + 1;
    }
    const result: { insertId: number } = await manager.query(
      'INSERT INTO work_styles (name, category, mask_type, collection_id, week) VALUES (?, ?, ?, ?, ?)',
      [name, category, mask_type, collectionId, week],
    );
    return style(manager, Number(result.insertId));
  });
}

/** Its collection and week change through the collection's order, not here. */
export async function updateStyle(db: DataSource, id: number, input: StyleInput) {
  await style(db, id);
  const { name, category, mask_type } = clean(input);
  await db.query('UPDATE work_styles SET name = ?, category = ?, mask_type = ? WHERE id = ?', [
    name,
    category,
    mask_type,
    id,
  ]);
  return style(db, id);
}

/**
 * Refused while any work (current or finished) paints it; otherwise its pictures go with it
 * and the styles after it in its collection move up a week.
 */
export async function deleteStyle(db: DataSource, id: number) {
  return db.transaction(async (manager) => {
    const [row]: Array<{ collection_id: number | null; week: number }> = await manager.query(
      'SELECT collection_id, week FROM work_styles WHERE id = ? FOR UPDATE',
      [id],
    );
    if (!row) throw notFound('WorkStyle');
    if (row.collection_id !== null) {
      await manager.query('SELECT id FROM work_style_collections WHERE id = ? FOR UPDATE', [
        row.collection_id,
      ]);
    }
    const [used] = await manager.query(
      'SELECT id FROM works WHERE style_id = ? LIMIT 1 LOCK IN SHARE MODE',
      [id],
    );
    if (used) throw new HttpError(409, STYLE_IN_USE);
    await manager.query('DELETE FROM style_images WHERE style_id = ?', [id]);
    await manager.query('DELETE FROM work_styles WHERE id = ?', [id]);
    if (row.collection_id !== null) {
      await manager.query(
        'UPDATE work_styles SET week = week - 1 WHERE collection_id = ? AND week > ?',
        [row.collection_id, row.week],
      );
    }
    return { id };
  });
}
