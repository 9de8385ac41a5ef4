import { PasswordInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import {
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_REQUIRED,
  passwordRuleProblem,
  usePasswordChecks,
} from '@wellness/shared-ui';
import type { PasswordPolicy } from '@wellness/shared-ui';
import type { PersonalForm } from '../lib/personal-form';

export interface PasswordFieldsProps {
  form: UseFormReturn<PersonalForm>;
  /** The organization's rule (the current promotion's); the server checks it in any case. */
  policy: PasswordPolicy | undefined;
}

/**
 * Spec 3 s5 "Settings password": a new password and its retype. When either is filled the
 * new one is required and must keep the organization's rule; the retype must equal it. Both
 * are checked on save and 1 s after typing.
 */
export function PasswordFields({ form, policy }: PasswordFieldsProps) {
  const {
    formState: { errors },
    getValues,
    register,
    watch,
  } = form;
  const live = usePasswordChecks(policy, watch('password'), watch('password_confirmation'));

  return (
    <>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        error={errors.password?.message ?? live.rule}
        errorProps={{ role: 'alert' }}
        {...register('password', {
          validate: (password) => {
            if (!password && !getValues('password_confirmation')) return true;
            if (!password) return PASSWORD_REQUIRED;
            return (policy && passwordRuleProblem(policy, password)) || true;
          },
        })}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message ?? live.retype}
        errorProps={{ role: 'alert' }}
        {...register('password_confirmation', {
          validate: (retype) => retype === getValues('password') || PASSWORDS_DO_NOT_MATCH,
        })}
      />
    </>
  );
}
