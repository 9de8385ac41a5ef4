import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useSaveCustomPromptMutation } from '../api/evaluations-api';
import type { CustomPrompt } from '../api/evaluations-api';
import { SAVE_EVALUATION_FAILED } from '../lib/messages';
import {
  CHECKBOX_KINDS,
  PROMPT_TYPES,
  newPromptValues,
  promptFormSchema,
  promptValues,
  toPromptInput,
} from '../lib/prompt-form';
import type { PromptFormValues } from '../lib/prompt-form';

const serverErrors = (error: unknown): string[] => {
  const errors = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  return Array.isArray(errors) ? (errors as string[]) : [];
};

export interface CustomPromptFormProps {
  promotionId: number;
  prompt?: CustomPrompt;
  onDone: () => void;
}

/** A custom prompt (spec 3 CustomPrompt): type, label, a checkbox's kind, a dropdown's options. */
export function CustomPromptForm({ promotionId, prompt, onDone }: CustomPromptFormProps) {
  const [save, saving] = useSaveCustomPromptMutation();
  const [problems, setProblems] = useState<string[] | null>(null);
  const { control, formState, handleSubmit, register, reset, watch } = useForm<PromptFormValues>({
    resolver: zodResolver(promptFormSchema),
    defaultValues: prompt ? promptValues(prompt) : newPromptValues(),
  });
  const { errors } = formState;
  const type = watch('type_of_prompt');

  const submit = handleSubmit(async (values) => {
    setProblems(null);
    try {
      await save({ promotionId, id: prompt?.id, body: toPromptInput(values) }).unwrap();
      reset(newPromptValues());
      onDone();
    } catch (failure) {
      setProblems(serverErrors(failure));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={prompt ? `Edit ${prompt.short_label}` : 'New custom prompt'}
      noValidate
    >
      <Stack maw={560}>
        {problems ? (
          <Alert color="red" variant="light" role="alert" title={SAVE_EVALUATION_FAILED}>
            {problems.join(' ')}
          </Alert>
        ) : null}
        <NativeSelect
          label="Type"
          required
          data={PROMPT_TYPES}
          error={errors.type_of_prompt?.message}
          {...register('type_of_prompt')}
        />
        <TextInput
          label="Label"
          required
          error={errors.short_label?.message}
          {...register('short_label')}
        />
        {type === 'CHECKBOX' ? (
          <NativeSelect
            label="Checkbox answers"
            data={CHECKBOX_KINDS.map(({ value, label }) => ({ value, label }))}
            {...register('checkbox_kind')}
          />
        ) : null}
        {type === 'DROPDOWN' ? (
          <Textarea
            label="Options"
            description="One option a line."
            required
            autosize
            minRows={3}
            error={errors.options?.message}
            {...register('options')}
          />
        ) : null}
        <Controller
          control={control}
          name="custom_prompt_evaluation"
          render={({ field }) => (
            <Switch
              label="Asked in evaluations"
              description="Off: a profile-only prompt, shown in the profile and never asked."
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Group>
          <Button type="submit" loading={saving.isLoading}>
            {prompt ? 'Save prompt' : 'Add prompt'}
          </Button>
          {prompt ? (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
