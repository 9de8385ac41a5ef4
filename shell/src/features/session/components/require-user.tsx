import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingBlock, RetryPanel, firstError, useGetMeQuery } from '@wellness/shared-ui';
import { welcomeUrl } from '../../../lib/redirect';
import type { WelcomeState } from '../../../lib/redirect';
import { isUnauthorized } from '../lib/is-unauthorized';

/**
 * Guards the signed-in area (every remote route): without a session the user goes to the
 * login screen with the server's message and comes back here after logging in.
 */
export function RequireUser() {
  const location = useLocation();
  const { data: user, error, isLoading, isFetching, refetch } = useGetMeQuery();

  if (isLoading) return <LoadingBlock label="Checking your session" />;
  if (isUnauthorized(error)) {
    const state: WelcomeState = { errors: [firstError(error, 'Log In Required')] };
    const to = welcomeUrl(`${location.pathname}${location.search}`);
    return <Navigate to={to} replace state={state} />;
  }
  if (!user) {
    return (
      <RetryPanel
        title="Could not check your session"
        message={firstError(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  return <Outlet />;
}
