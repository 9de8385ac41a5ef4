import type { DataSource } from 'typeorm';

export const ACTIVE_EVALUATIONS_SQL = `SELECT d.id FROM evaluation_definitions d JOIN promotions p ON p.id = d.promotion_id
     WHERE d.promotion_id = ? AND (
       (d.days_from_start IS NOT NULL
         AND DATE_ADD(p.starts_on, INTERVAL d.days_from_start DAY) <= ? AND p.ends_on >= ?)
       OR (d.days_from_start IS NULL AND d.start_date <= ? AND d.end_date >= ?))
     ORDER BY d.id`;

export const COMPLETED_EVALUATIONS_SQL =
  'SELECT evaluation_definition_id FROM evaluations WHERE user_id = ? ORDER BY evaluation_definition_id';

/**
 * Spec 1 User "active and completed evaluation definition ids" (README, "Evaluation at
 * registration"): active are the promotion's definitions open today — from the programme's
 * start plus days_from_start to its end, or from start_date to end_date — and completed those
 * the user has an evaluation of (the Initial Assessment from the moment they register).
 */
export async function evaluationStatus(
  db: DataSource,
  user: { id: number; promotion_id: number },
  today: string,
) {
  // Neither waits for the other: both leave at once, on two of the pool's connections.
  const [active, completed]: [Array<{ id: number }>, Array<{ evaluation_definition_id: number }>] =
    await Promise.all([
      db.query(ACTIVE_EVALUATIONS_SQL, [user.promotion_id, today, today, today, today]),
      db.query(COMPLETED_EVALUATIONS_SQL, [user.id]),
    ]);
  return {
    active_evaluation_definition_ids: active.map((row) => Number(row.id)),
    completed_evaluation_definition_ids: completed.map((row) =>
      Number(row.evaluation_definition_id),
    ),
  };
}
