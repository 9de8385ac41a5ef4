import type { PromptDataType, PromptType } from './entities';

/**
 * One answer to a custom prompt, checked by the prompt's type and data type: the one rule for
 * an evaluation's answers (services/participant) and the profile-only prompts of the settings
 * page (services/admin). Not spec messages: the spec quotes none for a bad answer.
 */
export type PromptAnswer = string | number;

/** A question as a form asks it: its label, type, data type and (dropdowns) options. */
export interface AnsweredQuestion {
  name: string;
  type_of_prompt: PromptType;
  data_type: PromptDataType;
  label: string;
  options: string[];
}

export const unknownQuestion = (name: string) => `There is no question ${name}.`;
export const wrongAnswerType = (question: AnsweredQuestion) =>
  `The answer to "${question.label}" must be ${expected(question)}.`;
export const notAnOption = (question: AnsweredQuestion) =>
  `Please choose one of the options for "${question.label}".`;
export const answerTooLong = (question: AnsweredQuestion) =>
  `The answer to "${question.label}" is too long.`;

/** The longest text box answer; a text area takes 2,000 characters. */
export const TEXTBOX_MAX_LENGTH = 255;
export const TEXTAREA_MAX_LENGTH = 2000;

/** Spec 3 CustomPrompt: "Checkbox data types: numeric (0,1) or alpha (Y,N)". */
const CHECKBOX_VALUES = { integer: [0, 1], string: ['Y', 'N'] } as const;

function expected(question: AnsweredQuestion): string {
  if (question.type_of_prompt === 'CHECKBOX') {
    return question.data_type === 'string' ? 'Y or N' : '0 or 1';
  }
  return question.data_type === 'integer' ? 'a whole number' : 'text';
}

/**
 * The answer as stored (null: blank text, i.e. unanswered), or the first problem in words: it
 * must have the question's data type (checkboxes 0/1 or Y/N), be one of a dropdown's options,
 * and fit a text box or area. A heading takes no answer.
 */
export function checkPromptAnswer(
  question: AnsweredQuestion,
  value: PromptAnswer,
): { value: PromptAnswer | null } | { error: string } {
  if (question.type_of_prompt === 'HEADER') return { error: unknownQuestion(question.name) };
  const wantsInteger = question.data_type === 'integer';
  if (wantsInteger ? !Number.isInteger(value) : typeof value !== 'string') {
    return { error: wrongAnswerType(question) };
  }
  if (question.type_of_prompt === 'CHECKBOX') {
    const allowed: readonly PromptAnswer[] = CHECKBOX_VALUES[wantsInteger ? 'integer' : 'string'];
    return allowed.includes(value) ? { value } : { error: wrongAnswerType(question) };
  }
  if (question.type_of_prompt === 'DROPDOWN') {
    return question.options.includes(String(value)) ? { value } : { error: notAnOption(question) };
  }
  const text = String(value).trim();
  const limit = question.type_of_prompt === 'TEXTAREA' ? TEXTAREA_MAX_LENGTH : TEXTBOX_MAX_LENGTH;
  if (text.length > limit) return { error: answerTooLong(question) };
  return { value: text || null };
}
