import { Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LoadingBlock, RetryPanel, firstError } from '@wellness/shared-ui';
import { useGetFriendshipsQuery, useUpdateFriendshipMutation } from '../api/friends-api';
import { FRIENDS_MESSAGES } from '../lib/friends';
import { friendActions, useFriendConfirm } from './friend-confirm';
import { PersonRow } from './person-row';

/** Requests waiting for the caller: accept (moves to the list) or decline (removed). */
export function IncomingRequests() {
  const requests = useGetFriendshipsQuery('received_requests');
  const [answer] = useUpdateFriendshipMutation();
  const { ask, dialog } = useFriendConfirm();

  if (requests.isError) {
    return (
      <RetryPanel
        message={FRIENDS_MESSAGES.incomingFailed}
        onRetry={() => void requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  }
  if (!requests.data) return <LoadingBlock label="Loading friend requests" />;
  if (requests.data.length === 0) return null;
  const run = (id: number, status: 'A' | 'D') => () =>
    answer({ id, status })
      .unwrap()
      .catch((error: unknown) => notifications.show({ color: 'red', message: firstError(error) }));

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Friend requests
      </Title>
      <Stack
        gap="xs"
        component="ul"
        aria-label="Friend requests"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {requests.data.map((request) => {
          const name = request.friender.profile.full_name;
          return (
            <PersonRow
              key={request.id}
              name={name}
              imageUrl={request.friender.profile.image?.url}
              detail={
                request.message ? (
                  <Text size="sm">“{request.message}”</Text>
                ) : (
                  'wants to be your friend'
                )
              }
              actions={
                <>
                  <Button
                    size="xs"
                    aria-label={`Accept ${name}`}
                    onClick={() =>
                      ask({ ...friendActions.accept(name), run: run(request.id, 'A') })
                    }
                  >
                    Accept
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`Decline ${name}`}
                    onClick={() =>
                      ask({ ...friendActions.decline(name), run: run(request.id, 'D') })
                    }
                  >
                    Decline
                  </Button>
                </>
              }
            />
          );
        })}
      </Stack>
      {dialog}
    </Stack>
  );
}
