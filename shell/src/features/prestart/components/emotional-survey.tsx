import { useCallback, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import type { BlockerFunction } from 'react-router';
import { Alert, Button, Group, Modal, Progress, Radio, Stack, Text } from '@mantine/core';
import { LoadingBlock, firstError } from '@wellness/shared-ui';
import { useGetSurveyDefsQuery, useSaveSurveyMutation } from '../api/prestart-api';
import { answerAt, positionOf } from '../lib/steps';
import {
  INCOMPLETE_TITLE,
  LEAVE_SURVEY,
  STAY_AND_FINISH,
  SURVEY_LOAD_FAILED,
} from '../lib/messages';

export interface EmotionalSurveyProps {
  promotionId: number;
  /** Called once the answers are saved. */
  onSaved: () => void;
  /** Where the answers come from (user_surveys.source): the prestart wizard by default. */
  source?: 'prestart' | 'eop';
}

/**
 * Spec 3 s4 "Survey": one question at a time, back allowed, the last question submits; leaving
 * before it is saved asks "Incomplete" (Stay and finish / Leave survey). Answers 1-5 are the
 * option positions 4 to 0 (s9).
 */
export function EmotionalSurvey({ promotionId, onSaved, source }: EmotionalSurveyProps) {
  const defs = useGetSurveyDefsQuery(promotionId);
  const [save, saving] = useSaveSurveyMutation();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  // Read when navigating: the step after the survey is reached in the same tick as the save.
  const saved = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const def = defs.data?.[0];

  const hasSurvey = !!def;
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      hasSurvey && !saved.current && currentLocation.pathname !== nextLocation.pathname,
    [hasSurvey],
  );
  const blocker = useBlocker(shouldBlock);

  if (defs.isLoading) return <LoadingBlock label="Loading the survey" />;
  if (defs.isError || !def) {
    return (
      <Alert color="red" variant="light" role="alert">
        {SURVEY_LOAD_FAILED}
      </Alert>
    );
  }

  const question = def.questions[index];
  const answer = answers[question.name];
  const last = index === def.questions.length - 1;

  const submit = async () => {
    setError(null);
    try {
      await save({
        promotionId,
        user_survey_def_id: def.id,
        user_responses: answers,
        ...(source ? { source } : {}),
      }).unwrap();
      saved.current = true;
      onSaved();
    } catch (failure) {
      setError(firstError(failure));
    }
  };

  return (
    <Stack gap="md">
      <Progress
        value={((index + 1) / def.questions.length) * 100}
        aria-label={`Question ${index + 1} of ${def.questions.length}`}
      />
      <Text size="sm" c="dimmed">
        Question {index + 1} of {def.questions.length}
      </Text>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Radio.Group
        key={question.name}
        label={question.question}
        value={answer === undefined ? null : String(positionOf(answer))}
        onChange={(value) =>
          setAnswers((current) => ({ ...current, [question.name]: answerAt(Number(value)) }))
        }
      >
        <Stack gap="xs" mt="xs">
          {def.response_values.map((label, position) => (
            <Radio key={label} value={String(position)} label={label} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="space-between">
        <Button variant="default" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          Back
        </Button>
        {last ? (
          <Button
            disabled={answer === undefined}
            loading={saving.isLoading}
            onClick={() => void submit()}
          >
            Submit
          </Button>
        ) : (
          <Button disabled={answer === undefined} onClick={() => setIndex(index + 1)}>
            Next
          </Button>
        )}
      </Group>
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={INCOMPLETE_TITLE}
        withCloseButton={false}
        centered
      >
        <Stack gap="md">
          <Text>You have not finished the survey.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => blocker.proceed?.()}>
              {LEAVE_SURVEY}
            </Button>
            <Button onClick={() => blocker.reset?.()} data-autofocus>
              {STAY_AND_FINISH}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
