import type { DataSource } from 'typeorm';
import { PARTICIPANT_ROLES, inList } from '@wellness/platform';

const NO_LOCATION = 'No Location';

/** A day counts as logged when its entry holds at least one logged activity. */
const LOGGED_ENTRY = 'EXISTS (SELECT 1 FROM entry_activities ea WHERE ea.entry_id = e.id)';

/**
 * The coordinator's Stats tab, read from the promotion's own data: participants are users
 * with a participant role; days logged count distinct user-days with a logged activity.
 */
export async function promotionStats(db: DataSource, promotionId: number) {
  const roles = [...PARTICIPANT_ROLES];
  const [[people], [days], categories, weeks, locations] = await Promise.all([
    db.query(
      `SELECT COUNT(*) AS participants, COALESCE(SUM(total_points), 0) AS total_points
         FROM users WHERE promotion_id = ? AND role IN (?)`,
      [promotionId, inList(roles)],
    ),
    db.query(
      `SELECT COUNT(*) AS days_logged, COUNT(DISTINCT e.user_id) AS active_participants
         FROM entries e WHERE e.promotion_id = ? AND ${LOGGED_ENTRY}`,
      [promotionId],
    ),
    db.query(
      `SELECT c.display AS name, COUNT(ea.id) AS count
         FROM activity_categories c
         LEFT JOIN activities a ON a.category_id = c.id
         LEFT JOIN entry_activities ea ON ea.activity_id = a.id
        WHERE c.promotion_id = ?
        GROUP BY c.id, c.display, c.sequence ORDER BY c.sequence, c.id`,
      [promotionId],
    ),
    db.query(
      `SELECT FLOOR(DATEDIFF(e.recorded_on, p.starts_on) / 7) + 1 AS week, SUM(e.total_points) AS points
         FROM entries e JOIN promotions p ON p.id = e.promotion_id
        WHERE e.promotion_id = ? AND e.recorded_on >= p.starts_on
        GROUP BY week ORDER BY week`,
      [promotionId],
    ),
    db.query(
      `SELECT l.name AS name, COUNT(*) AS count
         FROM users u LEFT JOIN locations l ON l.id = u.location_id
        WHERE u.promotion_id = ? AND u.role IN (?)
        GROUP BY l.id, l.name ORDER BY count DESC, l.name`,
      [promotionId, inList(roles)],
    ),
  ]);
  const activities = (categories as Array<{ name: string; count: number }>).map((row) => ({
    name: row.name,
    count: Number(row.count),
  }));
  return {
    participants: Number(people.participants),
    active_participants: Number(days.active_participants),
    days_logged: Number(days.days_logged),
    total_points: Number(people.total_points),
    activities_logged: activities.reduce((sum, row) => sum + row.count, 0),
    activities_by_category: activities,
    points_by_week: (weeks as Array<{ week: number; points: number }>).map((row) => ({
      week: Number(row.week),
      points: Number(row.points),
    })),
    participants_by_location: (locations as Array<{ name: string | null; count: number }>).map(
      (row) => ({ name: row.name ?? NO_LOCATION, count: Number(row.count) }),
    ),
  };
}
