import { Suspense } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { safeRedirect, welcomeUrl } from '../../../lib/redirect';
import type { WelcomeState } from '../../../lib/redirect';
import {
  ForgotPasswordDialog,
  LazyNotFoundPage,
  LoginForm,
  PilotPasswordForm,
  ResetPasswordDialog,
} from '../components/lazy-forms';
import { SsoSignIn } from '../components/sso-sign-in';
import { WelcomeContent } from '../components/welcome-content';
import { PASSWORD_CHANGED } from '../lib/password-reset-messages';
import { ssoErrorMessage } from '../lib/sso';
import { useWelcomeSession } from '../lib/welcome-data';
import classes from '../components/welcome.module.css';

/** Stands in for a part that is loading, named for screen readers. */
function Loading({ label }: { label: string }) {
  return (
    <p className={classes.loading} role="status" aria-live="polite">
      {label}…
    </p>
  );
}

/**
 * Welcome and welcome.login (spec 3 s2): the programme's front door. The promotion loads first
 * (a 404 is the 404 screen); its welcome content shows once it has launched or with the pilot
 * cookie, else the pilot-password prompt. `login=true` shows the login form; /welcome/forgot
 * opens the forgotten-password dialog and ?reset_password={token} the reset dialog.
 * Plain elements and plain fetches (issue 18, a light shell): Mantine and Redux load with the
 * forms, when one is shown.
 */
export function WelcomePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { session, reload, round } = useWelcomeSession();
  const redirectParam = params.get('redirect');
  const redirect = safeRedirect(redirectParam) ?? paths.root;
  const resetToken = params.get('reset_password');
  const showLogin = params.get('login') === 'true';
  const ssoError = ssoErrorMessage(params.get('sso_error'));
  const promotion = session?.promotion.data;
  const state = location.state as WelcomeState | null;
  const forgotOpen = location.pathname === paths['welcome.forgot'];

  if (session?.promotion.status === 404) {
    return (
      <Suspense fallback={<Loading label="Loading" />}>
        <LazyNotFoundPage />
      </Suspense>
    );
  }
  if (session?.user.data) return <Navigate to={redirect} replace />;

  const backToWelcome = () => void navigate(paths.welcome, { replace: true });
  const passwordChanged = () =>
    void navigate(`${paths.welcome}?login=true`, {
      replace: true,
      state: { notice: PASSWORD_CHANGED } satisfies WelcomeState,
    });
  const contentOpen = !!promotion && (promotion.has_launched !== false || !!promotion.pilot_access);
  const sso = promotion?.is_sso_enabled ? (promotion.sso_label ?? 'Sign in') : null;

  return (
    <div className={`${classes.page} ${showLogin ? classes.narrow : ''}`}>
      <div>
        <h1 className={classes.title}>Welcome</h1>
        {promotion ? <p className={classes.dimmed}>{promotion.program_name}</p> : null}
      </div>
      {session ? null : <Loading label="Loading the programme" />}
      {ssoError ? (
        <div className={classes.alert} role="alert">
          <p className={classes.alertTitle}>Sign-in did not complete</p>
          {ssoError}
        </div>
      ) : null}
      {showLogin && sso ? (
        <div className={`${classes.paper} ${classes.stack}`}>
          {state?.errors?.[0] ? (
            <p className={classes.alert} role="alert">
              {state.errors[0]}
            </p>
          ) : null}
          <SsoSignIn label={sso} />
        </div>
      ) : null}
      {showLogin && !sso ? (
        <div className={`${classes.paper} ${classes.stack}`}>
          {state?.notice ? (
            <p className={classes.notice} role="status">
              {state.notice}
            </p>
          ) : null}
          <Suspense fallback={<Loading label="Loading the login form" />}>
            <LoginForm
              initialErrors={state?.errors}
              onLoggedIn={() => void navigate(redirect, { replace: true })}
            />
          </Suspense>
          <Link to={paths['welcome.forgot']} className={`${classes.link} ${classes.small}`}>
            Forgot your password?
          </Link>
          <Link to={paths['go.register']} className={`${classes.link} ${classes.small}`}>
            Register
          </Link>
        </div>
      ) : null}
      {!showLogin && promotion && !contentOpen ? (
        <div className={classes.paper}>
          <Suspense fallback={<Loading label="Loading the form" />}>
            <PilotPasswordForm promotionId={promotion.id} onEntered={reload} />
          </Suspense>
        </div>
      ) : null}
      {!showLogin && promotion && contentOpen ? (
        <>
          <div className={classes.links} role="group" aria-label="Account">
            {/* Spec 3 s2: the login link is hidden when single sign-on is enabled. */}
            {sso ? <SsoSignIn label={sso} /> : null}
            {sso ? null : (
              <Link to={welcomeUrl(redirectParam ?? undefined)} className={classes.link}>
                Log in
              </Link>
            )}
            <Link to={paths['welcome.forgot']} className={classes.link}>
              Forgot your password?
            </Link>
            <Link to={paths['go.register']} className={classes.link}>
              Register
            </Link>
          </div>
          <WelcomeContent promotion={promotion} onReload={reload} round={round} />
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
    </div>
  );
}
