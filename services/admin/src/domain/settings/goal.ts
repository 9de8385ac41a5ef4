import type { DataSource } from 'typeorm';
import { unprocessable } from '@wellness/platform';

/** Spec 3 s9 "Default goals 500, 750, 1000": offered when the promotion has no goalPointOptions. */
export const DEFAULT_GOAL_OPTIONS = [500, 750, 1000] as const;
export const GOAL_NOT_OFFERED = 'Please choose one of the offered goals.';

export interface GoalSettings {
  /** The user's own goal; null follows the promotion's default_goal. */
  goal: number | null;
  default_goal: number;
  options: number[];
}

/** The whole number a goalPointOptions item's title starts with ("750" or "750 points"). */
const pointsOf = (title: string) => {
  const match = /^\s*(\d{1,7})\b/.exec(title.replace(/,/g, ''));
  const points = match ? Number(match[1]) : 0;
  return points > 0 ? points : null;
};

/**
 * The goals a user of the promotion may choose: the promotion's visible goalPointOptions
 * content (spec 3 s7), or else the spec's default goals, always with its default_goal.
 */
async function goalOptions(db: DataSource, promotionId: number, defaultGoal: number) {
  const rows: Array<{ title: string }> = await db.query(
    `SELECT title FROM contents
      WHERE promotion_id = ? AND category = 'goalPointOptions' AND hidden = 0
      ORDER BY sequence, id`,
    [promotionId],
  );
  const fromContent = rows.map((row) => pointsOf(row.title)).filter((p) => p !== null);
  const offered = fromContent.length ? fromContent : [...DEFAULT_GOAL_OPTIONS];
  return [...new Set([...offered, defaultGoal])].sort((a, b) => a - b);
}

export async function goalOfUser(
  db: DataSource,
  user: { id: number; promotion_id: number },
): Promise<GoalSettings> {
  const [row] = await db.query(
    `SELECT u.goal, p.default_goal FROM users u JOIN promotions p ON p.id = u.promotion_id
      WHERE u.id = ?`,
    [user.id],
  );
  const defaultGoal = Number(row.default_goal);
  return {
    goal: row.goal === null ? null : Number(row.goal),
    default_goal: defaultGoal,
    options: await goalOptions(db, user.promotion_id, defaultGoal),
  };
}

/** Saves the user's goal: one of the offered goals, or null for the promotion's default. */
export async function saveGoal(
  db: DataSource,
  user: { id: number; promotion_id: number },
  goal: number | null,
): Promise<GoalSettings> {
  const current = await goalOfUser(db, user);
  if (goal !== null && !current.options.includes(goal)) throw unprocessable(GOAL_NOT_OFFERED);
  await db.query('UPDATE users SET goal = ? WHERE id = ?', [goal, user.id]);
  return { ...current, goal };
}
