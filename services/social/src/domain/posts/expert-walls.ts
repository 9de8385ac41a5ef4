import type { DataSource, EntityManager } from 'typeorm';
import type { Role } from '@wellness/schema';

type Db = DataSource | EntityManager;

interface WallUser {
  role: Role;
  promotion_id: number;
}

export interface ExpertWall {
  id: number;
  program_name: string;
  subdomain: string;
}

/** The roles with the expert wall's selector of other promotions' walls (spec 2 s2). */
export const EXPERT_WALL_ROLES: readonly Role[] = ['Poster', 'Master'];

/**
 * Spec 2 s2 go.u.wallexpert.walls: "Expert wall for one wallable, with a selector to switch
 * which promotion's wall is shown" (spec 1 s1: posters' "own posts and promotion walls").
 * Chosen rule (README "Expert walls"): a Master reaches every promotion's wall; a Poster the
 * walls of the promotions of their own promotion's organization (an organization's expert
 * speaks to all its programmes, never to another organization's); anyone else their own wall.
 * Ordered by programme name.
 */
export async function expertWalls(db: Db, user: WallUser): Promise<ExpertWall[]> {
  let rows: ExpertWall[];
  if (user.role === 'Master') {
    rows = await db.query('SELECT id, program_name, subdomain FROM promotions');
  } else if (user.role === 'Poster') {
    rows = await db.query(
      `SELECT p.id, p.program_name, p.subdomain FROM promotions p
        JOIN promotions own ON p.id = own.id OR p.organization_id = own.organization_id
       WHERE own.id = ?`,
      [user.promotion_id],
    );
  } else {
    rows = await db.query('SELECT id, program_name, subdomain FROM promotions WHERE id = ?', [
      user.promotion_id,
    ]);
  }
  return rows
    .map((row) => ({
      id: Number(row.id),
      program_name: String(row.program_name),
      subdomain: String(row.subdomain),
    }))
    .sort((a, b) => a.program_name.localeCompare(b.program_name) || a.id - b.id);
}

/** Whether the user may read, post to and moderate the wall of `promotionId` (see expertWalls). */
export async function canReachWall(db: Db, user: WallUser, promotionId: number) {
  if (promotionId === user.promotion_id) return true;
  if (user.role === 'Master') {
    return (await db.query('SELECT id FROM promotions WHERE id = ?', [promotionId])).length > 0;
  }
  if (user.role !== 'Poster') return false;
  const rows = await db.query(
    `SELECT p.id FROM promotions p
       JOIN promotions own ON p.id = own.id OR p.organization_id = own.organization_id
      WHERE own.id = ? AND p.id = ?`,
    [user.promotion_id, promotionId],
  );
  return rows.length > 0;
}
