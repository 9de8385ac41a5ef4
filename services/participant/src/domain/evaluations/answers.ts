import { HttpError } from '@wellness/platform';
import { checkPromptAnswer, unknownQuestion } from '@wellness/schema';
import type { EntityManager } from 'typeorm';
import type { AskedEvaluation } from './definitions';

export type Answer = string | number;
export type Answers = Record<string, Answer>;

/** Not spec messages (the spec quotes none for a bad answer): services/participant README. */
export const NOT_THIS_EVALUATION = 'This is not the evaluation the promotion asks.';
// One rule for a prompt's answer, shared with the settings page's profile prompts.
export {
  TEXTBOX_MAX_LENGTH,
  answerTooLong,
  notAnOption,
  unknownQuestion,
  wrongAnswerType,
} from '@wellness/schema';

/**
 * The answers as stored, or a 422 naming the first problem (README, "Evaluation at
 * registration"): every answer is optional; one that is given must name a question the
 * definition asks (a heading takes none), have its data type (checkboxes 0/1 or Y/N), be one
 * of a dropdown's options, and fit a text box. Blank text counts as unanswered.
 */
export function checkedAnswers(evaluation: AskedEvaluation, answers: Answers): Answers {
  const asked = new Map(
    evaluation.questions
      .filter((question) => question.type_of_prompt !== 'HEADER')
      .map((question) => [question.name, question]),
  );
  const stored: Answers = {};
  for (const [name, value] of Object.entries(answers)) {
    const question = asked.get(name);
    if (!question) throw new HttpError(422, unknownQuestion(name));
    const checked = checkPromptAnswer(question, value);
    if ('error' in checked) throw new HttpError(422, checked.error);
    if (checked.value !== null) stored[name] = checked.value;
  }
  return stored;
}

/**
 * Stores a user's evaluation. The unique key (user, definition) refuses a second one; inside
 * the registration transaction the user is new, so it always inserts.
 */
export async function insertEvaluation(
  manager: EntityManager,
  row: {
    promotion_id: number;
    user_id: number;
    evaluation_definition_id: number;
    answers: Answers;
  },
) {
  await manager.query(
    `INSERT INTO evaluations (promotion_id, user_id, evaluation_definition_id, answers)
     VALUES (?, ?, ?, ?)`,
    [row.promotion_id, row.user_id, row.evaluation_definition_id, JSON.stringify(row.answers)],
  );
}
