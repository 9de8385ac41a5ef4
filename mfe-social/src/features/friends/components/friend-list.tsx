import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ContentBlock, LoadingBlock, RetryPanel, firstError } from '@wellness/shared-ui';
import { useDeleteFriendshipMutation, useGetFriendshipsQuery } from '../api/friends-api';
import { FRIENDS_MESSAGES, otherName, otherPerson } from '../lib/friends';
import { friendActions, useFriendConfirm } from './friend-confirm';
import { PersonRow } from './person-row';

/** The caller's friends (status A) with Remove; the friends_empty_state content when none. */
export function FriendList({ meId }: { meId: number }) {
  const friends = useGetFriendshipsQuery('A');
  const [remove] = useDeleteFriendshipMutation();
  const { ask, dialog } = useFriendConfirm();

  if (friends.isError) {
    return (
      <RetryPanel
        message={FRIENDS_MESSAGES.friendsFailed}
        onRetry={() => void friends.refetch()}
        retrying={friends.isFetching}
      />
    );
  }
  if (!friends.data) return <LoadingBlock label="Loading friends" />;
  if (friends.data.length === 0) {
    return <ContentBlock category="friends" contentKey="friends_empty_state" />;
  }
  return (
    <Stack gap="xs" component="ul" aria-label="Friends" p={0} m={0} style={{ listStyle: 'none' }}>
      {friends.data.map((friendship) => {
        const name = otherName(friendship, meId);
        return (
          <PersonRow
            key={friendship.id}
            name={name}
            imageUrl={otherPerson(friendship, meId)?.profile.image?.url}
            actions={
              <Button
                size="xs"
                variant="default"
                aria-label={`Remove ${name}`}
                onClick={() =>
                  ask({
                    ...friendActions.remove(name),
                    run: () =>
                      remove(friendship.id)
                        .unwrap()
                        .catch((error: unknown) =>
                          notifications.show({ color: 'red', message: firstError(error) }),
                        ),
                  })
                }
              >
                Remove
              </Button>
            }
          />
        );
      })}
      {dialog}
    </Stack>
  );
}
