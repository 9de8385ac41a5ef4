import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { firstError } from '@wellness/shared-ui';
import { useForgotPasswordMutation } from '../api/password-reset-api';
import {
  NO_ACCOUNT,
  RESET_LINK_SENT,
  invalidEmail,
  isEmailAddress,
} from '../lib/password-reset-messages';

export interface ForgotPasswordDialogProps {
  onClose: () => void;
}

/** /welcome/forgot (spec 3 s2, s5): the e-mail field and Send; one request at a time. */
export function ForgotPasswordDialog({ onClose }: ForgotPasswordDialogProps) {
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // Blocks a second submission before the first answer re-renders the button.
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || sent) return;
    const typed = email.trim();
    if (!isEmailAddress(typed)) {
      setError(invalidEmail(typed));
      return;
    }
    sending.current = true;
    setError(null);
    try {
      await forgot({ email: typed }).unwrap();
      setSent(true);
    } catch (failure) {
      setError(firstError(failure, NO_ACCOUNT));
    } finally {
      sending.current = false;
    }
  };

  return (
    <Modal opened onClose={onClose} title="Forgot your password?" centered>
      {sent ? (
        <Stack gap="md">
          <Text role="status">{RESET_LINK_SENT}</Text>
          <Button onClick={onClose}>Close</Button>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Forgot password">
          <Stack gap="md">
            {error ? (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            ) : null}
            <Text size="sm">
              Enter the e-mail address of your account and we will send you a link.
            </Text>
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              required
              data-autofocus
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" loading={isLoading} disabled={isLoading}>
              Send
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
