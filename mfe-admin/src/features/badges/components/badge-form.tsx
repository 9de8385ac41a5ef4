import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Image,
  List,
  NativeSelect,
  NumberInput,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSaveBadgeMutation } from '../api/badges-api';
import type { AdminBadge } from '../api/badges-api';
import {
  BADGE_CATEGORIES,
  SAVE_BADGE_FAILED,
  goal2Help,
  productImage,
} from '../lib/badge-categories';
import { badgeFormSchema, badgeValues, newBadgeValues, toInput } from '../lib/badge-form';
import type { BadgeFormValues } from '../lib/badge-form';

const serverErrors = (error: unknown): string[] => {
  const errors = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  return Array.isArray(errors) ? (errors as string[]) : [];
};

const numberOrNull = (value: string | number) => (typeof value === 'number' ? value : null);

/** The badge editor (go.u.promotion.badges.edit, /new): spec 1 s3 Badge's fields. */
export function BadgeForm({ promotionId, badge }: { promotionId: number; badge?: AdminBadge }) {
  const navigate = useNavigate();
  const [save, saving] = useSaveBadgeMutation();
  const [problems, setProblems] = useState<string[] | null>(null);
  const { control, formState, handleSubmit, register, setValue, watch } = useForm<BadgeFormValues>({
    resolver: zodResolver(badgeFormSchema),
    defaultValues: badge ? badgeValues(badge) : newBadgeValues(),
  });
  const { errors } = formState;
  const category = watch('category');
  const image = watch('image_url');
  const list = paths['promotion.badges'](promotionId);

  const submit = handleSubmit(async (values) => {
    setProblems(null);
    try {
      await save({ promotionId, id: badge?.id, body: toInput(values) }).unwrap();
      void navigate(list);
    } catch (failure) {
      setProblems(serverErrors(failure));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Badge" noValidate>
      <Stack maw={560}>
        <TextInput label="Name" required error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <NativeSelect
              label="Category"
              required
              data={BADGE_CATEGORIES.map(({ value, label }) => ({ value, label }))}
              value={field.value}
              onChange={(event) => {
                const { value } = event.currentTarget;
                // A new badge's picture follows its category until one is chosen.
                if (image === productImage(field.value)) setValue('image_url', productImage(value));
                field.onChange(value);
              }}
              error={errors.category?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="goal"
          render={({ field }) => (
            <NumberInput
              label="Goal"
              required
              min={1}
              allowDecimal={false}
              value={field.value}
              onChange={(value) => field.onChange(numberOrNull(value))}
              error={errors.goal?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="goal2"
          render={({ field }) => (
            <NumberInput
              label="Second goal"
              description={goal2Help(category)}
              min={1}
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(numberOrNull(value))}
              error={errors.goal2?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="hide_until_earned"
          render={({ field }) => (
            <Switch
              label="Hidden until earned"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Group align="flex-end" wrap="nowrap">
          <Image src={image} alt="" w={64} h={64} fit="contain" />
          <TextInput
            label="Picture"
            description="The product's picture of the category, or the address of another."
            required
            style={{ flex: 1 }}
            error={errors.image_url?.message}
            {...register('image_url')}
          />
        </Group>
        {problems ? (
          <Alert color="red" role="alert" title={SAVE_BADGE_FAILED}>
            {problems.length ? (
              <List size="sm">
                {problems.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
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
