import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  ContentView,
  DeviceList,
  LoadingBlock,
  baseApi,
  firstError,
  useAppDispatch,
  useContent,
  useGetCurrentPromotionQuery,
  useGetMeQuery,
  useSetUserFlagMutation,
} from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { NotFoundPage } from '../../../components/not-found-page';
import { EmotionalSurvey } from '../components/emotional-survey';
import { CONTENT_LOAD_FAILED, DEVICE_SAVE_FAILED, DEVICES_LOAD_FAILED } from '../lib/messages';
import { autoSkip, nextStep, prestartSteps } from '../lib/steps';
import type { PrestartStep } from '../lib/steps';

const STEP_LABELS: Record<PrestartStep, string> = {
  basics: 'The basics',
  emotional_survey: 'How are you feeling?',
  connect_device: 'Connect a device',
  team: 'Join a team',
  final: 'All set',
};

const isStep = (value: string | undefined): value is PrestartStep =>
  value !== undefined && value in STEP_LABELS;

/**
 * /prestart/{step} (spec 3 s2, s4 "Prestart steps"): the getting-started wizard with the
 * prestart content category. At the last step the tutorial is saved as seen (the server
 * refuses it before the first survey) and the user goes home; without the survey, to basics.
 */
export function PrestartPage() {
  const { step } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data: user } = useGetMeQuery();
  const { data: promotion } = useGetCurrentPromotionQuery();
  const content = useContent('prestart');
  const [setFlag, flagging] = useSetUserFlagMutation();
  const [error, setError] = useState<string | null>(null);

  if (!isStep(step)) return <NotFoundPage />;
  if (!user || !promotion) return <LoadingBlock label="Loading getting started" />;

  const steps = prestartSteps(promotion, user);
  const skipTo = autoSkip(steps, step, user);
  if (skipTo && skipTo !== step) return <Navigate to={`${paths.prestart}/${skipTo}`} replace />;

  const go = (to: PrestartStep) => void navigate(`${paths.prestart}/${to}`);
  const item = content.items.find((candidate) => candidate.key === step);

  const finish = async () => {
    setError(null);
    if (!user.survey_status.first_survey_done) {
      go('basics');
      return;
    }
    try {
      await setFlag({ flag: 'has_seen_tutorial', value: true }).unwrap();
      // Navigation is reset: every cached screen is read afresh for the finished user.
      dispatch(baseApi.util.invalidateTags(['Session']));
      void navigate(paths['go.u.home'], { replace: true });
    } catch (failure) {
      setError(firstError(failure));
    }
  };

  const leaveTeamStep = async () => {
    await setFlag({ flag: 'has_seen_team_tutorial', value: true })
      .unwrap()
      .catch(() => undefined);
    go(nextStep(steps, 'team'));
  };

  return (
    <Stack maw={720} mx="auto" gap="lg" py="md">
      <Title order={1}>Getting started</Title>
      <Text c="dimmed">
        Step {steps.indexOf(step) + 1} of {steps.length}: {STEP_LABELS[step]}
      </Text>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          {content.isError ? (
            <Alert color="red" variant="light" role="alert">
              {CONTENT_LOAD_FAILED}
            </Alert>
          ) : null}
          {item ? (
            <ContentView item={item} titleOrder={2} />
          ) : (
            <Title order={2}>{STEP_LABELS[step]}</Title>
          )}
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          {step === 'connect_device' ? (
            <DeviceList
              userId={user.id}
              loadError={DEVICES_LOAD_FAILED}
              saveError={DEVICE_SAVE_FAILED}
            />
          ) : null}
          {step === 'team' ? (
            <Group>
              <Button component={Link} to={paths['prestart.team.join']} variant="light">
                Join a team
              </Button>
              <Button component={Link} to={paths['prestart.team.create']} variant="light">
                Create a team
              </Button>
            </Group>
          ) : null}
          {step === 'emotional_survey' ? (
            <EmotionalSurvey promotionId={promotion.id} onSaved={() => go(nextStep(steps, step))} />
          ) : null}
          <Group justify="flex-end">
            {step === 'basics' || step === 'connect_device' ? (
              <Button onClick={() => go(nextStep(steps, step))}>Continue</Button>
            ) : null}
            {step === 'team' ? (
              <Button loading={flagging.isLoading} onClick={() => void leaveTeamStep()}>
                Continue
              </Button>
            ) : null}
            {step === 'final' ? (
              <Button loading={flagging.isLoading} onClick={() => void finish()}>
                Go to my home page
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
