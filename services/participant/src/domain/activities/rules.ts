import { COORDINATOR_OR_ABOVE, unprocessable } from '@wellness/platform';
import type { Activity, Role } from '@wellness/schema';
import { sameAnswer } from '../trivia';

/** Staff: who may create, update and delete activities and read trivia answers. */
export const STAFF_ROLES = COORDINATOR_OR_ABOVE;
export const isStaff = (role: Role) => STAFF_ROLES.includes(role);

/** The multipliers an activity may have (GET .../activities/multipliers). */
export const MULTIPLIERS = [1, 1.25, 1.5, 2, 3];

const CHILD_MAY_ONLY_MOVE = 'A child activity may only change its sequence and week.';
const CORRECT_ANSWER_NOT_AN_ANSWER = 'The correct answer must be one of the answers.';
const TOO_FEW_ANSWERS = 'A quiz needs at least two answers.';
export const CATEGORY_NOT_FOUND = 'Category could not be found';
const MULTIPLIER_NOT_ALLOWED = 'The multiplier must be one of 1, 1.25, 1.5, 2 or 3.';
export const NAME_REQUIRED = "Name can't be blank.";

/** The activity fields staff send (all optional: a PUT changes what it sends). */
export interface ActivityInput {
  name?: string;
  blurb?: string;
  content?: string | null;
  category?: string;
  image_url?: string | null;
  week_available?: number;
  sequence?: number;
  is_one_time?: boolean;
  multiplier?: number;
  parent_activity_id?: number | null;
  point_value?: number;
  question?: string | null;
  answers?: string[] | null;
  correct_answer?: string | null;
}

/** A one-time activity created with multiplier 1 is saved with 1.5 (spec 1, section 4). */
export function multiplierOnCreate(isOneTime: boolean, multiplier = 1): number {
  return allowedMultiplier(isOneTime && multiplier === 1 ? 1.5 : multiplier);
}

export function allowedMultiplier(multiplier: number): number {
  if (!MULTIPLIERS.includes(multiplier)) throw unprocessable(MULTIPLIER_NOT_ALLOWED);
  return multiplier;
}

/**
 * A new activity's week: the number of activities already in its category plus one
 * (spec 1, section 9), never past the programme's last week so that it can be logged.
 */
export const defaultWeek = (activitiesInCategory: number, weeks: number) =>
  Math.min(activitiesInCategory + 1, weeks);

const blankToNull = (text: string | null | undefined) =>
  text === undefined ? undefined : text === null || text.trim() === '' ? null : text;

/**
 * The stored trivia columns. No question means no quiz: answers and correct answer are
 * dropped. A question needs two or more answers, one of which (ignoring case) is correct.
 */
export function quizColumns(
  question: string | null,
  answers: string[] | null,
  correctAnswer: string | null,
): Pick<Activity, 'question' | 'answers' | 'correct_answer'> {
  if (!blankToNull(question)) return { question: null, answers: null, correct_answer: null };
  const list = (answers ?? []).filter((answer) => answer.trim() !== '');
  if (list.length < 2) throw unprocessable(TOO_FEW_ANSWERS);
  if (!correctAnswer || !list.some((answer) => sameAnswer(answer, correctAnswer))) {
    throw unprocessable(CORRECT_ANSWER_NOT_AN_ANSWER);
  }
  return { question, answers: JSON.stringify(list), correct_answer: correctAnswer };
}

/** The columns a child activity takes from its parent. */
export const inheritedColumns = (parent: Activity) => ({
  category_id: parent.category_id,
  name: parent.name,
  blurb: parent.blurb,
  content: parent.content,
  image_url: parent.image_url,
  is_one_time: parent.is_one_time,
  multiplier: parent.multiplier,
  point_value: parent.point_value,
  question: parent.question,
  answers: parent.answers,
  correct_answer: parent.correct_answer,
});

/**
 * A child activity may only save its sequence and week: every other field it sends must
 * be what it inherits from the parent (sending the parent's value back is harmless).
 */
export function assertChildKeepsParent(
  input: ActivityInput,
  parent: Activity,
  parentCategoryKey: string,
) {
  const inherited: Record<string, unknown> = {
    ...inheritedColumns(parent),
    category: parentCategoryKey,
    multiplier: Number(parent.multiplier),
    answers: parent.answers === null ? null : (JSON.parse(parent.answers) as string[]),
  };
  const changed = Object.entries(input).filter(([field, value]) => {
    if (['sequence', 'week_available', 'parent_activity_id'].includes(field)) return false;
    if (value === undefined) return false;
    const normalize = (v: unknown) => JSON.stringify(typeof v === 'string' ? blankToNull(v) : v);
    return normalize(value) !== normalize(inherited[field] ?? null);
  });
  if (changed.length > 0) throw unprocessable(CHILD_MAY_ONLY_MOVE);
}
