import { Suspense } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LoadingBlock, useGetCurrentPromotionQuery, useGetMeQuery } from '@wellness/shared-ui';
import { NotFoundPage } from '../../../components/not-found-page';
import { paths } from '../../../config/paths';
import { safeRedirect, welcomeUrl } from '../../../lib/redirect';
import type { WelcomeState } from '../../../lib/redirect';
import {
  ForgotPasswordDialog,
  LoginForm,
  PilotPasswordForm,
  ResetPasswordDialog,
} from '../components/lazy-forms';
import { SsoSignIn } from '../components/sso-sign-in';
import { WelcomeContent } from '../components/welcome-content';
import { PASSWORD_CHANGED } from '../lib/password-reset-messages';
import { ssoErrorMessage } from '../lib/sso';

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/**
 * Welcome and welcome.login (spec 3 s2): the programme's front door. The promotion loads first
 * (a 404 is the 404 screen); its welcome content shows once it has launched or with the pilot
 * cookie, else the pilot-password prompt. `login=true` shows the login form; /welcome/forgot
 * opens the forgotten-password dialog and ?reset_password={token} the reset dialog.
 */
export function WelcomePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirectParam = params.get('redirect');
  const redirect = safeRedirect(redirectParam) ?? paths.root;
  const resetToken = params.get('reset_password');
  const showLogin = params.get('login') === 'true';
  const ssoError = ssoErrorMessage(params.get('sso_error'));
  const { data: promotion, error, isLoading } = useGetCurrentPromotionQuery();
  const { data: user } = useGetMeQuery();
  const state = location.state as WelcomeState | null;
  const forgotOpen = location.pathname === paths['welcome.forgot'];

  if (isNotFound(error)) return <NotFoundPage />;
  if (user) return <Navigate to={redirect} replace />;

  const backToWelcome = () => void navigate(paths.welcome, { replace: true });
  const passwordChanged = () =>
    void navigate(`${paths.welcome}?login=true`, {
      replace: true,
      state: { notice: PASSWORD_CHANGED } satisfies WelcomeState,
    });
  const contentOpen = !!promotion && (promotion.has_launched !== false || !!promotion.pilot_access);
  const sso = promotion?.is_sso_enabled ? (promotion.sso_label ?? 'Sign in') : null;

  return (
    <Stack maw={showLogin ? 420 : 720} mx="auto" gap="lg" py="xl">
      <div>
        <Title order={1}>Welcome</Title>
        {promotion ? <Text c="dimmed">{promotion.program_name}</Text> : null}
      </div>
      {isLoading ? <LoadingBlock label="Loading the programme" /> : null}
      {ssoError ? (
        <Alert color="red" variant="light" role="alert" title="Sign-in did not complete">
          {ssoError}
        </Alert>
      ) : null}
      {showLogin && sso ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            {state?.errors?.[0] ? (
              <Alert color="red" variant="light" role="alert">
                {state.errors[0]}
              </Alert>
            ) : null}
            <SsoSignIn label={sso} />
          </Stack>
        </Paper>
      ) : null}
      {showLogin && !sso ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            {state?.notice ? (
              <Alert color="green" variant="light" role="status">
                {state.notice}
              </Alert>
            ) : null}
            <Suspense fallback={<LoadingBlock label="Loading the login form" />}>
              <LoginForm
                initialErrors={state?.errors}
                onLoggedIn={() => void navigate(redirect, { replace: true })}
              />
            </Suspense>
            <Anchor component={Link} to={paths['welcome.forgot']} size="sm">
              Forgot your password?
            </Anchor>
            <Anchor component={Link} to={paths['go.register']} size="sm">
              Register
            </Anchor>
          </Stack>
        </Paper>
      ) : null}
      {!showLogin && promotion && !contentOpen ? (
        <Paper withBorder p="lg" radius="md">
          <Suspense fallback={<LoadingBlock label="Loading the form" />}>
            <PilotPasswordForm promotionId={promotion.id} />
          </Suspense>
        </Paper>
      ) : null}
      {!showLogin && promotion && contentOpen ? (
        <>
          <Group gap="lg" aria-label="Account">
            {/* Spec 3 s2: the login link is hidden when single sign-on is enabled. */}
            {sso ? <SsoSignIn label={sso} /> : null}
            {sso ? null : (
              <Anchor component={Link} to={welcomeUrl(redirectParam ?? undefined)}>
                Log in
              </Anchor>
            )}
            <Anchor component={Link} to={paths['welcome.forgot']}>
              Forgot your password?
            </Anchor>
            <Anchor component={Link} to={paths['go.register']}>
              Register
            </Anchor>
          </Group>
          <WelcomeContent promotion={promotion} />
        </>
      ) : null}
      <Suspense fallback={null}>
        {forgotOpen ? <ForgotPasswordDialog onClose={backToWelcome} /> : null}
        {resetToken && promotion ? (
          <ResetPasswordDialog
            token={resetToken}
            policy={promotion.password_policy}
            onClose={backToWelcome}
            onReset={passwordChanged}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
