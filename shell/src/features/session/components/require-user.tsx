import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import {
  LoadingBlock,
  RetryPanel,
  firstError,
  useGetCurrentPromotionQuery,
  useGetMeQuery,
} from '@wellness/shared-ui';
import { welcomeUrl } from '../../../lib/redirect';
import type { WelcomeState } from '../../../lib/redirect';
import { paths } from '../../../config/paths';
import { PLEASE_LOG_IN, guestMayEnter, tutorialRedirect } from '../lib/guard-rules';
import { homePathFor } from '../lib/home-path';
import { isUnauthorized } from '../lib/is-unauthorized';

/**
 * Guards the signed-in area (every remote route), spec 3 s2 "Other": without a session the user
 * goes to the login screen with 'Please log in.' and comes back here after logging in (except in
 * the tips and recipes, which a visitor may read once the promotion has launched); a user
 * who has not seen the tutorial goes to /prestart/basics unless heading to one of the listed
 * places. A super user (Reseller, Super Coordinator) going to /home is sent to the dashboard
 * (spec 3 root redirects).
 */
export function RequireUser() {
  const location = useLocation();
  const { data: user, error, isLoading, isFetching, refetch } = useGetMeQuery();
  const promotion = useGetCurrentPromotionQuery();
  // A session that ends under the user keeps the server's message (spec 3 s8 'Log In Required').
  const hadUser = useRef(false);
  if (user) hadUser.current = true;

  // Before the loading check: a page a visitor may read subscribes to the session too, which
  // asks again after a 401 (the error stays meanwhile); the guard must not unmount the page.
  if (isUnauthorized(error) && !hadUser.current) {
    if (promotion.isLoading) return <LoadingBlock label="Checking your session" />;
    if (guestMayEnter(location.pathname, promotion.data)) return <Outlet />;
  }
  if (isLoading) return <LoadingBlock label="Checking your session" />;
  if (isUnauthorized(error)) {
    const state: WelcomeState = {
      errors: [hadUser.current ? firstError(error, 'Log In Required') : PLEASE_LOG_IN],
    };
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
  const prestart = tutorialRedirect(user, location.pathname);
  if (prestart) return <Navigate to={prestart} replace />;
  if (
    location.pathname === paths['go.u.home'] &&
    homePathFor(user.role) === paths['dashboard.stats']
  ) {
    return <Navigate to={paths['dashboard.stats']} replace />;
  }
  return <Outlet />;
}
