import type { DataSource } from 'typeorm';
import { COORDINATOR_OR_ABOVE, HttpError } from '@wellness/platform';
import type { SessionUser } from '@wellness/platform';

/** Not spec messages (the spec quotes none for the zip): services/admin README "Works zip". */
export const LOCATION_NOT_FOUND = 'Location could not be found';
export const NO_FINISHED_WORKS = 'This location has no finished works yet.';
export const NOT_YOUR_LOCATION = 'You are not allowed to do that.';

/** Spec 3 s7 "fallback 'No Location'": the folder, and location 0 of the route. */
export const NO_LOCATION = 'No Location';
/** Spec 3 s7 "zipped as Sustain.zip": the participants' works (Team.zip is the teams'). */
export const WORKS_ZIP_NAME = 'Sustain.zip';

/** The works read from MySQL at a time: the zip's memory does not grow with the location. */
export const WORKS_PAGE = 100;

export interface ZipWork {
  id: number;
  style_image_id: number;
  first_name: string;
  last_name: string;
  location: string;
}

/** Which participants a zip covers: the location and the locations under it, or none. */
export interface ZipScope {
  promotionId: number;
  /** null: the participants without a location (location 0 in the route). */
  locationIds: number[] | null;
}

/** The location and its descendants (locations are at most three levels deep). */
async function subtree(db: DataSource, promotionId: number, locationId: number) {
  const rows: Array<{ id: number }> = await db.query(
    `SELECT id FROM locations WHERE promotion_id = ? AND (id = ? OR parent_id = ?
        OR parent_id IN (SELECT id FROM locations WHERE promotion_id = ? AND parent_id = ?))`,
    [promotionId, locationId, locationId, promotionId, locationId],
  );
  return rows.map((row) => Number(row.id));
}

/** The top-level location above a location (itself when it is one). */
async function topLevelOf(db: DataSource, locationId: number): Promise<number | null> {
  let id: number | null = locationId;
  for (let depth = 0; id !== null && depth < 3; depth += 1) {
    const [row]: Array<{ parent_id: number | null }> = await db.query(
      'SELECT parent_id FROM locations WHERE id = ?',
      [id],
    );
    if (!row) return null;
    if (row.parent_id === null) return id;
    id = Number(row.parent_id);
  }
  return id;
}

/**
 * Who may download a location's works (services/admin README "Works zip"): coordinators and
 * above any location of a promotion they manage (the route's `managed` scope); a Location
 * Coordinator only their own location (and the locations under it); a Regional Coordinator
 * any location of their own location's region (its top-level location's tree). Location 0
 * (participants without one) is for coordinators and above. A location of another promotion,
 * or none, is 404.
 */
export async function worksZipScope(
  db: DataSource,
  caller: Pick<SessionUser, 'id' | 'role'>,
  promotionId: number,
  locationId: number,
): Promise<ZipScope> {
  const staff = COORDINATOR_OR_ABOVE.includes(caller.role);
  if (locationId === 0) {
    if (!staff) throw new HttpError(403, NOT_YOUR_LOCATION);
    return { promotionId, locationIds: null };
  }
  const locationIds = await subtree(db, promotionId, locationId);
  if (!locationIds.includes(locationId)) throw new HttpError(404, LOCATION_NOT_FOUND);
  if (staff) return { promotionId, locationIds };
  const [me]: Array<{ location_id: number | null }> = await db.query(
    'SELECT location_id FROM users WHERE id = ?',
    [caller.id],
  );
  const own = me?.location_id === null || me === undefined ? null : Number(me.location_id);
  const region =
    own === null
      ? []
      : caller.role === 'Regional Coordinator'
        ? await subtree(db, promotionId, (await topLevelOf(db, own)) ?? own)
        : await subtree(db, promotionId, own);
  if (!region.includes(locationId)) throw new HttpError(403, NOT_YOUR_LOCATION);
  return { promotionId, locationIds };
}

const whereOf = (scope: ZipScope) =>
  scope.locationIds === null
    ? { sql: 'u.location_id IS NULL', values: [] as number[][] }
    : { sql: 'u.location_id IN (?)', values: [scope.locationIds] };

/** How many finished works the zip will hold. */
export async function countZipWorks(db: DataSource, scope: ZipScope): Promise<number> {
  const where = whereOf(scope);
  const [row]: Array<{ count: number | string }> = await db.query(
    `SELECT COUNT(*) AS count FROM works w JOIN users u ON u.id = w.user_id
      WHERE w.promotion_id = ? AND w.completed = 1 AND ${where.sql}`,
    [scope.promotionId, ...where.values],
  );
  return Number(row.count);
}

/**
 * The finished works (all 20 segments earned: `completed`) of the scope's participants, a page
 * at a time in id order, so only one page is ever held.
 */
export async function* zipWorks(db: DataSource, scope: ZipScope): AsyncGenerator<ZipWork> {
  const where = whereOf(scope);
  let after = 0;
  for (;;) {
    const page: ZipWork[] = await db.query(
      `SELECT w.id, w.style_image_id, u.first_name, u.last_name,
              COALESCE(l.name, '${NO_LOCATION}') AS location
         FROM works w JOIN users u ON u.id = w.user_id
         LEFT JOIN locations l ON l.id = u.location_id
        WHERE w.promotion_id = ? AND w.completed = 1 AND ${where.sql} AND w.id > ?
        ORDER BY w.id LIMIT ${WORKS_PAGE}`,
      [scope.promotionId, ...where.values, after],
    );
    for (const work of page) yield { ...work, id: Number(work.id) };
    if (page.length < WORKS_PAGE) return;
    after = Number(page[page.length - 1].id);
  }
}

/** A name part safe in a zip path: no slashes, control characters or leading dots. */
const safe = (text: string) =>
  text
    .replace(/[\p{Cc}/\\:*?"<>|]/gu, '_')
    .replace(/^\.+/, '')
    .trim() || '_';

/**
 * Spec 3 s7 "numbered, sorted into folders by location": `{location}/{n} - {first last}.png`,
 * n counting from 1 with four digits so the files sort in order.
 */
export const zipEntryName = (work: ZipWork, index: number) =>
  `${safe(work.location)}/${String(index).padStart(4, '0')} - ${safe(
    `${work.first_name} ${work.last_name}`,
  )}.png`;
