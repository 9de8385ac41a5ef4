import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useGetCurrentPromotionQuery, useGetMeQuery } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { safeRedirect } from '../../../lib/redirect';
import type { WelcomeState } from '../../../lib/redirect';
import { LoginForm } from '../components/login-form';

/** Welcome and welcome.login: the programme's front door with the login form. */
export function WelcomePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect')) ?? paths.root;
  const { data: promotion } = useGetCurrentPromotionQuery();
  const { data: user } = useGetMeQuery();
  const state = location.state as WelcomeState | null;

  if (user) return <Navigate to={redirect} replace />;

  return (
    <Stack maw={420} mx="auto" gap="lg" py="xl">
      <div>
        <Title order={1}>Welcome</Title>
        {promotion ? <Text c="dimmed">{promotion.program_name}</Text> : null}
      </div>
      <Paper withBorder p="lg" radius="md">
        <LoginForm
          initialErrors={state?.errors}
          onLoggedIn={() => void navigate(redirect, { replace: true })}
        />
      </Paper>
    </Stack>
  );
}
