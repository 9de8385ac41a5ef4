import type { Answer, AskedQuestion } from '../api/evaluations-api';

/**
 * The answers as the form starts: checkboxes unticked (0, or N for alpha ones), the rest blank.
 * Every answer is optional (services/participant README "Evaluation at registration").
 */
export function initialAnswers(questions: AskedQuestion[]): Record<string, Answer> {
  const answers: Record<string, Answer> = {};
  for (const question of questions) {
    if (question.type_of_prompt === 'HEADER') continue;
    answers[question.name] =
      question.type_of_prompt === 'CHECKBOX' ? (question.data_type === 'string' ? 'N' : 0) : '';
  }
  return answers;
}

/** The checkbox's stored value: 1/0 for numeric, Y/N for alpha (spec 3 CustomPrompt). */
export const checkboxValue = (question: AskedQuestion, checked: boolean): Answer =>
  question.data_type === 'string' ? (checked ? 'Y' : 'N') : checked ? 1 : 0;

export const isChecked = (value: Answer | undefined) => value === 1 || value === 'Y';

/** What is sent: blank text and unchosen dropdowns left out. */
export const sentAnswers = (answers: Record<string, Answer>) =>
  Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== ''));
