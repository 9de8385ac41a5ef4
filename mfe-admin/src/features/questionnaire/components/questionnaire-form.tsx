import { ActionIcon, Button, Fieldset, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useFieldArray, useForm } from 'react-hook-form';
import type { Questionnaire, QuestionnaireInput } from '../api/questionnaire-api';

export interface QuestionnaireFormProps {
  questionnaire: Questionnaire;
  saving: boolean;
  onSave: (input: QuestionnaireInput) => void;
}

interface FormValues {
  name: string;
  questions: Array<{ name?: string; question: string }>;
  labels: Array<{ label: string }>;
}

const MAX_QUESTIONS = 20;
const required = (what: string) => ({
  validate: (value: string) => value.trim() !== '' || `${what} is required.`,
});

/** The questionnaire's name, its questions (1 to 20) and the labels of answers 5 to 1. */
export function QuestionnaireForm({ questionnaire, saving, onSave }: QuestionnaireFormProps) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    defaultValues: {
      name: questionnaire.name,
      questions: questionnaire.questions.map((q) => ({ name: q.name, question: q.question })),
      labels: questionnaire.response_values.map((label) => ({ label })),
    },
  });
  const questions = useFieldArray({ control, name: 'questions' });
  const submit = handleSubmit((values) =>
    onSave({
      name: values.name,
      questions: values.questions.map((q) => (q.name ? q : { question: q.question })),
      response_values: values.labels.map((entry) => entry.label),
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md" maw={760}>
        <TextInput
          label="Questionnaire name"
          required
          error={errors.name?.message}
          {...register('name', required('The name'))}
        />
        <Fieldset legend="Questions (answered from 5 to 1)">
          <Stack gap="sm">
            {questions.fields.map((field, index) => (
              <Group key={field.id} align="flex-end" wrap="nowrap">
                <Textarea
                  style={{ flex: 1 }}
                  autosize
                  minRows={1}
                  label={`Question ${index + 1}`}
                  required
                  error={errors.questions?.[index]?.question?.message}
                  {...register(`questions.${index}.question`, required('The question'))}
                />
                <ActionIcon
                  variant="light"
                  color="red"
                  size="lg"
                  aria-label={`Remove question ${index + 1}`}
                  disabled={questions.fields.length === 1}
                  onClick={() => questions.remove(index)}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="default"
                disabled={questions.fields.length >= MAX_QUESTIONS}
                onClick={() => questions.append({ question: '' })}
              >
                Add question
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <Fieldset legend="Answer labels">
          <Stack gap="sm">
            {[5, 4, 3, 2, 1].map((answer, index) => (
              <TextInput
                key={answer}
                label={`Answer ${answer}`}
                required
                error={errors.labels?.[index]?.label?.message}
                {...register(`labels.${index}.label`, required('The label'))}
              />
            ))}
          </Stack>
        </Fieldset>
        <Group>
          <Button type="submit" loading={saving}>
            Save questionnaire
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
