import type { DataSource } from 'typeorm';
import type { Role } from '@wellness/schema';
import { containing, limitClause } from '@wellness/platform';
import type { PageRequest, SessionUser } from '@wellness/platform';
import { outranks } from './rules';

interface ParticipantRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  location_name: string | null;
  total_points: number;
  days_logged: number | null;
  last_logged_on: string | null;
  created_at: Date;
}

interface ParticipantsQuery extends PageRequest {
  term?: string;
}

/**
 * The users table of a promotion (spec 2 section 9, spec 3 "Users admin table"): every user of
 * the promotion, by name, with their points, logged days and last logged day. `can_manage`
 * says whether the caller may edit, impersonate or delete the row (staff-rank.ts).
 */
export async function participantsPage(
  db: DataSource,
  promotionId: number,
  caller: Pick<SessionUser, 'id' | 'role'>,
  query: ParticipantsQuery,
) {
  const where = ['u.promotion_id = ?'];
  const params: unknown[] = [promotionId];
  const term = query.term?.trim();
  if (term) {
    where.push("(CONCAT(u.first_name, ' ', u.last_name) LIKE ? OR u.email LIKE ?)");
    params.push(containing(term), containing(term));
  }
  const clause = where.join(' AND ');
  const limit = limitClause(query);
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `SELECT u.id, u.first_name, u.last_name, u.email, u.role, l.name AS location_name,
              u.total_points, d.days_logged, DATE_FORMAT(d.last_logged_on, '%Y-%m-%d') AS last_logged_on,
              u.created_at
         FROM users u
         LEFT JOIN locations l ON l.id = u.location_id
         LEFT JOIN (
           SELECT e.user_id, COUNT(*) AS days_logged, MAX(e.recorded_on) AS last_logged_on
             FROM entries e
            WHERE e.promotion_id = ? AND EXISTS (SELECT 1 FROM entry_activities ea WHERE ea.entry_id = e.id)
            GROUP BY e.user_id
         ) d ON d.user_id = u.id
        WHERE ${clause}
        ORDER BY u.last_name, u.first_name, u.id${limit}`,
      [promotionId, ...params],
    ) as Promise<ParticipantRow[]>,
    db.query(`SELECT COUNT(*) AS total FROM users u WHERE ${clause}`, params),
  ]);
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      first_name: row.first_name,
      last_name: row.last_name,
      full_name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      role: row.role,
      location_name: row.location_name,
      total_points: Number(row.total_points),
      days_logged: Number(row.days_logged ?? 0),
      last_logged_on: row.last_logged_on,
      created_at: new Date(row.created_at).toISOString(),
      can_manage: Number(row.id) !== caller.id && outranks(caller.role, row.role),
    })),
    total: Number(total),
  };
}

/** A user with the subdomain of their promotion, or undefined for an unknown id. */
export async function userWithPromotion(db: DataSource, userId: number) {
  const [row] = await db.query(
    `SELECT u.id, u.promotion_id, u.role, p.subdomain
       FROM users u JOIN promotions p ON p.id = u.promotion_id WHERE u.id = ?`,
    [userId],
  );
  return row as { id: number; promotion_id: number; role: Role; subdomain: string } | undefined;
}
