import { DEFAULT_PROMOTION_ID, HttpError } from '@wellness/platform';
import { UserSurveyDef } from '@wellness/schema';
import type { SurveyQuestion } from '@wellness/schema';
import type { DataSource, EntityManager } from 'typeorm';

/** Spec 3 s8's loader message for the survey. */
export const SURVEY_NOT_FOUND = 'Could not load survey.';
export const QUESTION_TEXT_NEEDED = 'Every question needs its text.';
export const QUESTION_KEYS_CLASH = 'Each question needs its own key.';
export const ANSWERED_QUESTION_KEPT = 'Questions participants have answered cannot be removed.';
export const ANSWERED_NO_RESET =
  "Participants have answered this promotion's questionnaire: it cannot be reset to the default.";
export const NAME_NEEDED = 'The questionnaire needs a name.';
export const ANSWER_LABEL_NEEDED = 'Every answer needs its label.';

export interface QuestionnaireInput {
  name: string;
  questions: Array<{ name?: string; question: string }>;
  response_values: string[];
}

const serialize = (def: UserSurveyDef, promotionId: number) => ({
  id: def.id,
  promotion_id: def.promotion_id,
  name: def.name,
  questions: JSON.parse(def.questions) as SurveyQuestion[],
  response_values: JSON.parse(def.response_values) as string[],
  days_from_start: def.days_from_start,
  source: def.source,
  /** The default promotion's questionnaire, shown for want of the promotion's own. */
  is_default: def.promotion_id !== promotionId,
});

const firstDef = (db: DataSource | EntityManager, promotionId: number) =>
  db
    .getRepository(UserSurveyDef)
    .findOne({ where: { promotion_id: promotionId }, order: { id: 'ASC' } });

/**
 * The questionnaire the prestart wizard's emotional survey asks in the promotion: its own,
 * else the default promotion's (services/participant `surveyDefsOf`, the first one).
 */
export async function questionnaireOf(db: DataSource, promotionId: number) {
  const def = (await firstDef(db, promotionId)) ?? (await firstDef(db, DEFAULT_PROMOTION_ID));
  if (!def) throw new HttpError(404, SURVEY_NOT_FOUND);
  return serialize(def, promotionId);
}

const answeredKeys = async (manager: EntityManager, defId: number) => {
  const rows: Array<{ user_responses: string }> = await manager.query(
    'SELECT user_responses FROM user_surveys WHERE user_survey_def_id = ?',
    [defId],
  );
  return new Set(rows.flatMap((row) => Object.keys(JSON.parse(row.user_responses) as object)));
};

/** Trims, checks and names the questions: a new question gets the first free `question_N`. */
function checkedQuestions(input: QuestionnaireInput['questions']): SurveyQuestion[] {
  const taken = new Set(input.map((q) => q.name?.trim()).filter(Boolean));
  const named = input.map((q) => ({ name: q.name?.trim() ?? '', question: q.question.trim() }));
  if (named.some((q) => !q.question)) throw new HttpError(422, QUESTION_TEXT_NEEDED);
  let next = 1;
  for (const question of named) {
    if (question.name) continue;
    while (taken.has(`question_${next}`)) next += 1;
    question.name = `question_${next}`;
    taken.add(question.name);
  }
  if (new Set(named.map((q) => q.name)).size !== named.length) {
    throw new HttpError(422, QUESTION_KEYS_CLASH);
  }
  return named;
}

/**
 * Saves the promotion's questionnaire. The first save of a promotion that shows the default
 * stores its own copy (the default's schedule and source kept); the default promotion's is
 * edited in place. The promotion's row is locked, so two first saves make one copy.
 */
export async function saveQuestionnaire(
  db: DataSource,
  promotionId: number,
  input: QuestionnaireInput,
) {
  const name = input.name.trim();
  if (!name) throw new HttpError(422, NAME_NEEDED);
  const responseValues = input.response_values.map((label) => label.trim());
  if (responseValues.some((label) => !label)) throw new HttpError(422, ANSWER_LABEL_NEEDED);
  const questions = checkedQuestions(input.questions);
  await db.transaction(async (manager) => {
    await manager.query('SELECT id FROM promotions WHERE id = ? FOR UPDATE', [promotionId]);
    const own = await firstDef(manager, promotionId);
    const fields = {
      name,
      questions: JSON.stringify(questions),
      response_values: JSON.stringify(responseValues),
    };
    if (own) {
      const kept = new Set(questions.map((q) => q.name));
      const answered = await answeredKeys(manager, own.id);
      if ([...answered].some((key) => !kept.has(key))) {
        throw new HttpError(422, ANSWERED_QUESTION_KEPT);
      }
      await manager.update(UserSurveyDef, own.id, fields);
      return;
    }
    const fallback = await firstDef(manager, DEFAULT_PROMOTION_ID);
    await manager.save(UserSurveyDef, {
      promotion_id: promotionId,
      days_from_start: fallback?.days_from_start ?? '0',
      source: fallback?.source ?? 'prestart',
      ...fields,
    });
  });
  return questionnaireOf(db, promotionId);
}

/**
 * Reset to default: deletes the promotion's own questionnaire while nobody has answered it. A
 * promotion without a copy (the default promotion included) is left as it is.
 */
export async function resetQuestionnaire(db: DataSource, promotionId: number) {
  if (promotionId === DEFAULT_PROMOTION_ID) return questionnaireOf(db, promotionId);
  await db.transaction(async (manager) => {
    await manager.query('SELECT id FROM promotions WHERE id = ? FOR UPDATE', [promotionId]);
    const own: Array<{ id: number }> = await manager.query(
      'SELECT id FROM user_survey_defs WHERE promotion_id = ?',
      [promotionId],
    );
    if (own.length === 0) return;
    const ids = own.map((row) => row.id);
    const [answers] = await manager.query(
      'SELECT COUNT(*) AS n FROM user_surveys WHERE user_survey_def_id IN (?)',
      [ids],
    );
    if (Number(answers.n) > 0) throw new HttpError(422, ANSWERED_NO_RESET);
    await manager.query('DELETE FROM user_survey_defs WHERE id IN (?)', [ids]);
  });
  return questionnaireOf(db, promotionId);
}
