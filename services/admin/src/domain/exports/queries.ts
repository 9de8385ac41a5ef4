/**
 * The CSV downloads of spec 3 "Exports", as SQL over one promotion: one row per entry, and
 * one row of statistics per user. Values are bound; the header is the first row.
 */
export interface ExportQuery {
  header: string[];
  sql: string;
  values: number[];
  filename: string;
  /** Columns MySQL counts (BIGINT): the driver hands them over as text, the CSV writes numbers. */
  counts: string[];
}

export function entriesExport(promotionId: number, subdomain: string): ExportQuery {
  return {
    filename: `entries-${subdomain}`,
    header: [
      'Date',
      'First Name',
      'Last Name',
      'Email',
      'Location',
      'Activities',
      'Points',
      'Notes',
    ],
    sql: `SELECT DATE_FORMAT(e.recorded_on, '%Y-%m-%d') AS recorded_on, u.first_name, u.last_name,
                 u.email, l.name AS location,
                 (SELECT COUNT(*) FROM entry_activities ea WHERE ea.entry_id = e.id) AS activities,
                 e.total_points, e.notes
            FROM entries e
            JOIN users u ON u.id = e.user_id
            LEFT JOIN locations l ON l.id = u.location_id
           WHERE e.promotion_id = ?
           ORDER BY e.recorded_on, u.last_name, u.first_name, e.id`,
    values: [promotionId],
    counts: ['activities'],
  };
}

export function statsExport(promotionId: number, subdomain: string): ExportQuery {
  return {
    filename: `stats-${subdomain}`,
    header: [
      'First Name',
      'Last Name',
      'Email',
      'Role',
      'Location',
      'Top-Level Location',
      'Days Logged',
      'Activities Logged',
      'Total Points',
      'Goal Hit',
    ],
    sql: `SELECT u.first_name, u.last_name, u.email, u.role, l.name AS location,
                 COALESCE(lpp.name, lp.name, l.name) AS top_level_location,
                 COALESCE(s.days, 0) AS days_logged, COALESCE(s.activities, 0) AS activities_logged,
                 u.total_points, CASE WHEN u.goal_hit THEN 'Yes' ELSE 'No' END AS goal_hit
            FROM users u
            LEFT JOIN locations l ON l.id = u.location_id
            LEFT JOIN locations lp ON lp.id = l.parent_id
            LEFT JOIN locations lpp ON lpp.id = lp.parent_id
            LEFT JOIN (
                 SELECT e.user_id, COUNT(DISTINCT e.id) AS days, COUNT(ea.id) AS activities
                   FROM entries e LEFT JOIN entry_activities ea ON ea.entry_id = e.id
                  WHERE e.promotion_id = ?
                  GROUP BY e.user_id) s ON s.user_id = u.id
           WHERE u.promotion_id = ?
           ORDER BY u.last_name, u.first_name, u.id`,
    values: [promotionId, promotionId],
    counts: ['days_logged', 'activities_logged'],
  };
}
