import { useState } from 'react';
import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSaveCompetitionMutation } from '../api/competitions-api';
import type { Competition, CompetitionInput } from '../api/competitions-api';
import { competitionEnd, competitionValues, newCompetitionValues } from '../lib/competition-form';
import { SAVE_COMPETITION_FAILED, SCORING_RULES, serverErrors, shownDay } from '../lib/messages';
import { ProblemsAlert } from './problems-alert';

interface Props {
  promotionId: number;
  competition?: Competition;
  collections: Array<{ id: number; name: string }>;
}

type NumberField = 'comp_length' | 'team_size_min' | 'team_size_max' | 'works_value';
const NUMBERS: Array<[NumberField, string]> = [
  ['comp_length', 'Competition length (days)'],
  ['team_size_min', 'Team size minimum'],
  ['team_size_max', 'Team size maximum'],
  ['works_value', 'Works value'],
];

/** The competition editor (/competition/new, /competition/{id}/edit): spec 3 s3 Competition. */
export function CompetitionForm({ promotionId, competition, collections }: Props) {
  const navigate = useNavigate();
  const [save, saving] = useSaveCompetitionMutation();
  const [problems, setProblems] = useState<string[] | null>(null);
  const { control, handleSubmit, register, watch } = useForm<CompetitionInput>({
    defaultValues: competition ? competitionValues(competition) : newCompetitionValues(),
  });
  const end = competitionEnd(watch('competition_starts_on'), Number(watch('comp_length')));
  const freezes = watch('freeze_team_scores');
  const list = paths['promotion.competitions'](promotionId);

  const submit = handleSubmit(async (values) => {
    setProblems(null);
    try {
      await save({
        promotionId,
        id: competition?.id,
        body: { ...values, freeze_team_scores_on: values.freeze_team_scores_on || null },
      }).unwrap();
      void navigate(list);
    } catch (failure) {
      setProblems(serverErrors(failure));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Competition" noValidate>
      <Stack maw={560}>
        <TextInput
          type="date"
          label="Enrollment starts"
          required
          {...register('enrollment_starts_on')}
        />
        <TextInput
          type="date"
          label="Enrollment ends"
          required
          {...register('enrollment_ends_on')}
        />
        <TextInput
          type="date"
          label="Competition starts"
          required
          {...register('competition_starts_on')}
        />
        {NUMBERS.map(([name, label]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <NumberInput
                label={label}
                required
                min={name === 'works_value' ? 0 : 1}
                allowDecimal={false}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
              />
            )}
          />
        ))}
        <Text size="sm" aria-live="polite">
          Competition ends: {shownDay(end)}
        </Text>
        <Controller
          control={control}
          name="freeze_team_scores"
          render={({ field }) => (
            <Switch
              label="Freeze team scores"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        {freezes ? (
          <TextInput
            type="date"
            label="Freeze team scores on"
            {...register('freeze_team_scores_on')}
          />
        ) : null}
        <Controller
          control={control}
          name="scoring_rule"
          render={({ field }) => (
            <NativeSelect
              label="Team scoring rule"
              description="Orders the team board; the averages keep a smaller team level with a larger one."
              data={SCORING_RULES.map(({ value, label }) => ({ value, label }))}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value)}
            />
          )}
        />
        <Controller
          control={control}
          name="collection_id"
          render={({ field }) => (
            <NativeSelect
              label="Style collection"
              data={[
                { value: '', label: 'None' },
                ...collections.map(({ id, name }) => ({ value: String(id), label: name })),
              ]}
              value={field.value === null ? '' : String(field.value)}
              onChange={(event) => {
                const { value } = event.currentTarget;
                field.onChange(value ? Number(value) : null);
              }}
            />
          )}
        />
        <ProblemsAlert title={SAVE_COMPETITION_FAILED} problems={problems} />
        <Group>
          <Button type="submit" loading={saving.isLoading}>
            Save
          </Button>
          <Button component={Link} to={list} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
