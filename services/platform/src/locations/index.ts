import type { Queue } from 'bullmq';
import type { DataSource, EntityManager } from 'typeorm';
import { HttpError, unprocessable } from '../errors';

/**
 * A promotion's location tree (spec 1 "locations"): the rules every location obeys, whether a
 * coordinator adds it in the tree editor (services/admin) or it comes from an uploaded CSV
 * (services/worker `location-file`). Tree changes of one promotion are serialised by a lock on
 * the promotion's row, so concurrent moves never build a cycle or a tree too deep.
 */

export const MAX_LOCATION_DEPTH = 3;
export const MAX_LOCATION_NAME = 100;

export const LOCATION_NAME_REQUIRED = 'Location name is required.';
export const LOCATION_NAME_TOO_LONG = `Location name must be ${MAX_LOCATION_NAME} characters or fewer.`;
export const LOCATION_NAME_TAKEN = 'A location with this name already exists at this place.';
export const PARENT_NOT_FOUND = 'Parent location could not be found.';
export const TOO_DEEP = `Locations can be at most ${MAX_LOCATION_DEPTH} levels deep.`;

export interface LocationRecord {
  id: number;
  name: string;
  parent_id: number | null;
  level: number;
  sequence: number;
}

/** The trimmed name, or the problem. */
export function locationNameOf(
  value: string | null | undefined,
): { name: string } | { problem: string } {
  const name = (value ?? '').trim().replace(/\s+/g, ' ');
  if (name === '') return { problem: LOCATION_NAME_REQUIRED };
  if (name.length > MAX_LOCATION_NAME) return { problem: LOCATION_NAME_TOO_LONG };
  return { name };
}

/** Locks the promotion's tree for this transaction and reads it (id order). */
export async function lockedTree(
  manager: EntityManager,
  promotionId: number,
): Promise<LocationRecord[]> {
  await manager.query('SELECT id FROM promotions WHERE id = ? FOR UPDATE', [promotionId]);
  const rows = (await manager.query(
    'SELECT id, name, parent_id, level, sequence FROM locations WHERE promotion_id = ? ORDER BY id',
    [promotionId],
  )) as LocationRecord[];
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    level: Number(row.level),
    sequence: Number(row.sequence),
  }));
}

/** 422 when a sibling under `parentId` (other than `exceptId`) has the name, case-insensitively. */
export function assertNameFree(
  tree: LocationRecord[],
  parentId: number | null,
  name: string,
  exceptId?: number,
) {
  const taken = tree.some(
    (location) =>
      location.parent_id === parentId &&
      location.id !== exceptId &&
      location.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw unprocessable(LOCATION_NAME_TAKEN);
}

/** Adds a location under `parentId` (null: top level), last among its siblings. */
export async function addLocation(
  db: DataSource,
  promotionId: number,
  input: { name: string | null | undefined; parent_id: number | null },
): Promise<number> {
  const checked = locationNameOf(input.name);
  if ('problem' in checked) throw unprocessable(checked.problem);
  return db.transaction(async (manager) => {
    const tree = await lockedTree(manager, promotionId);
    const parent =
      input.parent_id === null ? null : tree.find((location) => location.id === input.parent_id);
    if (parent === undefined) throw unprocessable(PARENT_NOT_FOUND);
    const level = parent ? parent.level + 1 : 1;
    if (level > MAX_LOCATION_DEPTH) throw unprocessable(TOO_DEEP);
    assertNameFree(tree, input.parent_id, checked.name);
    const siblings = tree.filter((location) => location.parent_id === input.parent_id);
    const sequence = Math.max(-1, ...siblings.map((location) => location.sequence)) + 1;
    const result: { insertId: number } = await manager.query(
      'INSERT INTO locations (promotion_id, name, parent_id, level, sequence) VALUES (?, ?, ?, ?, ?)',
      [promotionId, checked.name, input.parent_id, level, sequence],
    );
    return Number(result.insertId);
  });
}

/** The message of a refused add (for a CSV row), or rethrows anything else. */
export function problemOf(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  throw error;
}

export const LOCATION_FILE_JOB = 'location-file';

export interface LocationFileJobData {
  location_file_id: number;
  promotion_id: number;
}

/** Queues the processing of an uploaded locations file; the job id makes it run once. */
export async function queueLocationFile(queue: Queue, data: LocationFileJobData): Promise<void> {
  await queue.add(LOCATION_FILE_JOB, data, { jobId: `location-file-${data.location_file_id}` });
}

export * from './pick-level';
