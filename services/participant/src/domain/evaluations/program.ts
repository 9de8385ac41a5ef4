import type { DataSource } from 'typeorm';
import { HttpError, isDuplicateEntry } from '@wellness/platform';
import { INITIAL_ASSESSMENT } from '@wellness/schema';
import { checkedAnswers } from './answers';
import type { Answers } from './answers';
import { REGISTRATION_TITLE, askedQuestions } from './definitions';
import type { AskedEvaluation } from './definitions';
import { evaluationStatus } from './status';

/** Spec 3 s8 loader message; the server's 404 for a definition of another promotion. */
export const DEFINITION_NOT_FOUND = 'Evaluation Definition could not be found';
/** Our messages (services/participant README "Programme evaluations"). */
export const NOT_OPEN = 'This evaluation is not open.';
export const ALREADY_COMPLETED = 'You have already completed this evaluation.';

interface DefinitionRow {
  id: number;
  name: string;
  message: string | null;
  questions: string;
  visible_questions: string | null;
}

/** A definition of the promotion as the participant's form asks it; 404 for any other. */
export async function askedEvaluation(
  db: DataSource,
  promotionId: number,
  id: number,
): Promise<AskedEvaluation> {
  const [row]: DefinitionRow[] = await db.query(
    `SELECT id, name, message, questions, visible_questions FROM evaluation_definitions
      WHERE promotion_id = ? AND id = ?`,
    [promotionId, id],
  );
  if (!row) throw new HttpError(404, DEFINITION_NOT_FOUND);
  return {
    id: Number(row.id),
    name: row.name,
    title: row.name === INITIAL_ASSESSMENT ? REGISTRATION_TITLE : row.name,
    message: row.message,
    questions: await askedQuestions(db, promotionId, row),
  };
}

/**
 * Spec 3 s4 "Evaluation": the first active programme evaluation (lowest id open today) the
 * user has not completed, or null. The Initial Assessment is the registration form's, never
 * asked afterwards (services/participant README "Programme evaluations").
 */
export async function pendingEvaluationId(
  db: DataSource,
  user: { id: number; promotion_id: number },
  today: string,
): Promise<number | null> {
  const status = await evaluationStatus(db, user, today);
  const done = new Set(status.completed_evaluation_definition_ids);
  const open = status.active_evaluation_definition_ids.filter((id) => !done.has(id));
  if (open.length === 0) return null;
  const [first] = await db.query(
    'SELECT id FROM evaluation_definitions WHERE id IN (?) AND name <> ? ORDER BY id LIMIT 1',
    [open, INITIAL_ASSESSMENT],
  );
  return first ? Number(first.id) : null;
}

/**
 * Stores the user's answers to an open definition they have not completed, and in the same
 * transaction sets stats_available and clears showing_evaluation_notification (spec 3 s4).
 * The unique (user, definition) key decides a double submission: the second is 409.
 */
export async function submitEvaluation(
  db: DataSource,
  user: { id: number; promotion_id: number },
  body: { evaluation_definition_id: number; answers: Answers },
  today: string,
) {
  const evaluation = await askedEvaluation(db, user.promotion_id, body.evaluation_definition_id);
  const status = await evaluationStatus(db, user, today);
  if (status.completed_evaluation_definition_ids.includes(evaluation.id)) {
    throw new HttpError(409, ALREADY_COMPLETED);
  }
  if (!status.active_evaluation_definition_ids.includes(evaluation.id)) {
    throw new HttpError(422, NOT_OPEN);
  }
  const answers = checkedAnswers(evaluation, body.answers);
  try {
    await db.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO evaluations (promotion_id, user_id, evaluation_definition_id, answers)
         VALUES (?, ?, ?, ?)`,
        [user.promotion_id, user.id, evaluation.id, JSON.stringify(answers)],
      );
      await manager.query(
        `UPDATE users SET stats_available = TRUE, showing_evaluation_notification = FALSE
          WHERE id = ?`,
        [user.id],
      );
    });
  } catch (error) {
    if (isDuplicateEntry(error)) throw new HttpError(409, ALREADY_COMPLETED);
    throw error;
  }
  return { evaluation_definition_id: evaluation.id, answers };
}
