import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useEnterPilotPasswordMutation } from '../api/welcome-api';

/** Spec 3 s5, s8. */
export const INCORRECT_PILOT_PASSWORD = 'Incorrect Pilot Password.';

/**
 * welcome.pilot (spec 3 s2): before launch, guests without the pilot cookie see this prompt
 * instead of the welcome content. The server checks the password and sets the cookie.
 */
export interface PilotPasswordFormProps {
  promotionId: number;
  /** The server accepted the password (and set the cookie): the page reads its content. */
  onEntered?: () => void;
}

export function PilotPasswordForm({ promotionId, onEntered }: PilotPasswordFormProps) {
  const [enter, { isLoading }] = useEnterPilotPasswordMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (!password) {
      setError(INCORRECT_PILOT_PASSWORD);
      return;
    }
    setError(null);
    try {
      await enter({ promotionId, password }).unwrap();
    } catch {
      // Every refusal reads the same (a limit's 429 included): the spec has one message.
      setError(INCORRECT_PILOT_PASSWORD);
      setPassword('');
      return;
    }
    onEntered?.();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="pilot-title">
      <Stack gap="md">
        <Title order={2} id="pilot-title">
          Pilot access
        </Title>
        <Text>The programme has not launched yet. Enter the pilot password to preview it.</Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <PasswordInput
          label="Pilot password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoComplete="off"
          required
        />
        <Button type="submit" loading={isLoading}>
          Enter
        </Button>
      </Stack>
    </form>
  );
}
