import { useEffect } from 'react';
import { Select, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useLocation, useOutletContext } from 'react-router';
import { LoadingBlock, RetryPanel, UnsavedChangesDialog } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetGoalQuery, useSaveGoalMutation } from '../api/settings-api';
import type { GoalSettings } from '../api/settings-api';
import { SaveBar } from '../components/save-bar';
import { useSaveStatus } from '../hooks/use-save-status';
import { COULD_NOT_GET_USER } from '../lib/messages';
import type { SettingsContext } from './settings-page';

const points = (value: number) => `${value.toLocaleString('en-US')} points`;

interface GoalForm {
  goal: string;
}

function GoalEditor({ userId, goal }: { userId: number; goal: GoalSettings }) {
  const [save] = useSaveGoalMutation();
  const { status, pending, run } = useSaveStatus();
  const current = { goal: String(goal.goal ?? goal.default_goal) };
  const {
    control,
    formState: { isDirty },
    handleSubmit,
    reset,
  } = useForm<GoalForm>({ defaultValues: current });

  // A fresh load (another user, or the answer to a save) is the new saved state.
  useEffect(() => reset({ goal: String(goal.goal ?? goal.default_goal) }), [goal, reset]);

  const options = goal.options.map((value) => ({
    value: String(value),
    label: value === goal.default_goal ? `${points(value)} (the programme's goal)` : points(value),
  }));

  const onSubmit = handleSubmit(async (form) => {
    await run(async () => {
      await save({ id: userId, goal: Number(form.goal) }).unwrap();
      reset(form);
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md" maw={480}>
        <Text>
          Reaching your goal during the programme shows a celebration. The programme&apos;s goal is{' '}
          {points(goal.default_goal)}.
        </Text>
        <Controller
          control={control}
          name="goal"
          render={({ field }) => (
            <Select
              label="Your goal"
              data={options}
              allowDeselect={false}
              value={field.value}
              onChange={(value) => field.onChange(value ?? field.value)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <SaveBar status={status} pending={pending} />
      </Stack>
      <UnsavedChangesDialog when={isDirty && !pending} />
    </form>
  );
}

/** Edit Goal (spec 3 "Settings", not for masters): the user's own points goal. */
export function GoalTab() {
  const { settings, master } = useOutletContext<SettingsContext>();
  const { search } = useLocation();
  const goal = useGetGoalQuery(master ? -1 : settings.id, {
    skip: master,
    refetchOnMountOrArgChange: true,
  });

  if (master) return <Navigate to={{ pathname: paths['settings.profile'], search }} replace />;
  if (goal.isError) {
    return (
      <RetryPanel
        message={COULD_NOT_GET_USER}
        onRetry={() => void goal.refetch()}
        retrying={goal.isFetching}
      />
    );
  }
  if (!goal.data) return <LoadingBlock />;
  return <GoalEditor userId={settings.id} goal={goal.data} />;
}
