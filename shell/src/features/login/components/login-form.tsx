import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { firstError, sessionRestored, useAppDispatch, useLoginMutation } from '@wellness/shared-ui';
import type { User } from '@wellness/shared-ui';
import { loginSchema } from '../lib/login-schema';
import type { LoginValues } from '../lib/login-schema';

/** How long a login error stays on screen (spec: 900000 ms). */
export const LOGIN_BANNER_MS = 900_000;

export interface LoginFormProps {
  /** Messages to show on arrival, e.g. 'Log In Required' after a 401. */
  initialErrors?: string[];
  onLoggedIn: (user: User) => void;
}

export function LoginForm({ initialErrors, onLoggedIn }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const [banner, setBanner] = useState<string | null>(initialErrors?.[0] ?? null);
  const { register, handleSubmit, setValue, setFocus, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', stay_logged_in: false },
  });
  const { errors } = formState;

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), LOGIN_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const submit = handleSubmit(async (values) => {
    try {
      const user = await login(values).unwrap();
      dispatch(sessionRestored());
      onLoggedIn(user);
    } catch (error) {
      // Spec s.8: first server message, password cleared, email refocused.
      setBanner(firstError(error, 'Could not log in.'));
      setValue('password', '');
      setFocus('email');
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Log in">
      <Stack gap="md">
        {banner ? (
          <Alert color="red" variant="light" role="alert">
            {banner}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Checkbox label="Stay logged in" {...register('stay_logged_in')} />
        <Button type="submit" loading={isLoading}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
