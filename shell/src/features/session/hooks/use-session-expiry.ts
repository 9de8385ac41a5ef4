import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  baseApi,
  selectSessionExpired,
  sessionApi,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@wellness/shared-ui';
import { welcomeUrl } from '../../../lib/redirect';
import type { WelcomeState } from '../../../lib/redirect';

/**
 * A 401 on any call while a user is signed in ends the session on this page too: cached
 * data is dropped (it belonged to that user) and the login screen opens with the server's
 * message, remembering where the user was.
 */
export function useSessionExpiry(): void {
  const expired = useAppSelector(selectSessionExpired);
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const handled = useRef(expired);

  useEffect(() => {
    if (!expired || handled.current === expired) return;
    handled.current = expired;
    const hadUser = Boolean(sessionApi.endpoints.getMe.select()(store.getState()).data);
    if (!hadUser) return; // signed-out visitors are the guard's business
    dispatch(baseApi.util.resetApiState());
    const state: WelcomeState = { errors: expired.errors };
    void navigate(welcomeUrl(`${location.pathname}${location.search}`), { replace: true, state });
  }, [expired, store, dispatch, navigate, location]);
}
