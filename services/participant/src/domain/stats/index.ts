import type { DataSource } from 'typeorm';
import { HttpError } from '@wellness/platform';
import type { SurveyQuestion } from '@wellness/schema';

/** Spec 3 s8 "No Stats Found.": the 404 for any user but the caller. */
export const NO_STATS = 'No Stats Found.';

/**
 * Spec 3 s9 "Feels values -1, 0, positive; mood labels Great, Really Good, Good": the labels in
 * the order of the values from best to worst (services/participant README "My Stats").
 */
export const MOOD_LABELS = { happy: 'Great', neutral: 'Really Good', sad: 'Good' } as const;

const num = (value: unknown) => Number(value ?? 0);

/** Points, days and activities per programme week (week 1 starts on starts_on). */
async function weekly(db: DataSource, userId: number) {
  const rows: Array<Record<string, unknown>> = await db.query(
    `SELECT FLOOR(DATEDIFF(e.recorded_on, p.starts_on) / 7) + 1 AS week,
            SUM(e.total_points) AS points, COUNT(*) AS days_logged,
            SUM((SELECT COUNT(*) FROM entry_activities ea WHERE ea.entry_id = e.id)) AS activities
       FROM entries e JOIN promotions p ON p.id = e.promotion_id
      WHERE e.user_id = ? AND e.recorded_on >= p.starts_on
      GROUP BY week ORDER BY week`,
    [userId],
  );
  return rows.map((r) => ({
    week: num(r.week),
    points: num(r.points),
    days_logged: num(r.days_logged),
    activities: num(r.activities),
  }));
}

async function feels(db: DataSource, userId: number) {
  const [row] = await db.query(
    `SELECT SUM(ea.feels_value > 0) AS happy, SUM(ea.feels_value = 0) AS neutral,
            SUM(ea.feels_value < 0) AS sad
       FROM entry_activities ea JOIN entries e ON e.id = ea.entry_id WHERE e.user_id = ?`,
    [userId],
  );
  return (['happy', 'neutral', 'sad'] as const).map((key) => ({
    feels: key,
    label: MOOD_LABELS[key],
    count: num(row?.[key]),
  }));
}

async function categories(db: DataSource, userId: number) {
  const rows: Array<Record<string, unknown>> = await db.query(
    `SELECT c.display AS name, COUNT(*) AS activities, SUM(ea.point_value) AS points
       FROM entry_activities ea JOIN entries e ON e.id = ea.entry_id
       JOIN activities a ON a.id = ea.activity_id
       JOIN activity_categories c ON c.id = a.category_id
      WHERE e.user_id = ? GROUP BY c.id, c.display, c.sequence ORDER BY c.sequence, c.id`,
    [userId],
  );
  return rows.map((r) => ({
    name: String(r.name),
    activities: num(r.activities),
    points: num(r.points),
  }));
}

/** The user's questionnaires in the order answered, each answer with its question. */
async function surveys(db: DataSource, userId: number) {
  const rows: Array<Record<string, unknown>> = await db.query(
    `SELECT s.id, s.source, s.created_at, s.user_responses, d.questions
       FROM user_surveys s JOIN user_survey_defs d ON d.id = s.user_survey_def_id
      WHERE s.user_id = ? ORDER BY s.id`,
    [userId],
  );
  return rows.map((r) => {
    const responses = JSON.parse(String(r.user_responses)) as Record<string, number>;
    const questions = JSON.parse(String(r.questions)) as SurveyQuestion[];
    return {
      id: num(r.id),
      source: String(r.source),
      created_at: new Date(r.created_at as string).toISOString(),
      answers: questions.map((q) => ({
        name: q.name,
        question: q.question,
        value: responses[q.name] ?? null,
      })),
    };
  });
}

/** My Stats (go.u.stats): the caller's own progress; any other user is 404 No Stats Found. */
export async function userStats(db: DataSource, caller: { id: number }, userId: number) {
  if (userId !== caller.id) throw new HttpError(404, NO_STATS);
  const [user] = await db.query(
    `SELECT u.total_points, COALESCE(u.goal, p.default_goal) AS goal, u.stats_available,
       (SELECT COUNT(*) FROM entries e WHERE e.user_id = u.id) AS days_logged
       FROM users u JOIN promotions p ON p.id = u.promotion_id WHERE u.id = ?`,
    [userId],
  );
  if (!user) throw new HttpError(404, NO_STATS);
  return {
    total_points: num(user.total_points),
    goal: num(user.goal),
    days_logged: num(user.days_logged),
    stats_available: Boolean(user.stats_available),
    weeks: await weekly(db, userId),
    feels: await feels(db, userId),
    categories: await categories(db, userId),
    surveys: await surveys(db, userId),
  };
}
