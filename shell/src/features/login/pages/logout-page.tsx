import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import {
  LoadingBlock,
  baseApi,
  disconnectRealtime,
  useAppDispatch,
  useLogoutMutation,
} from '@wellness/shared-ui';
import { paths } from '../../../config/paths';

/**
 * Logout: end the session, clear every cache, go to welcome; an SSO user goes on to their
 * organization's page (`sso_redirect`, the server's answer), a full navigation off the app.
 */
export function LogoutPage() {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    let cancelled = false;
    // Whatever the server answers (even 401: already gone), this page forgets the user.
    void logout()
      .then((answer) => ('data' in answer ? answer.data?.sso_redirect : undefined))
      .catch(() => undefined)
      .then((ssoRedirect) => {
        if (cancelled) return;
        disconnectRealtime();
        dispatch(baseApi.util.resetApiState());
        if (ssoRedirect && /^https?:\/\//.test(ssoRedirect)) {
          window.location.assign(ssoRedirect);
          return;
        }
        void navigate(paths.welcome, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [logout, dispatch, navigate]);

  return <LoadingBlock label="Logging out" />;
}
