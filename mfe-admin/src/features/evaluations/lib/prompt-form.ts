import { z } from 'zod';
import type { CustomPrompt, CustomPromptInput, PromptType } from '../api/evaluations-api';

/** Spec 3 s9 "Prompt types", as the editor names them. */
export const PROMPT_TYPES: Array<{ value: PromptType; label: string }> = [
  { value: 'CHECKBOX', label: 'Checkbox' },
  { value: 'DROPDOWN', label: 'Dropdown' },
  { value: 'TEXTBOX', label: 'Text box' },
  { value: 'TEXTAREA', label: 'Text area' },
  { value: 'HEADER', label: 'Heading' },
];

/** Spec 3 CustomPrompt "Checkbox data types: numeric (0,1) or alpha (Y,N)". */
export const CHECKBOX_KINDS = [
  { value: 'integer', label: 'Numeric (0, 1)' },
  { value: 'string', label: 'Alpha (Y, N)' },
] as const;

export const promptFormSchema = z
  .object({
    type_of_prompt: z.enum(['CHECKBOX', 'DROPDOWN', 'TEXTBOX', 'TEXTAREA', 'HEADER']),
    checkbox_kind: z.enum(['integer', 'string']),
    short_label: z.string().trim().min(1, 'Label is required.').max(255),
    options: z.string().max(5000),
    custom_prompt_evaluation: z.boolean(),
  })
  .refine((values) => values.type_of_prompt !== 'DROPDOWN' || values.options.trim() !== '', {
    path: ['options'],
    message: 'A dropdown needs at least one option.',
  });

export type PromptFormValues = z.infer<typeof promptFormSchema>;

export const newPromptValues = (): PromptFormValues => ({
  type_of_prompt: 'TEXTBOX',
  checkbox_kind: 'integer',
  short_label: '',
  options: '',
  custom_prompt_evaluation: true,
});

export const promptValues = (prompt: CustomPrompt): PromptFormValues => ({
  type_of_prompt: prompt.type_of_prompt,
  checkbox_kind: prompt.data_type === 'string' ? 'string' : 'integer',
  short_label: prompt.short_label,
  options: prompt.options.join('\n'),
  custom_prompt_evaluation: prompt.custom_prompt_evaluation,
});

/**
 * Spec 3 s4 "Custom prompt data type is forced by type": only a checkbox chooses (numeric or
 * alpha); the others send the type's own.
 */
export function toPromptInput(values: PromptFormValues): CustomPromptInput {
  const forced = { TEXTAREA: 'text', TEXTBOX: 'string', HEADER: 'string', DROPDOWN: 'string' };
  return {
    type_of_prompt: values.type_of_prompt,
    data_type:
      values.type_of_prompt === 'CHECKBOX'
        ? values.checkbox_kind
        : (forced[values.type_of_prompt] as CustomPromptInput['data_type']),
    short_label: values.short_label.trim(),
    options: values.type_of_prompt === 'DROPDOWN' ? values.options : null,
    custom_prompt_evaluation: values.custom_prompt_evaluation,
  };
}

export const typeLabel = (type: PromptType) =>
  PROMPT_TYPES.find((candidate) => candidate.value === type)?.label ?? type;
