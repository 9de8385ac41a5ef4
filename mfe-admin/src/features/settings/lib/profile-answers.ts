import type { ProfileAnswers, ProfilePrompt } from '../api/profile-prompts-api';

/** The form's values: text and choices as strings, checkboxes as booleans. */
export type ProfileForm = Record<string, string | boolean>;

const CHECKED = { integer: 1, string: 'Y' } as const;
const UNCHECKED = { integer: 0, string: 'N' } as const;
const checkboxType = (prompt: ProfilePrompt) =>
  prompt.data_type === 'string' ? 'string' : 'integer';

/** The stored answers as the form shows them (a checkbox is ticked by 1 or Y). */
export function toProfileForm(prompts: ProfilePrompt[]): ProfileForm {
  const form: ProfileForm = {};
  for (const prompt of prompts) {
    if (prompt.type_of_prompt === 'HEADER') continue;
    form[prompt.name] =
      prompt.type_of_prompt === 'CHECKBOX'
        ? prompt.answer === CHECKED[checkboxType(prompt)]
        : String(prompt.answer ?? '');
  }
  return form;
}

/**
 * The answers to send: a checkbox as 0/1 or N/Y by its data type (spec 3 "numeric (0,1) or
 * alpha (Y,N)"), blank text and "no answer" as null (the answer is removed).
 */
export function toProfileAnswers(prompts: ProfilePrompt[], form: ProfileForm): ProfileAnswers {
  const answers: ProfileAnswers = {};
  for (const prompt of prompts) {
    if (prompt.type_of_prompt === 'HEADER') continue;
    const value = form[prompt.name];
    if (prompt.type_of_prompt === 'CHECKBOX') {
      const type = checkboxType(prompt);
      answers[prompt.name] = value === true ? CHECKED[type] : UNCHECKED[type];
    } else {
      const text = String(value ?? '').trim();
      answers[prompt.name] = text === '' ? null : text;
    }
  }
  return answers;
}
