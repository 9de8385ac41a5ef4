import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useGetCurrentPromotionQuery, useGetMeQuery } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { safeRedirect } from '../../../lib/redirect';
import type { WelcomeState } from '../../../lib/redirect';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';
import { LoginForm } from '../components/login-form';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { PASSWORD_CHANGED } from '../lib/password-reset-messages';

/**
 * Welcome and welcome.login: the programme's front door with the login form; /welcome/forgot
 * opens the forgotten-password dialog and ?reset_password={token} the reset dialog (spec 3 s2).
 */
export function WelcomePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect')) ?? paths.root;
  const resetToken = params.get('reset_password');
  const { data: promotion } = useGetCurrentPromotionQuery();
  const { data: user } = useGetMeQuery();
  const state = location.state as WelcomeState | null;
  const forgotOpen = location.pathname === paths['welcome.forgot'];

  if (user) return <Navigate to={redirect} replace />;

  const backToWelcome = () => void navigate(paths.welcome, { replace: true });
  const passwordChanged = () =>
    void navigate(`${paths.welcome}?login=true`, {
      replace: true,
      state: { notice: PASSWORD_CHANGED } satisfies WelcomeState,
    });

  return (
    <Stack maw={420} mx="auto" gap="lg" py="xl">
      <div>
        <Title order={1}>Welcome</Title>
        {promotion ? <Text c="dimmed">{promotion.program_name}</Text> : null}
      </div>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          {state?.notice ? (
            <Alert color="green" variant="light" role="status">
              {state.notice}
            </Alert>
          ) : null}
          <LoginForm
            initialErrors={state?.errors}
            onLoggedIn={() => void navigate(redirect, { replace: true })}
          />
          <Anchor component={Link} to={paths['welcome.forgot']} size="sm">
            Forgot your password?
          </Anchor>
          <Anchor component={Link} to={paths['go.register']} size="sm">
            Register
          </Anchor>
        </Stack>
      </Paper>
      {forgotOpen ? <ForgotPasswordDialog onClose={backToWelcome} /> : null}
      {resetToken && promotion ? (
        <ResetPasswordDialog
          token={resetToken}
          policy={promotion.password_policy}
          onClose={backToWelcome}
          onReset={passwordChanged}
        />
      ) : null}
    </Stack>
  );
}
