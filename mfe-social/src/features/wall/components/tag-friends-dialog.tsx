import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useGetMeQuery } from '@wellness/shared-ui';
import { useState } from 'react';
import { useGetTaggableFriendsQuery } from '../api/wall-api';
import type { Follow } from '../api/wall-api';

export interface TagFriendsDialogProps {
  opened: boolean;
  selected: Follow[];
  onClose: () => void;
  onDone: (selected: Follow[]) => void;
}

/**
 * The tag-users dialog: the people offered are the reader's friends (spec 2 s1 "tag friends",
 * GET /friendships?status=A); the server checks they belong to the promotion.
 */
export function TagFriendsDialog({ opened, selected, onClose, onDone }: TagFriendsDialogProps) {
  const { data: me } = useGetMeQuery();
  const follows = useGetTaggableFriendsQuery(me?.id ?? 0, { skip: !opened || !me });
  const [chosen, setChosen] = useState<number[]>(selected.map((user) => user.id));
  const people = follows.data ?? [];

  return (
    <Modal opened={opened} onClose={onClose} title="Tag Friends" centered>
      {follows.isFetching && !follows.data ? (
        <Text c="dimmed">Loading…</Text>
      ) : people.length === 0 ? (
        <Text c="dimmed">There is nobody to tag yet: add friends to tag them.</Text>
      ) : (
        <Checkbox.Group
          label="People to tag"
          value={chosen.map(String)}
          onChange={(values) => setChosen(values.map(Number))}
        >
          <Stack gap="xs" mt="xs">
            {people.map((person) => (
              <Checkbox
                key={person.id}
                value={String(person.id)}
                label={person.profile.full_name}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => onDone(people.filter((person) => chosen.includes(person.id)))}>
          Done
        </Button>
      </Group>
    </Modal>
  );
}
