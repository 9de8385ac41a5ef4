import { HttpError } from '@wellness/platform';
import type { EntityManager } from 'typeorm';
import type { AskedEvaluation, AskedQuestion } from './definitions';

export type Answer = string | number;
export type Answers = Record<string, Answer>;

/** Not spec messages (the spec quotes none for a bad answer): services/participant README. */
export const NOT_THIS_EVALUATION = 'This is not the evaluation the promotion asks.';
export const unknownQuestion = (name: string) => `There is no question ${name}.`;
export const wrongAnswerType = (question: AskedQuestion) =>
  `The answer to "${question.label}" must be ${expected(question)}.`;
export const notAnOption = (question: AskedQuestion) =>
  `Please choose one of the options for "${question.label}".`;
export const answerTooLong = (question: AskedQuestion) =>
  `The answer to "${question.label}" is too long.`;

/** The longest text box answer; a text area takes what the request schema allows (2,000). */
export const TEXTBOX_MAX_LENGTH = 255;

/** Spec 3 CustomPrompt: "Checkbox data types: numeric (0,1) or alpha (Y,N)". */
const CHECKBOX_VALUES = { integer: [0, 1], string: ['Y', 'N'] } as const;

function expected(question: AskedQuestion): string {
  if (question.type_of_prompt === 'CHECKBOX') {
    return question.data_type === 'string' ? 'Y or N' : '0 or 1';
  }
  return question.data_type === 'integer' ? 'a whole number' : 'text';
}

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
    const wantsInteger = question.data_type === 'integer';
    if (wantsInteger ? !Number.isInteger(value) : typeof value !== 'string') {
      throw new HttpError(422, wrongAnswerType(question));
    }
    if (question.type_of_prompt === 'CHECKBOX') {
      const allowed: readonly Answer[] = CHECKBOX_VALUES[wantsInteger ? 'integer' : 'string'];
      if (!allowed.includes(value)) throw new HttpError(422, wrongAnswerType(question));
      stored[name] = value;
      continue;
    }
    if (question.type_of_prompt === 'DROPDOWN') {
      if (!question.options.includes(String(value)))
        throw new HttpError(422, notAnOption(question));
      stored[name] = value;
      continue;
    }
    const text = String(value).trim();
    if (question.type_of_prompt === 'TEXTBOX' && text.length > TEXTBOX_MAX_LENGTH) {
      throw new HttpError(422, answerTooLong(question));
    }
    if (text) stored[name] = text;
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
