import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Center, Loader, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import {
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_REQUIRED,
  firstError,
  passwordRuleProblem,
  usePasswordChecks,
} from '@wellness/shared-ui';
import type { PasswordPolicy } from '@wellness/shared-ui';
import {
  useResetPasswordMutation,
  useVerifyPasswordResetMutation,
} from '../api/password-reset-api';
import { CANNOT_VERIFY, COULD_NOT_RESET } from '../lib/password-reset-messages';

export interface ResetPasswordDialogProps {
  token: string;
  policy: PasswordPolicy;
  onClose: () => void;
  onReset: () => void;
}

/** /welcome?reset_password={token}: the token is verified on load, then a new password set. */
export function ResetPasswordDialog({ token, policy, onClose, onReset }: ResetPasswordDialogProps) {
  const [verify, verification] = useVerifyPasswordResetMutation();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState<{ rule?: string; retype?: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const settled = usePasswordChecks(policy, password, confirmation);
  const verifiedFor = useRef<string | null>(null);

  // Once per token: React's development double effects must not verify twice.
  useEffect(() => {
    if (verifiedFor.current === token) return;
    verifiedFor.current = token;
    void verify({ thing: token });
  }, [token, verify]);

  const allowed = verification.isSuccess && verification.data.allow;
  const refused = verification.isError || (verification.isSuccess && !verification.data.allow);
  const ruleError = submitted?.rule ?? settled.rule;
  const retypeError = submitted?.retype ?? settled.retype;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const rule = password ? passwordRuleProblem(policy, password) : PASSWORD_REQUIRED;
    const retype = confirmation !== password ? PASSWORDS_DO_NOT_MATCH : null;
    if (rule || retype) {
      setSubmitted({ ...(rule ? { rule } : {}), ...(retype ? { retype } : {}) });
      return;
    }
    setError(null);
    try {
      await reset({ thing: token, password }).unwrap();
      onReset();
    } catch (failure) {
      setError(firstError(failure, COULD_NOT_RESET));
    }
  };

  const change = (set: (value: string) => void) => (value: string) => {
    setSubmitted(null);
    set(value);
  };

  return (
    <Modal opened onClose={onClose} title="Reset your password" centered>
      {refused ? (
        <Alert color="red" variant="light" role="alert">
          {CANNOT_VERIFY}
        </Alert>
      ) : null}
      {!allowed && !refused ? (
        <Center py="md" role="status">
          <Loader aria-label="Verifying the link" size="sm" />
        </Center>
      ) : null}
      {allowed ? (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Reset password">
          <Stack gap="md">
            {error ? (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            ) : null}
            {verification.data?.email ? (
              <Text size="sm">Choose a new password for {verification.data.email}.</Text>
            ) : null}
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              required
              data-autofocus
              value={password}
              onChange={(event) => change(setPassword)(event.currentTarget.value)}
              error={ruleError}
              errorProps={{ role: 'alert' }}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              required
              value={confirmation}
              onChange={(event) => change(setConfirmation)(event.currentTarget.value)}
              error={retypeError}
              errorProps={{ role: 'alert' }}
            />
            <Button type="submit" loading={isLoading} disabled={isLoading}>
              Reset password
            </Button>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
