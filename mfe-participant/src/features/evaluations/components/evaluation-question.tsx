import { Checkbox, NativeSelect, TextInput, Textarea, Title } from '@mantine/core';
import type { Answer, AskedQuestion } from '../api/evaluations-api';
import { checkboxValue, isChecked } from '../lib/answers';

export interface EvaluationQuestionProps {
  question: AskedQuestion;
  value: Answer | undefined;
  onChange: (value: Answer) => void;
}

/** One question of an evaluation, drawn by its type of prompt (spec 3 s9 "Prompt types"). */
export function EvaluationQuestion({ question, value, onChange }: EvaluationQuestionProps) {
  switch (question.type_of_prompt) {
    case 'HEADER':
      return (
        <Title order={2} size="h4" mt="sm">
          {question.label}
        </Title>
      );
    case 'CHECKBOX':
      return (
        <Checkbox
          label={question.label}
          checked={isChecked(value)}
          onChange={(event) => onChange(checkboxValue(question, event.currentTarget.checked))}
        />
      );
    case 'DROPDOWN':
      return (
        <NativeSelect
          label={question.label}
          data={[{ value: '', label: 'Choose…' }, ...question.options]}
          value={String(value ?? '')}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'TEXTAREA':
      return (
        <Textarea
          label={question.label}
          autosize
          minRows={3}
          maxLength={2000}
          value={String(value ?? '')}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          label={question.label}
          maxLength={255}
          value={String(value ?? '')}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
