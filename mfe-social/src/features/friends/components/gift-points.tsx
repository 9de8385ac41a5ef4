import { Button, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { firstError } from '@wellness/shared-ui';
import { useAnswerGiftMutation, useGetWaitingGiftsQuery } from '../api/gifts-api';
import { PersonRow } from './person-row';

/**
 * Gift points sent to the caller (spec 2 s4): accept (the points count today) or decline (the
 * sender keeps them). Nothing shows while none wait.
 */
export function GiftPoints() {
  const gifts = useGetWaitingGiftsQuery();
  const [answer, { isLoading }] = useAnswerGiftMutation();
  if (!gifts.data?.length) return null;
  const respond = (id: number, accept: boolean) =>
    answer({ id, accept })
      .unwrap()
      .then((result) => notifications.show({ color: 'green', message: result.message }))
      .catch((error: unknown) => notifications.show({ color: 'red', message: firstError(error) }));

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Gift points
      </Title>
      <Stack
        gap="xs"
        component="ul"
        aria-label="Gift points"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {gifts.data.map((gift) => (
          <PersonRow
            key={gift.id}
            name={gift.earned_by_name}
            detail={`sent you ${gift.points} points`}
            actions={
              <>
                <Button
                  size="xs"
                  disabled={isLoading}
                  aria-label={`Accept gift points from ${gift.earned_by_name}`}
                  onClick={() => void respond(gift.id, true)}
                >
                  Accept
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={isLoading}
                  aria-label={`Decline gift points from ${gift.earned_by_name}`}
                  onClick={() => void respond(gift.id, false)}
                >
                  Decline
                </Button>
              </>
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}
