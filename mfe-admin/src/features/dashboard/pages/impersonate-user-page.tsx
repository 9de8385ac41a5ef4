import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { PageTitle, firstError } from '@wellness/shared-ui';
import { useImpersonateMutation } from '../api/participants-api';
import { delayOf, impersonationFailure } from '../lib/impersonation';

type Step =
  | { kind: 'asking' }
  | { kind: 'opening'; seconds: number }
  | { kind: 'failed'; title: string; reason: string };

/**
 * /promotion/{promotionId}/user/{userId}/impersonate (spec 3 s2), opened in a new window by the
 * users table: asks for the impersonation, then opens the user's site in this window after
 * 3 s (cookie) or 1 s (SSO), as spec 3 s4 "Impersonation" says.
 */
export function ImpersonateUserPage() {
  const userId = Number(useParams().userId);
  const [impersonate] = useImpersonateMutation();
  const [step, setStep] = useState<Step>({ kind: 'asking' });
  // One grant per visit, even when effects run twice (StrictMode).
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (!Number.isInteger(userId) || userId < 1) {
      setStep({ kind: 'failed', title: 'Could not impersonate.', reason: '' });
      return;
    }
    impersonate(userId)
      .unwrap()
      .then(({ url, via }) => {
        const delay = delayOf(via);
        setStep({ kind: 'opening', seconds: delay / 1000 });
        setTimeout(() => window.location.assign(url), delay);
      })
      .catch((error: unknown) =>
        setStep({
          kind: 'failed',
          title: impersonationFailure(error),
          reason: firstError(error, ''),
        }),
      );
  }, [userId, impersonate]);

  return (
    <Stack p="md" maw={560}>
      <PageTitle>Impersonate</PageTitle>
      {step.kind === 'asking' ? (
        <Stack align="flex-start" gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Asking for the user’s session…</Text>
        </Stack>
      ) : null}
      {step.kind === 'opening' ? (
        <Text role="status">
          Opening the user’s session in {step.seconds} second{step.seconds === 1 ? '' : 's'}…
        </Text>
      ) : null}
      {step.kind === 'failed' ? (
        <Alert color="red" role="alert" title={step.title}>
          {step.reason}
        </Alert>
      ) : null}
    </Stack>
  );
}
