import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { firstError } from '@wellness/shared-ui';
import { useGetGiftableQuery, useOfferGiftMutation } from '../api/gifts-api';
import { WORK_BONUS_POINTS } from '../api/works-api';

/**
 * The finalise flow's gift (spec 2 s4-5 "Gift points"): a friend must be selected and only
 * eligible people are offered. Success shows the server's popup text, "Sent gift points to
 * {name}".
 */
export function GiftChoice({ onDone, busy }: { onDone: () => void; busy: boolean }) {
  const giftable = useGetGiftableQuery();
  const [offer, { isLoading }] = useOfferGiftMutation();
  const [chosen, setChosen] = useState('');
  const people = (giftable.data ?? []).filter((person) => person.eligible);
  if (people.length === 0) return null;
  const send = async () => {
    try {
      const result = await offer(Number(chosen)).unwrap();
      notifications.show({ color: 'green', message: result.message });
      onDone();
    } catch (error) {
      notifications.show({ color: 'red', message: firstError(error) });
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{`Or gift your ${WORK_BONUS_POINTS} points to a friend or teammate.`}</Text>
      <Group align="flex-end">
        <NativeSelect
          label="Gift to"
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
          data={[
            { value: '', label: 'Choose a person' },
            ...people.map((person) => ({
              value: String(person.id),
              label: person.profile.full_name,
            })),
          ]}
        />
        <Button disabled={!chosen || busy} loading={isLoading} onClick={() => void send()}>
          {`Gift ${WORK_BONUS_POINTS} points`}
        </Button>
      </Group>
    </Stack>
  );
}
