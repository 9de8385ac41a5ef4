import type { FastifyInstance } from 'fastify';
import { insert } from './rows';

type Db = FastifyInstance['db'];

/** A day `n` days after `today` (YYYY-MM-DD). */
export function dayAfter(today: string, n: number): string {
  const ms = Date.parse(`${today}T00:00:00Z`) + n * 24 * 60 * 60 * 1000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** A competition of the promotion: enrolment from today for a week, then 28 days. */
export const insertCompetition = (db: Db, promotionId: number, today: string) =>
  insert(db, 'competitions', {
    promotion_id: promotionId,
    enrollment_starts_on: today,
    enrollment_ends_on: dayAfter(today, 6),
    competition_starts_on: dayAfter(today, 7),
    competition_ends_on: dayAfter(today, 34),
    comp_length: 28,
  });

/**
 * Records of the competition screens: a competition, a behaviour (of `behaviourOf`, else of
 * that competition: a caller's own behaviour must outlive their own competition's delete), a
 * level and a point threshold.
 */
export async function insertCompetitionRecords(
  db: Db,
  promotionId: number,
  today: string,
  behaviourOf?: number,
) {
  const competitionId = await insertCompetition(db, promotionId, today);
  return {
    competitionId,
    behaviorId: await insert(db, 'behaviors', {
      promotion_id: promotionId,
      name: 'Guardrail behaviour',
      behaviorable_type: 'Competition',
      behaviorable_id: behaviourOf ?? competitionId,
    }),
    levelId: await insert(db, 'levels', { promotion_id: promotionId, name: 'Guardrail level' }),
    pointThresholdId: await insert(db, 'point_thresholds', {
      promotion_id: promotionId,
      pointable_type: 'Step',
      value: 1000,
      value_label: 'Guardrail steps',
    }),
  };
}

export type CompetitionRecords = Awaited<ReturnType<typeof insertCompetitionRecords>>;
