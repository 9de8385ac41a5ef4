import { useEffect, useState } from 'react';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ContentBlock, LoadingBlock, RetryPanel, firstError } from '@wellness/shared-ui';
import type { Friendship } from '../api/friends-api';
import {
  useDeleteFriendshipMutation,
  useGetFriendshipsQuery,
  useUpdateFriendshipMutation,
} from '../api/friends-api';
import { FRIENDS_MESSAGES, RESENT_FLAG_MS, otherName } from '../lib/friends';
import { friendActions, useFriendConfirm } from './friend-confirm';
import { PersonRow } from './person-row';

/** Spec 2 s4 resend: a resent flag shows for 4 s; a failure is told on the row too. */
function useResent() {
  const [resent, setResent] = useState<number | null>(null);
  useEffect(() => {
    if (resent === null) return;
    const timer = setTimeout(() => setResent(null), RESENT_FLAG_MS);
    return () => clearTimeout(timer);
  }, [resent]);
  return [resent, setResent] as const;
}

/** The caller's sent requests and e-mail invites: resend or withdraw. */
export function SentRequests({ meId }: { meId: number }) {
  const sent = useGetFriendshipsQuery('sent_requests');
  const [update] = useUpdateFriendshipMutation();
  const [withdraw] = useDeleteFriendshipMutation();
  const { ask, dialog } = useFriendConfirm();
  const [resent, setResent] = useResent();
  const [failed, setFailed] = useState<number | null>(null);

  if (sent.isError) {
    return (
      <RetryPanel
        message={FRIENDS_MESSAGES.sentFailed}
        onRetry={() => void sent.refetch()}
        retrying={sent.isFetching}
      />
    );
  }
  if (!sent.data) return <LoadingBlock label="Loading sent requests" />;
  if (sent.data.length === 0) {
    return <ContentBlock category="friends" contentKey="requests_empty_state" />;
  }
  const resend = (request: Friendship) => async () => {
    setFailed(null);
    try {
      await update({ id: request.id, status: 'P' }).unwrap();
      setResent(request.id);
    } catch {
      setFailed(request.id);
      notifications.show({
        color: 'red',
        message: FRIENDS_MESSAGES.resendFailed,
        autoClose: false,
      });
    }
  };
  const remove = (request: Friendship) => () =>
    withdraw(request.id)
      .unwrap()
      .catch((error: unknown) => notifications.show({ color: 'red', message: firstError(error) }));

  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label="Sent requests"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {sent.data.map((request) => {
        const name = otherName(request, meId);
        return (
          <PersonRow
            key={request.id}
            name={name}
            imageUrl={request.friendee?.profile.image?.url}
            detail={
              <>
                {request.friendee ? 'Friend request' : 'Invited by e-mail'}
                {request.status === 'D' ? ' · Declined' : ' · Waiting'}
                {resent === request.id ? (
                  <Badge ml="xs" color="green" role="status">
                    Resent
                  </Badge>
                ) : null}
                {failed === request.id ? (
                  <Text size="sm" c="red" role="alert">
                    {FRIENDS_MESSAGES.resendFailed}
                  </Text>
                ) : null}
              </>
            }
            actions={
              <>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Resend to ${name}`}
                  onClick={() => ask({ ...friendActions.resend(name), run: resend(request) })}
                >
                  Resend
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Withdraw request to ${name}`}
                  onClick={() => ask({ ...friendActions.withdraw(name), run: remove(request) })}
                >
                  Withdraw
                </Button>
              </>
            }
          />
        );
      })}
      {dialog}
    </Stack>
  );
}
