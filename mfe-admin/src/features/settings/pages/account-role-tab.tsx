import { useEffect } from 'react';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useLocation, useOutletContext } from 'react-router';
import { ROLES } from '@wellness/shared-ui';
import type { Role } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useSaveAccountRoleMutation, useUnlockUserMutation } from '../api/settings-api';
import type { AccountRole } from '../api/settings-api';
import { SaveBar } from '../components/save-bar';
import { ToggleField } from '../components/toggle-field';
import { UnsavedChangesDialog } from '@wellness/shared-ui';
import { useSaveStatus } from '../hooks/use-save-status';
import { saveError } from '../lib/save-error';
import type { SettingsContext } from './settings-page';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));

/** Account & Role (master only): the user's role, wall-expert flag, and unlocking. */
export function AccountRoleTab() {
  const { settings, master, self } = useOutletContext<SettingsContext>();
  const { search } = useLocation();
  const [save] = useSaveAccountRoleMutation();
  const [unlock, unlocking] = useUnlockUserMutation();
  const { status, pending, run } = useSaveStatus();
  const current = { role: settings.role, is_wall_expert: settings.is_wall_expert };
  const {
    control,
    formState: { isDirty },
    handleSubmit,
    reset,
  } = useForm<AccountRole>({ defaultValues: current });

  useEffect(
    () => reset({ role: settings.role, is_wall_expert: settings.is_wall_expert }),
    [settings, reset],
  );

  if (!master) return <Navigate to={{ pathname: paths['settings.profile'], search }} replace />;

  const onSubmit = handleSubmit(async (form) => {
    await run(async () => {
      await save({ id: settings.id, ...form }).unwrap();
      reset(form);
    });
  });

  return (
    <Stack gap="lg" maw={480}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <Select
                label="Role"
                data={ROLE_OPTIONS}
                allowDeselect={false}
                disabled={self}
                description={self ? 'You cannot change your own role.' : undefined}
                value={field.value}
                onChange={(value) => field.onChange(value as Role)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <ToggleField
            control={control}
            name="is_wall_expert"
            label="Wall expert"
            kind="checkbox"
          />
          <SaveBar status={status} pending={pending} />
        </Stack>
        <UnsavedChangesDialog when={isDirty && !pending} />
      </form>
      {settings.locked && (
        <Alert color="orange" variant="light" title="Account locked">
          <Text size="sm" mb="sm">
            Too many failed sign-ins locked this account.
          </Text>
          <Group>
            <Button loading={unlocking.isLoading} onClick={() => void unlock(settings.id)}>
              Unlock
            </Button>
          </Group>
          {unlocking.isError && (
            <Text size="sm" c="red.8" role="alert" mt="xs">
              {saveError(unlocking.error)}
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
