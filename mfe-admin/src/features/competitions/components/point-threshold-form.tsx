import { useState } from 'react';
import { Button, Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useSavePointThresholdMutation } from '../api/levels-api';
import type { PointThreshold, PointThresholdInput } from '../api/levels-api';
import type { Behavior } from '../api/competitions-api';
import { SAVE_THRESHOLD_FAILED, serverErrors } from '../lib/messages';
import { ProblemsAlert } from './problems-alert';

interface Props {
  promotionId: number;
  threshold?: PointThreshold;
  behaviors: Behavior[];
  onDone: () => void;
}

const TYPES = ['Step', 'Minute', 'Behavior'];

/** A point threshold (spec 3 s3): Step, Minute or a Behavior, its value and label. */
export function PointThresholdForm({ promotionId, threshold, behaviors, onDone }: Props) {
  const [save, saving] = useSavePointThresholdMutation();
  const [problems, setProblems] = useState<string[] | null>(null);
  const { control, handleSubmit, register, reset, watch } = useForm<PointThresholdInput>({
    defaultValues: threshold ?? {
      pointable_type: 'Step',
      pointable_id: null,
      value: 1,
      value_label: '',
    },
  });
  const type = watch('pointable_type');

  const submit = handleSubmit(async (values) => {
    setProblems(null);
    try {
      await save({
        promotionId,
        id: threshold?.id,
        body: {
          ...values,
          pointable_id: values.pointable_type === 'Behavior' ? values.pointable_id : null,
        },
      }).unwrap();
      if (!threshold) reset();
      onDone();
    } catch (failure) {
      setProblems(serverErrors(failure));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Point threshold" noValidate>
      <Stack maw={560}>
        <NativeSelect label="Type" data={TYPES} {...register('pointable_type')} />
        {type === 'Behavior' ? (
          <Controller
            control={control}
            name="pointable_id"
            render={({ field }) => (
              <NativeSelect
                label="Behavior"
                data={[
                  { value: '', label: 'Choose a behavior' },
                  ...behaviors.map(({ id, name }) => ({ value: String(id), label: name })),
                ]}
                value={field.value === null ? '' : String(field.value)}
                onChange={(event) => field.onChange(Number(event.currentTarget.value) || null)}
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="value"
          render={({ field }) => (
            <NumberInput
              label="Value"
              required
              min={1}
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
            />
          )}
        />
        <TextInput label="Value label" required {...register('value_label')} />
        <ProblemsAlert title={SAVE_THRESHOLD_FAILED} problems={problems} />
        <Group>
          <Button type="submit" loading={saving.isLoading}>
            {threshold ? 'Save point threshold' : 'Add point threshold'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
