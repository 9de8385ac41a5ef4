import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Promotion } from '@wellness/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Activity } from '../api/types';
import { useTriviaAnswer } from '../hooks/use-trivia-answer';
import { SAVED_DIALOG_CLOSE_MS } from '../lib/constants';

const WRONG_ANSWER = 'That is not the right answer.';

const answerSchema = z.object({ answer: z.string().min(1, 'Choose an answer.') });
type AnswerForm = z.infer<typeof answerSchema>;

interface TriviaFormProps {
  activity: Activity;
  recordedOn: string;
  promotion: Promotion;
  onDone: () => void;
}

/** The question and its answers; a wrong answer may be tried again, a right one closes the dialog. */
export function TriviaForm({ activity, recordedOn, promotion, onDone }: TriviaFormProps) {
  const { submit, isChecking } = useTriviaAnswer(promotion);
  const [result, setResult] = useState<'unanswered' | 'wrong' | 'correct'>('unanswered');
  const form = useForm<AnswerForm>({
    resolver: zodResolver(answerSchema),
    defaultValues: { answer: '' },
  });

  // The latest onDone, so the parent re-rendering (points refresh) does not restart the timer.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (result !== 'correct') return;
    const timer = setTimeout(() => done.current(), SAVED_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [result]);

  const onSubmit = form.handleSubmit(async ({ answer }) => {
    const input = { activity_id: activity.id, answer_idx: Number(answer), recorded_on: recordedOn };
    const outcome = await submit(input);
    if (outcome === 'refused') onDone();
    else setResult(outcome);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Quiz">
      <Stack gap="md">
        <Controller
          control={form.control}
          name="answer"
          render={({ field, fieldState }) => (
            <Radio.Group
              label={activity.question}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                if (result === 'wrong') setResult('unanswered');
              }}
              error={fieldState.error?.message}
              readOnly={result === 'correct'}
            >
              <Stack gap="xs" mt="xs">
                {(activity.answers ?? []).map((answer, index) => (
                  <Radio key={index} value={String(index)} label={answer} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {result === 'wrong' && (
          <Alert color="red" role="alert">
            {WRONG_ANSWER} Choose another answer and try again.
          </Alert>
        )}
        {result === 'correct' ? (
          <Text role="status" c="green.9" fw={600}>
            That&apos;s right!
          </Text>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={isChecking}>
              Submit answer
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
