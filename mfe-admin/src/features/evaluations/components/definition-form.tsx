import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSaveEvaluationDefinitionMutation } from '../api/evaluations-api';
import type { CustomPrompt, EvaluationDefinition } from '../api/evaluations-api';
import {
  definitionFormSchema,
  definitionValues,
  newDefinitionValues,
  toDefinitionInput,
} from '../lib/definition-form';
import type { DefinitionFormValues } from '../lib/definition-form';
import { INITIAL_ASSESSMENT, SAVE_EVALUATION_FAILED } from '../lib/messages';
import { typeLabel } from '../lib/prompt-form';

const serverErrors = (error: unknown): string[] => {
  const errors = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  return Array.isArray(errors) ? (errors as string[]) : [];
};

export interface DefinitionFormProps {
  promotionId: number;
  prompts: CustomPrompt[];
  definition?: EvaluationDefinition;
}

/**
 * The evaluation definition editor (/evaluations-definitions/new, /{id}/edit): its name and
 * message, when it opens (days from the programme's start or dates; the Initial Assessment on
 * day 0) and which custom prompts it asks.
 */
export function DefinitionForm({ promotionId, prompts, definition }: DefinitionFormProps) {
  const navigate = useNavigate();
  const [save, saving] = useSaveEvaluationDefinitionMutation();
  const [problems, setProblems] = useState<string[] | null>(null);
  const { control, formState, handleSubmit, register, watch } = useForm<DefinitionFormValues>({
    resolver: zodResolver(definitionFormSchema),
    defaultValues: definition ? definitionValues(definition) : newDefinitionValues(),
  });
  const { errors } = formState;
  const when = watch('when');
  const initial = watch('name').trim() === INITIAL_ASSESSMENT;
  const askable = prompts.filter((prompt) => !prompt.profile_only);

  const submit = handleSubmit(async (values) => {
    setProblems(null);
    try {
      await save({
        promotionId,
        id: definition?.id,
        body: toDefinitionInput(values, definition),
      }).unwrap();
      void navigate(paths['evaluations-definitions'](promotionId));
    } catch (failure) {
      setProblems([SAVE_EVALUATION_FAILED, ...serverErrors(failure)]);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Evaluation" noValidate>
      <Stack maw={640}>
        {problems ? (
          <Alert color="red" variant="light" role="alert" title={problems[0]}>
            {problems.slice(1).join(' ')}
          </Alert>
        ) : null}
        <TextInput
          label="Name"
          required
          description="An evaluation named Initial Assessment is asked at registration (shown as Registration)."
          error={errors.name?.message}
          {...register('name')}
        />
        <Textarea label="Message" autosize minRows={2} {...register('message')} />
        {initial ? (
          <Text size="sm">Asked at registration: it opens on the first day.</Text>
        ) : (
          <>
            <Controller
              control={control}
              name="when"
              render={({ field }) => (
                <Radio.Group label="Opens" value={field.value} onChange={field.onChange}>
                  <Group mt="xs">
                    <Radio value="days" label="Days from the programme's start" />
                    <Radio value="dates" label="Between two dates" />
                  </Group>
                </Radio.Group>
              )}
            />
            {when === 'days' ? (
              <Controller
                control={control}
                name="days_from_start"
                render={({ field }) => (
                  <NumberInput
                    label="Days from start"
                    min={0}
                    allowDecimal={false}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                    error={errors.days_from_start?.message}
                  />
                )}
              />
            ) : (
              <Group grow>
                <TextInput
                  type="date"
                  label="Start date"
                  error={errors.start_date?.message}
                  {...register('start_date')}
                />
                <TextInput
                  type="date"
                  label="End date"
                  error={errors.end_date?.message}
                  {...register('end_date')}
                />
              </Group>
            )}
          </>
        )}
        <Controller
          control={control}
          name="prompt_ids"
          render={({ field }) => (
            <Checkbox.Group
              label="Questions asked"
              description="The promotion's custom prompts, in their order. Profile-only prompts are never asked."
              value={field.value.map(String)}
              onChange={(values) =>
                field.onChange(askable.map((p) => p.id).filter((id) => values.includes(String(id))))
              }
            >
              <Stack gap="xs" mt="xs">
                {askable.map((prompt) => (
                  <Checkbox
                    key={prompt.id}
                    value={String(prompt.id)}
                    label={`${prompt.short_label} (${typeLabel(prompt.type_of_prompt)})`}
                  />
                ))}
                {askable.length === 0 ? (
                  <Text size="sm">No custom prompts yet: add them under Custom prompts.</Text>
                ) : null}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Group>
          <Button type="submit" loading={saving.isLoading}>
            Save evaluation
          </Button>
          <Anchor
            component={Link}
            to={
              definition
                ? paths['evaluations-definitions.custom_prompts'](definition.id, promotionId)
                : paths['promotion.custom_prompts'](promotionId)
            }
          >
            Custom prompts
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
