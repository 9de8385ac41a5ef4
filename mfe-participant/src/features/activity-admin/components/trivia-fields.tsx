import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { ActivityFormOutput, ActivityFormValues } from '../lib/activity-form';

/** The quiz of an activity: a question, its answers (a list editor) and which one is right. */
export function TriviaFields({ disabled }: { disabled: boolean }) {
  const { control, register, formState } = useFormContext<
    ActivityFormValues,
    unknown,
    ActivityFormOutput
  >();
  const { fields, append, remove } = useFieldArray({ control, name: 'answers' });
  const answers = useWatch({ control, name: 'answers' });
  const choices = [...new Set(answers.map((answer) => answer.value.trim()).filter(Boolean))];
  const { errors } = formState;

  return (
    <Stack gap="xs">
      <TextInput
        label="Quiz question"
        description="Leave empty for an activity without a quiz."
        disabled={disabled}
        {...register('question')}
      />
      <Text size="sm" fw={500} id="answers-label">
        Answers
      </Text>
      <Stack gap={4} role="group" aria-labelledby="answers-label">
        {fields.map((field, index) => (
          <Group key={field.id} gap="xs" wrap="nowrap">
            <TextInput
              aria-label={`Answer ${index + 1}`}
              style={{ flex: 1 }}
              disabled={disabled}
              {...register(`answers.${index}.value`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove answer ${index + 1}`}
              disabled={disabled}
              onClick={() => remove(index)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        {errors.answers?.message ? (
          <Text c="red" size="sm" role="alert">
            {errors.answers.message}
          </Text>
        ) : null}
      </Stack>
      <Group>
        <Button variant="light" size="xs" disabled={disabled} onClick={() => append({ value: '' })}>
          Add answer
        </Button>
      </Group>
      <NativeSelect
        label="Correct answer"
        disabled={disabled}
        data={[{ value: '', label: 'None' }, ...choices]}
        error={errors.correct_answer?.message}
        {...register('correct_answer')}
      />
    </Stack>
  );
}
