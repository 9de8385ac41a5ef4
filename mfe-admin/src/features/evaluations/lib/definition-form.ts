import { z } from 'zod';
import type { DefinitionInput, EvaluationDefinition } from '../api/evaluations-api';
import { INITIAL_ASSESSMENT } from './messages';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The definition editor's rules (spec 3 s4 "Evaluation definition"): the Initial Assessment
 * always opens on day 0; otherwise days from start, or a start and an end date.
 */
export const definitionFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required.').max(255),
    message: z.string().max(5000),
    when: z.enum(['days', 'dates']),
    days_from_start: z.number().int().min(0, 'Days from start cannot be negative.').nullable(),
    start_date: z.string(),
    end_date: z.string(),
    /** The custom prompts asked, by id, in the order shown. */
    prompt_ids: z.array(z.number()),
  })
  .superRefine((values, context) => {
    if (values.name.trim() === INITIAL_ASSESSMENT) return;
    if (values.when === 'days' && values.days_from_start === null) {
      context.addIssue({
        code: 'custom',
        path: ['days_from_start'],
        message: 'Give the days from start.',
      });
    }
    if (values.when === 'dates') {
      if (!DATE.test(values.start_date)) {
        context.addIssue({ code: 'custom', path: ['start_date'], message: 'Give a start date.' });
      }
      if (!DATE.test(values.end_date)) {
        context.addIssue({ code: 'custom', path: ['end_date'], message: 'Give an end date.' });
      } else if (values.end_date < values.start_date) {
        context.addIssue({
          code: 'custom',
          path: ['end_date'],
          message: 'The end date must not be before the start date.',
        });
      }
    }
  });

export type DefinitionFormValues = z.infer<typeof definitionFormSchema>;

export const newDefinitionValues = (): DefinitionFormValues => ({
  name: '',
  message: '',
  when: 'days',
  days_from_start: 0,
  start_date: '',
  end_date: '',
  prompt_ids: [],
});

export const definitionValues = (definition: EvaluationDefinition): DefinitionFormValues => ({
  name: definition.name,
  message: definition.message ?? '',
  when: definition.days_from_start === null ? 'dates' : 'days',
  days_from_start: definition.days_from_start,
  start_date: definition.start_date ?? '',
  end_date: definition.end_date ?? '',
  prompt_ids: definition.questions
    .filter((question) => question.custom_prompt && question.is_active)
    .map((question) => Number(question.custom_promptable_id)),
});

/**
 * What the editor sends: the window it chose, the other nulled; the asked prompts in order,
 * and the definition's built-in questions kept as they were.
 */
export function toDefinitionInput(
  values: DefinitionFormValues,
  existing?: EvaluationDefinition,
): DefinitionInput {
  const days = values.when === 'days' || values.name.trim() === INITIAL_ASSESSMENT;
  const builtIn = (existing?.questions ?? [])
    .filter((question) => !question.custom_prompt)
    .map((question) => ({
      name: question.name,
      type_of_prompt: question.type_of_prompt,
      data_type: question.data_type,
      ...(question.label ? { label: question.label } : {}),
      is_active: question.is_active,
      is_visible_in_profile: question.flags.is_visible_in_profile,
    }));
  return {
    name: values.name.trim(),
    message: values.message.trim() || null,
    days_from_start: days ? (values.days_from_start ?? 0) : null,
    start_date: days ? null : values.start_date,
    end_date: days ? null : values.end_date,
    questions: [
      ...builtIn,
      ...values.prompt_ids.map((id) => ({
        custom_promptable_id: id,
        is_active: true,
        is_visible_in_profile: false,
      })),
    ],
  };
}

/** When a definition is open, as the list shows it. */
export function windowText(definition: EvaluationDefinition): string {
  if (definition.days_from_start !== null) {
    return definition.days_from_start === 0
      ? 'From the first day'
      : `From day ${definition.days_from_start}`;
  }
  return `${definition.start_date ?? '?'} to ${definition.end_date ?? '?'}`;
}
