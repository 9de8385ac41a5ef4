import { useState } from 'react';
import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import {
  LoadingBlock,
  PageTitle,
  RetryPanel,
  firstError,
  useGetMeQuery,
} from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetEvaluationFormQuery, useSubmitEvaluationMutation } from '../api/evaluations-api';
import type { Answer, EvaluationForm } from '../api/evaluations-api';
import { EvaluationQuestion } from '../components/evaluation-question';
import { initialAnswers, sentAnswers } from '../lib/answers';
import { DEFINITION_NOT_FOUND, SAVE_FAILED } from '../lib/messages';

function EvaluationFormView({ evaluation }: { evaluation: EvaluationForm }) {
  const navigate = useNavigate();
  const [answers, setAnswers] = useState(() => initialAnswers(evaluation.questions));
  const [submit, submitting] = useSubmitEvaluationMutation();
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setError(null);
    try {
      await submit({
        evaluation_definition_id: evaluation.id,
        answers: sentAnswers(answers),
      }).unwrap();
      // Spec 3 s4: after submit go to stats, then the congratulations dialog, then My Stats.
      void navigate(paths['go.u.stats'], { state: { evaluated: evaluation.title } });
    } catch (failure) {
      const status = (failure as { status?: number }).status;
      setError(status === 500 || status === undefined ? SAVE_FAILED : firstError(failure));
    }
  };

  return (
    <form
      aria-label={evaluation.title}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack maw={640}>
        {evaluation.message ? <Text>{evaluation.message}</Text> : null}
        <Text size="sm" c="dimmed">
          Every question is optional.
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert" title={SAVE_FAILED}>
            {error === SAVE_FAILED ? null : error}
          </Alert>
        ) : null}
        {evaluation.questions.map((question) => (
          <EvaluationQuestion
            key={question.name}
            question={question}
            value={answers[question.name]}
            onChange={(value: Answer) =>
              setAnswers((current) => ({ ...current, [question.name]: value }))
            }
          />
        ))}
        <Button type="submit" loading={submitting.isLoading} w="fit-content">
          Submit
        </Button>
      </Stack>
    </form>
  );
}

/** evaluation/{definitionId}: the participant answers a programme evaluation once (spec 3 s4). */
export function EvaluationPage() {
  const me = useGetMeQuery();
  const id = Number(useParams().definitionId);
  const promotionId = me.data?.promotion_id ?? 0;
  const form = useGetEvaluationFormQuery(
    { promotionId, id },
    { skip: !promotionId || !Number.isInteger(id) || id < 1 },
  );

  if (form.isLoading || me.isLoading) return <LoadingBlock label="Loading the evaluation" />;
  if (!form.data) {
    return (
      <RetryPanel
        title="Evaluation"
        message={DEFINITION_NOT_FOUND}
        onRetry={() => void form.refetch()}
        retrying={form.isFetching}
      />
    );
  }
  const evaluation = form.data;
  return (
    <Stack p="md">
      <PageTitle>{evaluation.title}</PageTitle>
      {evaluation.completed ? (
        <Paper withBorder p="md">
          <Text>
            You have completed this evaluation. Thank you!{' '}
            <Anchor component={Link} to={paths['go.u.stats']}>
              See My Stats
            </Anchor>
          </Text>
        </Paper>
      ) : !evaluation.active ? (
        <Paper withBorder p="md">
          <Text>This evaluation is not open right now.</Text>
        </Paper>
      ) : (
        <EvaluationFormView evaluation={evaluation} />
      )}
    </Stack>
  );
}
