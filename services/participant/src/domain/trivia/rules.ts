import type { Activity } from '@wellness/schema';

export const NO_QUIZ = 'This activity has no quiz.';
export const ALREADY_ANSWERED = 'You have already answered this question.';
export const WRONG_ANSWER = 'That is not the right answer.';

/** Trivia answers are compared case-insensitively (spec 1, section 5), ignoring outer spaces. */
export const sameAnswer = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

const answersOf = (activity: Pick<Activity, 'answers'>): string[] =>
  activity.answers ? (JSON.parse(activity.answers) as string[]) : [];

export const hasQuiz = (activity: Pick<Activity, 'question' | 'answers' | 'correct_answer'>) =>
  Boolean(activity.question && activity.correct_answer && answersOf(activity).length > 0);

/** True when the answer at answerIdx is the activity's correct answer. */
export function isCorrect(
  activity: Pick<Activity, 'answers' | 'correct_answer'>,
  answerIdx: number,
): boolean {
  const answer = answersOf(activity)[answerIdx];
  return answer !== undefined && sameAnswer(answer, activity.correct_answer ?? '');
}
