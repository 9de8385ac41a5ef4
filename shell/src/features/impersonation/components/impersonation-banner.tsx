import { Alert, Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { baseApi, disconnectRealtime, firstError, useAppDispatch } from '@wellness/shared-ui';
import type { User } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useEndImpersonationMutation, useGetImpersonationQuery } from '../api/impersonation-api';

/** Where a staff member lands when their own session comes back: the table they left. */
export const RETURN_PATH = '/coordinator/dashboard/participants';

/**
 * Shown on every page of an impersonated session: whose view this is, and the way back to
 * the staff member's own account (their session on this host, else the welcome page).
 */
export function ImpersonationBanner({ user }: { user: User }) {
  const { data } = useGetImpersonationQuery();
  const [end, { isLoading, error }] = useEndImpersonationMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  if (!data) return null;

  const leave = async () => {
    const result = await end()
      .unwrap()
      .catch(() => null);
    if (!result) return;
    // Like logging out: every cached answer and the socket belonged to the impersonated user.
    disconnectRealtime();
    dispatch(baseApi.util.resetApiState());
    void navigate(result.resumed ? RETURN_PATH : paths.welcome, { replace: true });
  };
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      title="Impersonating"
      // A landmark named by its title, not an alert announced on every page.
      role="region"
      // The light variant's yellow title is too faint on its background for AA: body text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          You are seeing the programme as {user.profile.full_name}, opened by{' '}
          {data.impersonator.full_name}.
        </Text>
        <Button size="xs" onClick={() => void leave()} loading={isLoading}>
          Return to your account
        </Button>
      </Group>
      {error ? (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          {firstError(error)}
        </Text>
      ) : null}
    </Alert>
  );
}
