import { useEffect, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Select, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useOutletContext } from 'react-router';
import { useSavePersonalSettingsMutation } from '../api/settings-api';
import { ProfilePromptsForm } from '../components/profile-prompts-form';
import { SaveBar } from '../components/save-bar';
import {
  UnsavedChangesDialog,
  picksTopLevel,
  useGetCurrentPromotionQuery,
} from '@wellness/shared-ui';
import { PasswordFields } from '../components/password-fields';
import { ProfilePhotoPicker } from '../components/profile-photo-picker';
import { useEmailTaken } from '../hooks/use-email-check';
import { useSaveStatus } from '../hooks/use-save-status';
import { locationOptions } from '../lib/locations';
import { EMAIL_TAKEN, INVALID_EMAIL } from '../lib/messages';
import { NAME_MAX, isEmailFormat, toPersonalForm, toPersonalSettings } from '../lib/personal-form';
import type { PersonalForm } from '../lib/personal-form';
import type { SettingsContext } from './settings-page';

const required = (label: string) => ({
  validate: (value: string) => value.trim() !== '' || `${label} is required.`,
  maxLength: { value: NAME_MAX, message: `${label} is limited to ${NAME_MAX} characters.` },
});

/**
 * Edit Personal Settings (User Settings for a master): names, e-mail, location and, on one's
 * own account outside a launchpad promotion (spec 3 s6), the password; then the promotion's
 * profile prompts, a form of their own.
 */
export function PersonalSettingsTab() {
  const { settings, self } = useOutletContext<SettingsContext>();
  // Only one's own password is changed here: its rule is the current promotion's.
  const { data: promotion } = useGetCurrentPromotionQuery(self ? undefined : skipToken);
  const [save] = useSavePersonalSettingsMutation();
  const { status, pending, run } = useSaveStatus();
  const form = useForm<PersonalForm>({ defaultValues: toPersonalForm(settings) });
  const {
    control,
    formState: { errors, isDirty },
    handleSubmit,
    register,
    reset,
    watch,
  } = form;
  const passwordChangeable = self && !promotion?.is_launchpad;

  // A fresh load (another user, or the answer to a save) is the new saved state.
  useEffect(() => reset(toPersonalForm(settings)), [settings, reset]);

  const emailTaken = useEmailTaken(watch('email'), settings.email, settings.id);
  const options = useMemo(
    () => locationOptions(settings.locations, settings.role, settings.location_id),
    [settings.locations, settings.role, settings.location_id],
  );

  const onSubmit = handleSubmit(async (values) => {
    if (emailTaken) return;
    await run(async () => {
      await save({ id: settings.id, ...toPersonalSettings(values) }).unwrap();
      reset({ ...values, password: '', password_confirmation: '' });
    });
  });

  return (
    <>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md" maw={480}>
          <TextInput
            label="First name"
            required
            error={errors.first_name?.message}
            {...register('first_name', required('First name'))}
          />
          <TextInput
            label="Last name"
            required
            error={errors.last_name?.message}
            {...register('last_name', required('Last name'))}
          />
          <TextInput
            label="Email"
            type="email"
            required
            error={emailTaken ? EMAIL_TAKEN : errors.email?.message}
            {...register('email', {
              validate: (value) => isEmailFormat(value) || INVALID_EMAIL,
            })}
          />
          <Controller
            control={control}
            name="location"
            render={({ field }) => (
              <Select
                label="Location"
                description={
                  picksTopLevel(settings.role)
                    ? 'Masters and coordinators are given a top-level location.'
                    : 'Choose a location down to its last level.'
                }
                placeholder="No location"
                data={options}
                clearable
                searchable
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          {passwordChangeable ? (
            <PasswordFields form={form} policy={promotion?.password_policy} />
          ) : null}
          <SaveBar status={status} pending={pending} disabled={emailTaken} />
        </Stack>
        <UnsavedChangesDialog when={isDirty && !pending} />
      </form>
      <ProfilePhotoPicker userId={settings.id} />
      <ProfilePromptsForm userId={settings.id} />
    </>
  );
}
