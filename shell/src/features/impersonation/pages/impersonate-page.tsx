import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Anchor, Stack } from '@mantine/core';
import {
  LoadingBlock,
  baseApi,
  disconnectRealtime,
  firstError,
  useAppDispatch,
} from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useRedeemImpersonationMutation } from '../api/impersonation-api';

/** Spec 2: the message of a failed impersonation. */
export const IMPERSONATION_FAILED = 'Could not impersonate.';

/**
 * `/impersonate#<token>`, opened by the dashboard's Impersonate action: the token comes in the
 * fragment (never sent to a server, so never logged), leaves the address bar at once, and is
 * redeemed in a POST body. The new session then starts at home, with nothing cached from the
 * session this browser had before.
 */
export function ImpersonatePage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [redeem] = useRedeemImpersonationMutation();
  // The server's reason once the link has failed ('' when there is none to tell).
  const [failure, setFailure] = useState<string | null>(null);
  // A token works once: redeem it once even when effects run twice (StrictMode).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = hash.slice(1);
    void navigate(paths.impersonate, { replace: true });
    if (!token) {
      setFailure('');
      return;
    }
    redeem(token)
      .unwrap()
      .then(() => {
        disconnectRealtime();
        dispatch(baseApi.util.resetApiState());
        void navigate(paths.root, { replace: true });
      })
      .catch((error: unknown) => setFailure(firstError(error, '')));
  }, [hash, navigate, dispatch, redeem]);

  if (failure === null) return <LoadingBlock label="Opening the session" />;
  return (
    <Stack maw={480} mx="auto" py="xl">
      <Alert color="red" title={IMPERSONATION_FAILED} role="alert">
        {failure}
      </Alert>
      <Anchor component={Link} to={paths.root}>
        Go to the programme
      </Anchor>
    </Stack>
  );
}
