import type { FastifyInstance } from 'fastify';
import { png } from './upload';

type Db = FastifyInstance['db'];

/** Work styles and the demo's libraries (masters maintain them: services/admin README). */
export interface StyleRecords {
  collectionId: number;
  deletableCollectionId: number;
  styleId: number;
  deletableStyleId: number;
  styleImageId: number;
  deletableStyleImageId: number;
  galleryImageId: number;
  deletableGalleryImageId: number;
}

const insertId = async (db: Db, sql: string, values: unknown[]) =>
  Number((await db.query(sql, values)).insertId);

export async function arrangeStyles(db: Db, promotionId: number): Promise<StyleRecords> {
  const collection = (name: string) =>
    insertId(db, 'INSERT INTO work_style_collections (name) VALUES (?)', [name]);
  const collectionId = await collection('Guardrail collection');
  const style = (name: string, week: number) =>
    insertId(db, 'INSERT INTO work_styles (name, collection_id, week) VALUES (?, ?, ?)', [
      name,
      collectionId,
      week,
    ]);
  const styleId = await style('Guardrail style', 1);
  const image = (title: string) =>
    insertId(
      db,
      "INSERT INTO style_images (style_id, title, image, content_type) VALUES (?, ?, ?, 'image/png')",
      [styleId, title, png()],
    );
  const gallery = (category: string) =>
    insertId(
      db,
      "INSERT INTO gallery_images (promotion_id, library, category, filename, content_type, width, height, bytes, image) VALUES (?, 'image', ?, 'guardrail.png', 'image/png', 150, 150, 100, ?)",
      [promotionId, category, png()],
    );
  return {
    collectionId,
    deletableCollectionId: await collection('Guardrail delete'),
    styleId,
    deletableStyleId: await style('Guardrail delete', 2),
    styleImageId: await image('Guardrail image'),
    deletableStyleImageId: await image('Guardrail delete'),
    galleryImageId: await gallery('square'),
    deletableGalleryImageId: await gallery('wide'),
  };
}
