import type { FastifyInstance } from 'fastify';
import { insert } from './rows';

type Db = FastifyInstance['db'];

/** One caller's locations of the demo promotion: to edit, to delete, siblings to reorder. */
export interface OwnLocations {
  /** A top-level location of theirs, renamed by PUT. */
  editableId: number;
  /** A leaf without participants, to delete. */
  deletableId: number;
  /** Every child of one parent of theirs, in an order POST reorder may send. */
  siblingIds: number[];
  /** A processed locations file. */
  fileId: number;
}

export async function arrangeLocations(
  db: Db,
  promotionId: number,
  n: number,
): Promise<OwnLocations> {
  const location = (name: string, parentId: number | null = null, level = 1) =>
    insert(db, 'locations', { promotion_id: promotionId, name, parent_id: parentId, level });
  const editableId = await location(`Guardrail location ${n}`);
  const parentId = await location(`Guardrail parent ${n}`);
  const siblingIds = [
    await location(`Guardrail child ${n}a`, parentId, 2),
    await location(`Guardrail child ${n}b`, parentId, 2),
  ];
  return {
    editableId,
    deletableId: await location(`Guardrail leaf ${n}`),
    siblingIds,
    fileId: await insert(db, 'location_files', {
      promotion_id: promotionId,
      filename: 'guardrail.csv',
      status: 'processed',
      content: 'name\nGuardrail\n',
    }),
  };
}

/** A multipart/form-data body with one locations CSV part `file`. */
export function locationsCsvForm(name: string) {
  const boundary = '----guardrailLocationsBoundary';
  return {
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="locations.csv"\r\nContent-Type: text/csv\r\n\r\nname,parent\n${name},\n\r\n--${boundary}--\r\n`,
    ),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
