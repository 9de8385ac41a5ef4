/**
 * The SQL the real handlers send, with their placeholders: the hand-written statements copied
 * from the handlers' code; TypeORM's (findOneBy, findBy, insert, update) written as the plain
 * statements they stand for (`SELECT *` where TypeORM names every column). Not yet checked
 * against the MariaDB general log (root README, "Each API scenario against its own floor").
 */
export const SQL = {
  userById: 'SELECT * FROM users WHERE id = ? LIMIT 1',
  promotionById: 'SELECT * FROM promotions WHERE id = ? LIMIT 1',
  userSurveyCount: 'SELECT COUNT(1) AS cnt FROM user_surveys WHERE user_id = ?',
  promotionDay: 'SELECT GREATEST(DATEDIFF(?, starts_on), 0) AS day FROM promotions WHERE id = ?',
  surveyDefs: 'SELECT * FROM user_survey_defs WHERE promotion_id = ? ORDER BY id ASC',
  userSurveyCountOf:
    'SELECT COUNT(1) AS cnt FROM user_surveys WHERE user_id = ? AND user_survey_def_id = ?',
  activeEvaluations: `SELECT d.id FROM evaluation_definitions d JOIN promotions p ON p.id = d.promotion_id
     WHERE d.promotion_id = ? AND (
       (d.days_from_start IS NOT NULL
         AND DATE_ADD(p.starts_on, INTERVAL d.days_from_start DAY) <= ? AND p.ends_on >= ?)
       OR (d.days_from_start IS NULL AND d.start_date <= ? AND d.end_date >= ?))
     ORDER BY d.id`,
  completedEvaluations:
    'SELECT evaluation_definition_id FROM evaluations WHERE user_id = ? ORDER BY evaluation_definition_id',
  userTeam: `SELECT t.id, t.name, t.status, m.is_leader FROM users u
       JOIN teams t ON t.id = u.team_id AND t.status <> 2
       LEFT JOIN team_members m ON m.team_id = t.id AND m.user_id = u.id
      WHERE u.id = ?`,
  entriesBetween: 'SELECT * FROM entries WHERE user_id = ? AND recorded_on BETWEEN ? AND ?',
  entryActivitiesOf: 'SELECT * FROM entry_activities WHERE entry_id IN (?) ORDER BY id ASC',
  triviaBetween:
    'SELECT * FROM user_activities WHERE user_id = ? AND answered_correctly = 1 AND date_answered BETWEEN ? AND ?',
  activitiesOf:
    'SELECT * FROM activities WHERE promotion_id = ? ORDER BY week_available ASC, sequence ASC, id ASC',
  categoriesOf: 'SELECT * FROM activity_categories WHERE promotion_id = ?',
  activityOf: 'SELECT * FROM activities WHERE id = ? AND promotion_id = ? LIMIT 1',
  teamOfUser: `SELECT t.id AS team_id, c.id AS competition_id, c.collection_id,
            DATE_FORMAT(c.competition_starts_on, '%Y-%m-%d') AS starts_on,
            DATE_FORMAT(c.competition_ends_on, '%Y-%m-%d') AS ends_on
       FROM users u JOIN teams t ON t.id = u.team_id AND t.status <> ?
       JOIN competitions c ON c.id = t.competition_id WHERE u.id = ?`,
  weekPicture: `SELECT i.id FROM work_styles s JOIN style_images i ON i.style_id = s.id
      WHERE (s.collection_id = COALESCE(?, (SELECT collection_id FROM promotions WHERE id = ?))
             OR s.promotion_id = ?)
      ORDER BY s.week = ? DESC, s.week <= ? DESC, s.week DESC, i.id LIMIT 1`,
  insertTeamWork: `INSERT IGNORE INTO team_works (promotion_id, team_id, competition_id, week, style_image_id)
     VALUES (?, ?, ?, ?, ?)`,
  lockUser: 'SELECT * FROM users WHERE id = ? FOR UPDATE',
  entryOfDay: 'SELECT * FROM entries WHERE user_id = ? AND recorded_on = ? LIMIT 1',
  insertEntry:
    'INSERT INTO entries (user_id, promotion_id, recorded_on, notes, total_points, locked) VALUES (?, ?, ?, NULL, 0, 0)',
  entryById: 'SELECT * FROM entries WHERE id = ?',
  entryActivitiesOfEntry: 'SELECT * FROM entry_activities WHERE entry_id = ?',
  insertEntryActivity:
    'INSERT INTO entry_activities (entry_id, activity_id, feels_value, point_value) VALUES (?, ?, ?, ?)',
  dayBonus: `SELECT (SELECT COALESCE(SUM(bonus_points), 0) FROM works WHERE user_id = ? AND bonus_on = ?)
            + (SELECT COALESCE(SUM(points), 0) FROM work_bonuses
                WHERE target_user_id = ? AND applied = 1 AND decided_on = ?) AS points`,
  updateEntryTotal: 'UPDATE entries SET total_points = ? WHERE id = ?',
  userTotal: 'SELECT COALESCE(SUM(total_points), 0) AS total FROM entries WHERE user_id = ?',
  updateUserTotal: 'UPDATE users SET total_points = ? WHERE id = ?',
  loggedCount:
    'SELECT COUNT(*) AS logged FROM entry_activities ea JOIN entries e ON e.id = ea.entry_id WHERE e.user_id = ?',
  workOfUser: 'SELECT * FROM works WHERE current_user_id = ? LIMIT 1',
  updateUserSegments: 'UPDATE users SET segments_earned = ?, segments_banked = ? WHERE id = ?',
  updateWork:
    'UPDATE works SET segments_available = ?, completed = ?, completed_at = ? WHERE id = ?',
  lockTeamWork:
    'SELECT id, segments_available FROM team_works WHERE team_id = ? AND week = ? FOR UPDATE',
  updateTeamWork:
    'UPDATE team_works SET segments_available = ?, completed_at = IF(? >= ?, NOW(3), NULL) WHERE id = ?',
  addTeamWorkMember: `INSERT INTO team_work_members (team_work_id, user_id, segments) VALUES (?, ?, ?)
     ON DUPLICATE KEY UPDATE segments = segments + VALUES(segments)`,
  profiles: 'SELECT id, first_name, last_name, image_url FROM users WHERE id IN (?)',
  teamNames: 'SELECT id, name FROM teams WHERE id IN (?)',
  locationNames: 'SELECT id, name FROM locations WHERE id IN (?)',
} as const;
