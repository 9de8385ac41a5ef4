import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useSaveBehaviorMutation } from '../api/competitions-api';
import type { Behavior, BehaviorScope } from '../api/competitions-api';
import { serverErrors } from '../lib/messages';
import { ProblemsAlert } from './problems-alert';

interface Values {
  name: string;
  start: string;
  end: string;
}

interface Props {
  scope: BehaviorScope;
  behavior?: Behavior;
  onDone: () => void;
}

/** Adds or edits a behaviour; dates must fit the competition (spec 3 s5, checked by the server). */
export function BehaviorForm({ scope, behavior, onDone }: Props) {
  const [save, saving] = useSaveBehaviorMutation();
  const [problems, setProblems] = useState<string[] | null>(null);
  const { handleSubmit, register, reset } = useForm<Values>({
    defaultValues: {
      name: behavior?.name ?? '',
      start: behavior?.start ?? '',
      end: behavior?.end ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    setProblems(null);
    try {
      await save({
        promotionId: scope.promotionId,
        id: behavior?.id,
        body: {
          name: values.name,
          start: values.start || null,
          end: values.end || null,
          default: scope.competitionId === null,
          behaviorable_type: 'Competition',
          behaviorable_id: scope.competitionId,
        },
      }).unwrap();
      reset({ name: '', start: '', end: '' });
      onDone();
    } catch (failure) {
      setProblems(serverErrors(failure));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={behavior ? 'Edit behavior' : 'Add a behavior'}
      noValidate
    >
      <Stack maw={560}>
        <TextInput label="Behavior name" required {...register('name')} />
        <Group grow>
          <TextInput type="date" label="Start date" {...register('start')} />
          <TextInput type="date" label="End date" {...register('end')} />
        </Group>
        <ProblemsAlert title="Could not save behavior" problems={problems} />
        <Group>
          <Button type="submit" loading={saving.isLoading}>
            {behavior ? 'Save behavior' : 'Add behavior'}
          </Button>
          {behavior ? (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
