import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { ActivityCategory, AdminActivity } from '../api/types';
import { useActivityActions } from '../hooks/use-activity-actions';
import {
  activitySchema,
  defaultWeek,
  FORM_INVALID,
  inheritedValues,
  newActivityValues,
  ONE_TIME_MULTIPLIER,
  toActivityInput,
  valuesOf,
} from '../lib/activity-form';
import type { ActivityFormOutput, ActivityFormValues } from '../lib/activity-form';
import { DeleteActivityButton } from './delete-activity-button';
import { TriviaFields } from './trivia-fields';
import { WholeNumberField } from './whole-number-field';

export interface ActivityFormProps {
  promotionId: number;
  /** The activity being edited; undefined for a new one. */
  activity: AdminActivity | undefined;
  category: string;
  activities: AdminActivity[];
  categories: ActivityCategory[];
  multipliers: number[];
  /** The programme's number of weeks: a new activity's default week stays within it. */
  weeks: number;
}

/** The editor of one activity (activityId=<id>) or a new one (activityId=new). */
export function ActivityForm(props: ActivityFormProps) {
  const { promotionId, activity, activities, categories, multipliers } = props;
  const isNew = !activity;
  const countIn = (key: string) => activities.filter((a) => a.category === key).length;
  const form = useForm<ActivityFormValues, unknown, ActivityFormOutput>({
    resolver: zodResolver(activitySchema),
    defaultValues: activity
      ? valuesOf(activity)
      : newActivityValues(props.category, countIn(props.category), props.weeks),
  });
  const { control, register, formState, getValues, setValue, getFieldState } = form;
  const { errors } = formState;
  const [oneTimeNote, setOneTimeNote] = useState(false);
  const { save, remove, isSaving, isDeleting } = useActivityActions(promotionId, activity);

  const parentId = useWatch({ control, name: 'parent_activity_id' });
  const multiplier = useWatch({ control, name: 'multiplier' });
  const parent = activities.find((a) => String(a.id) === parentId);
  const isChild = parentId !== '';
  const parents = activities.filter((a) => !a.parent_activity_id && a.id !== activity?.id);
  const multiplierChoices = [...new Set([...multipliers.map(String), multiplier])];

  const chooseParent = (id: string) => {
    const chosen = activities.find((a) => String(a.id) === id);
    form.reset({
      ...getValues(),
      ...(chosen ? inheritedValues(chosen) : {}),
      parent_activity_id: id,
    });
  };
  // A new activity's week follows its category until somebody types a week.
  const chooseCategory = (key: string) => {
    if (isNew && !getFieldState('week_available').isDirty) {
      setValue('week_available', defaultWeek(countIn(key), props.weeks));
    }
  };
  // Mirrors the server: a one-time activity created with multiplier 1 gets 1.5.
  const chooseOneTime = (checked: boolean) => {
    if (!isNew || !checked || getValues('multiplier') !== '1') return;
    setValue('multiplier', String(ONE_TIME_MULTIPLIER));
    setOneTimeNote(true);
  };

  const submit = form.handleSubmit((values) => save(toActivityInput(values, activity)));
  const showInvalid = formState.submitCount > 0 && Object.keys(errors).length > 0;

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Activity">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {activity ? `Edit ${activity.name}` : 'New activity'}
          </Title>
          <NativeSelect
            label="Parent activity"
            disabled={!isNew}
            data={[
              { value: '', label: 'None' },
              ...parents.map((a) => ({ value: String(a.id), label: a.name })),
            ]}
            {...register('parent_activity_id', { onChange: (e) => chooseParent(e.target.value) })}
          />
          {isChild ? (
            <Alert variant="light" color="blue">
              This activity is a child of {parent?.name ?? 'another activity'}: it takes everything
              else from its parent, so only its week and sequence can change.
            </Alert>
          ) : null}
          <TextInput
            label="Name"
            required
            disabled={isChild}
            error={errors.name?.message}
            {...register('name')}
          />
          <Textarea
            label="Blurb"
            autosize
            minRows={2}
            disabled={isChild}
            error={errors.blurb?.message}
            {...register('blurb')}
          />
          <Textarea
            label="Content"
            autosize
            minRows={3}
            disabled={isChild}
            {...register('content')}
          />
          <NativeSelect
            label="Category"
            disabled={isChild}
            data={categories.map((c) => ({ value: c.key, label: c.display }))}
            error={errors.category?.message}
            {...register('category', { onChange: (e) => chooseCategory(e.target.value) })}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <WholeNumberField name="week_available" label="Week available" min={1} />
            <WholeNumberField name="sequence" label="Sequence" min={1} />
            <WholeNumberField name="point_value" label="Points" min={0} disabled={isChild} />
          </SimpleGrid>
          <Checkbox
            label="One-time activity"
            disabled={isChild}
            {...register('is_one_time', { onChange: (e) => chooseOneTime(e.target.checked) })}
          />
          <NativeSelect
            label="Multiplier"
            disabled={isChild}
            data={multiplierChoices.map((value) => ({ value, label: `×${value}` }))}
            error={errors.multiplier?.message}
            {...register('multiplier')}
          />
          {oneTimeNote ? (
            <Text size="sm" c="dimmed">
              New one-time activities earn ×1.5, so the multiplier was set to 1.5.
            </Text>
          ) : null}
          <TriviaFields disabled={isChild} />
          {showInvalid ? (
            <Alert color="red" variant="light" role="alert">
              {FORM_INVALID}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Button type="submit" loading={isSaving}>
              {isNew ? 'Create activity' : 'Save activity'}
            </Button>
            {activity ? (
              <DeleteActivityButton name={activity.name} deleting={isDeleting} onConfirm={remove} />
            ) : null}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
