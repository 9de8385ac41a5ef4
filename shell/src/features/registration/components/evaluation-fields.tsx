import {
  Checkbox,
  Fieldset,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { EvaluationQuestion, RegistrationEvaluation } from '../api/registration-api';
import { checkboxValues } from '../lib/evaluation-answers';
import type { ChangeValue, RegistrationValues } from '../lib/registration-values';

/** Spec 3: the most a text box takes (services/participant README). */
const TEXTBOX_MAX_LENGTH = 255;
const TEXTAREA_MAX_LENGTH = 2000;

interface QuestionProps {
  question: EvaluationQuestion;
  answer: string | number | undefined;
  onAnswer: (value: string | number) => void;
}

/** One question, drawn by its type_of_prompt (spec 3 CustomPrompt). */
function Question({ question, answer, onAnswer: setAnswer }: QuestionProps) {
  const { label } = question;
  switch (question.type_of_prompt) {
    case 'HEADER':
      return <Title order={3}>{label}</Title>;
    case 'CHECKBOX': {
      const { checked, unchecked } = checkboxValues(question);
      return (
        <Checkbox
          label={label}
          checked={answer === checked}
          onChange={(event) => setAnswer(event.currentTarget.checked ? checked : unchecked)}
        />
      );
    }
    case 'DROPDOWN':
      return (
        <NativeSelect
          label={label}
          data={[{ value: '', label: 'Choose…' }, ...question.options]}
          value={String(answer ?? '')}
          onChange={(event) => setAnswer(event.currentTarget.value)}
        />
      );
    case 'TEXTAREA':
      return (
        <Textarea
          label={label}
          autosize
          minRows={2}
          maxLength={TEXTAREA_MAX_LENGTH}
          value={String(answer ?? '')}
          onChange={(event) => setAnswer(event.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          label={label}
          maxLength={TEXTBOX_MAX_LENGTH}
          value={String(answer ?? '')}
          onChange={(event) => setAnswer(event.currentTarget.value)}
        />
      );
  }
}

/**
 * The promotion's Initial Assessment, shown as Registration (spec 3 EvaluationDefinition):
 * its message, then its questions in order. Every answer is optional.
 */
export function EvaluationFields({
  evaluation,
  answers,
  change,
}: {
  evaluation: RegistrationEvaluation;
  answers: RegistrationValues['answers'];
  change: ChangeValue;
}) {
  const answer = (name: string) => (value: string | number) =>
    change('answers', { ...answers, [name]: value });
  return (
    <Fieldset legend={evaluation.title} variant="filled">
      <Stack gap="sm">
        {evaluation.message ? <Text size="sm">{evaluation.message}</Text> : null}
        {evaluation.questions.map((question) => (
          <Question
            key={question.name}
            question={question}
            answer={answers[question.name]}
            onAnswer={answer(question.name)}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
