import type { DataSource } from 'typeorm';
import { HttpError, notFound } from '@wellness/platform';
import { User, UserSurvey, UserSurveyDef } from '@wellness/schema';
import type { SurveyQuestion } from '@wellness/schema';

/** The default promotion's questionnaire is every promotion's until it has its own. */
const DEFAULT_PROMOTION_ID = 1;
export const SURVEY_NOT_FOUND = 'Could not load survey.';
export const SURVEY_INCOMPLETE = 'Please answer every question.';

export const serializeSurveyDef = (def: UserSurveyDef) => ({
  id: def.id,
  promotion_id: def.promotion_id,
  name: def.name,
  questions: JSON.parse(def.questions) as SurveyQuestion[],
  response_values: JSON.parse(def.response_values) as string[],
  days_from_start: def.days_from_start,
  source: def.source,
});

export const serializeSurvey = (survey: UserSurvey) => ({
  id: survey.id,
  promotion_id: survey.promotion_id,
  user_id: survey.user_id,
  user_survey_def_id: survey.user_survey_def_id,
  user_responses: JSON.parse(survey.user_responses) as Record<string, number>,
  source: survey.source,
  created_at: survey.created_at.toISOString(),
});

/** The promotion's questionnaires, else the default promotion's. */
export async function surveyDefsOf(db: DataSource, promotionId: number) {
  const repo = db.getRepository(UserSurveyDef);
  const own = await repo.find({ where: { promotion_id: promotionId }, order: { id: 'ASC' } });
  if (own.length > 0) return own;
  return repo.find({ where: { promotion_id: DEFAULT_PROMOTION_ID }, order: { id: 'ASC' } });
}

/** One questionnaire the promotion may use (its own or a default one); 404 otherwise. */
export async function surveyDefFor(db: DataSource, promotionId: number, id: number) {
  const def = (await surveyDefsOf(db, promotionId)).find((candidate) => candidate.id === id);
  if (!def) throw notFound(SURVEY_NOT_FOUND);
  return def;
}

/** Whether the user has answered any questionnaire ("the first survey is done", spec 3 s4). */
export async function firstSurveyDone(db: DataSource, userId: number): Promise<boolean> {
  return (await db.getRepository(UserSurvey).countBy({ user_id: userId })) > 0;
}

/**
 * Saves the caller's answers: every question of the questionnaire answered 1-5 and nothing else
 * (422 otherwise); the pending-survey flag clears in the same transaction.
 */
export async function saveSurvey(
  db: DataSource,
  user: { id: number; promotion_id: number },
  defId: number,
  responses: Record<string, number>,
  source: string,
) {
  const def = await surveyDefFor(db, user.promotion_id, defId);
  const names = (JSON.parse(def.questions) as SurveyQuestion[]).map((q) => q.name);
  const given = Object.keys(responses);
  if (given.length !== names.length || !names.every((name) => responses[name] !== undefined)) {
    throw new HttpError(422, SURVEY_INCOMPLETE);
  }
  return db.transaction(async (manager) => {
    const saved = await manager.save(UserSurvey, {
      promotion_id: user.promotion_id,
      user_id: user.id,
      user_survey_def_id: def.id,
      user_responses: JSON.stringify(responses),
      source,
    });
    await manager.update(User, user.id, { survey_available: false });
    return manager.findOneByOrFail(UserSurvey, { id: saved.id });
  });
}

export async function surveysOf(db: DataSource, userId: number) {
  return db.getRepository(UserSurvey).find({ where: { user_id: userId }, order: { id: 'ASC' } });
}

/** The days of a questionnaire's rounds ("0,N": day 0 and day N of the programme). */
export const surveyDays = (daysFromStart: string) =>
  daysFromStart
    .split(',')
    .map((day) => Number(day.trim()))
    .filter((day) => Number.isInteger(day) && day >= 0);

/** A questionnaire's rounds as `surveyDue` weighs them: its days, and how often the user answered it. */
export interface SurveyRounds {
  days_from_start: string;
  answered: number | string;
}

/**
 * The questionnaires the user is asked (the promotion's, else the default promotion's), each
 * with how many times the user answered it: one statement.
 */
export const SURVEY_ROUNDS_SQL = `SELECT d.days_from_start,
       (SELECT COUNT(*) FROM user_surveys s WHERE s.user_id = ? AND s.user_survey_def_id = d.id) AS answered
  FROM user_survey_defs d
 WHERE d.promotion_id = IF(EXISTS (SELECT 1 FROM user_survey_defs o WHERE o.promotion_id = ?), ?, ?)
 ORDER BY d.id`;

export const surveyRoundsOf = (
  db: DataSource,
  user: { id: number; promotion_id: number },
): Promise<SurveyRounds[]> =>
  db.query(SURVEY_ROUNDS_SQL, [
    user.id,
    user.promotion_id,
    user.promotion_id,
    DEFAULT_PROMOTION_ID,
  ]);

/**
 * Whether a later round of one of the questionnaires is due and unanswered (services/participant
 * README "My Stats survey"): once programme day `day` (0 before the start) reaches a later round
 * (N > 0), the rounds with a day <= `day` are due, and the user has answered fewer of that
 * questionnaire than that. Day 0 is the prestart wizard's round, which the stored flag follows.
 */
export const laterRoundDue = (questionnaires: readonly SurveyRounds[], day: number) =>
  questionnaires.some((questionnaire) => {
    const reached = surveyDays(questionnaire.days_from_start).filter((n) => n <= day);
    return reached.some((n) => n > 0) && Number(questionnaire.answered) < reached.length;
  });

/** `laterRoundDue` for the user today; no questionnaire is read before day 1 (none can be due). */
export async function surveyDue(
  db: DataSource,
  user: { id: number; promotion_id: number },
  today: string,
): Promise<boolean> {
  const [promotion] = await db.query(
    'SELECT GREATEST(DATEDIFF(?, starts_on), 0) AS day FROM promotions WHERE id = ?',
    [today, user.promotion_id],
  );
  const day = Number(promotion?.day ?? 0);
  return day > 0 && laterRoundDue(await surveyRoundsOf(db, user), day);
}
