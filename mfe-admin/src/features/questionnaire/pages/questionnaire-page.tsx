import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useParams } from 'react-router';
import {
  ConfirmDialog,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  firstError,
} from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import {
  useGetQuestionnaireQuery,
  useResetQuestionnaireMutation,
  useSaveQuestionnaireMutation,
} from '../api/questionnaire-api';
import type { QuestionnaireInput } from '../api/questionnaire-api';
import { QuestionnaireForm } from '../components/questionnaire-form';

/** Spec 3 s8's survey loader message. */
export const SURVEY_NOT_LOADED = 'Could not load survey.';
export const SAVE_FAILED = 'Could not save the questionnaire';

/**
 * /promotion/{promotionId}/emotional_fitness_survey ("Questionnaire", spec 3 s2): the questions
 * of the prestart wizard's emotional survey. The default promotion's are shown until the
 * promotion saves its own copy; Reset to default drops the copy while nobody has answered it.
 */
export function QuestionnairePage() {
  const promotionId = Number(useParams().promotionId) || 0;
  const questionnaire = useGetQuestionnaireQuery(promotionId, { skip: !promotionId });
  const [save, saving] = useSaveQuestionnaireMutation();
  const [reset, resetting] = useResetQuestionnaireMutation();
  const [asking, setAsking] = useState(false);
  // A fresh form after each save or reset shows what the server kept.
  const [version, setVersion] = useState(0);

  if (!promotionId || questionnaire.error) {
    return (
      <Stack p="md">
        <PageTitle>Questionnaire</PageTitle>
        <RetryPanel
          title={SURVEY_NOT_LOADED}
          message={firstError(questionnaire.error, SURVEY_NOT_LOADED)}
          onRetry={() => void questionnaire.refetch()}
          retrying={questionnaire.isFetching}
        />
      </Stack>
    );
  }
  if (!questionnaire.data) return <LoadingBlock label="Loading questionnaire" />;
  const data = questionnaire.data;

  const onSave = async (body: QuestionnaireInput) => {
    try {
      await save({ promotionId, body }).unwrap();
      setVersion((n) => n + 1);
      notifications.show({ color: 'green', message: 'Questionnaire saved.' });
    } catch (failure) {
      notifications.show({ color: 'red', title: SAVE_FAILED, message: firstError(failure) });
    }
  };
  const onReset = async () => {
    setAsking(false);
    try {
      await reset(promotionId).unwrap();
      setVersion((n) => n + 1);
    } catch (failure) {
      notifications.show({
        color: 'red',
        title: 'Could not reset to default',
        message: firstError(failure),
      });
    }
  };

  return (
    <Stack p="md" gap="lg">
      <PageTitle>Questionnaire</PageTitle>
      <Text c="dimmed" maw={640}>
        The emotional survey participants answer in the getting-started wizard, each question from 5
        to 1.
      </Text>
      <Group>
        <Anchor component={Link} to={paths['promotion.view'](promotionId)}>
          Back to the promotion
        </Anchor>
      </Group>
      {data.is_default ? (
        <Alert color="blue" title="Default questionnaire" maw={760}>
          This promotion asks the default questionnaire. Saving keeps a copy for this promotion
          only.
        </Alert>
      ) : promotionId !== 1 ? (
        <Group>
          <Button variant="default" color="red" onClick={() => setAsking(true)}>
            Reset to default
          </Button>
        </Group>
      ) : null}
      <QuestionnaireForm
        key={`${data.id}:${version}`}
        questionnaire={data}
        saving={saving.isLoading}
        onSave={(body) => void onSave(body)}
      />
      <ConfirmDialog
        opened={asking}
        title="Reset to default"
        confirmLabel="Reset to default"
        danger
        busy={resetting.isLoading}
        onConfirm={() => void onReset()}
        onClose={() => setAsking(false)}
      >
        Ask the default questionnaire again? This promotion’s questions are deleted.
      </ConfirmDialog>
    </Stack>
  );
}
