import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingBlock, RetryPanel, firstError, useGetMeQuery } from '@wellness/shared-ui';
import { welcomeUrl } from '../../../lib/redirect';
import type { WelcomeState } from '../../../lib/redirect';
import { paths } from '../../../config/paths';
import { homePathFor } from '../lib/home-path';
import { isUnauthorized } from '../lib/is-unauthorized';

/**
 * Guards the signed-in area (every remote route): without a session the user goes to the
 * login screen with the server's message and comes back here after logging in. A super user
 * (Reseller, Super Coordinator) going to /home is sent to the dashboard (spec 3 root redirects).
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
  if (
    location.pathname === paths['go.u.home'] &&
    homePathFor(user.role) === paths['dashboard.stats']
  ) {
    return <Navigate to={paths['dashboard.stats']} replace />;
  }
  return <Outlet />;
}
