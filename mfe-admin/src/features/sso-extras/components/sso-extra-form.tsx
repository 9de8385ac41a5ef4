import { useState } from 'react';
import { Alert, Button, Group, List, NativeSelect, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSaveSsoExtraMutation } from '../api/sso-extras-api';
import type { SsoExtra } from '../api/sso-extras-api';
import {
  DATA_TYPES,
  NEW_SSO_EXTRA,
  PATHS,
  SAVE_SSO_EXTRA_FAILED,
  serverErrors,
  ssoExtraSchema,
} from '../lib/sso-extras';
import type { SsoExtraValues } from '../lib/sso-extras';

export interface SsoExtraFormProps {
  promotionId: number;
  extra?: SsoExtra;
  onDone: () => void;
}

/** One mapping: which claim, read as which type, written where. */
export function SsoExtraForm({ promotionId, extra, onDone }: SsoExtraFormProps) {
  const [save, saving] = useSaveSsoExtraMutation();
  const [problems, setProblems] = useState<string[] | null>(null);
  const { register, handleSubmit, formState } = useForm<SsoExtraValues>({
    resolver: zodResolver(ssoExtraSchema),
    defaultValues: extra
      ? { name: extra.name, data_type: extra.data_type, path: extra.path }
      : NEW_SSO_EXTRA,
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setProblems(null);
    try {
      await save({ promotionId, id: extra?.id, body: values }).unwrap();
      onDone();
    } catch (failure) {
      setProblems(serverErrors(failure));
    }
  });

  return (
    <form
      aria-label={extra ? `Edit SSO extra ${extra.name}` : 'Add an SSO extra'}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <Stack gap="sm" maw={480}>
        {problems ? (
          <Alert color="red" role="alert" title={SAVE_SSO_EXTRA_FAILED}>
            {problems.length ? (
              <List size="sm">
                {problems.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
        <TextInput
          label="Claim"
          description="The name of the claim in the sign-in token, e.g. department"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <NativeSelect label="Data type" data={DATA_TYPES} {...register('data_type')} />
        <NativeSelect label="Path" data={PATHS} {...register('path')} />
        <Group>
          <Button type="submit" loading={saving.isLoading}>
            {extra ? 'Save SSO extra' : 'Add SSO extra'}
          </Button>
          {extra ? (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
