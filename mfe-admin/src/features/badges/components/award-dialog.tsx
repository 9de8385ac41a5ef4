import { useState } from 'react';
import { Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { skipToken } from '@reduxjs/toolkit/query';
import { firstError } from '@wellness/shared-ui';
import { useAwardBadgeMutation, useFindAwardeesQuery } from '../api/badges-api';
import type { AdminBadge, Awardee } from '../api/badges-api';

/** A custom badge is awarded by hand: find the person, award it (once; services/admin README). */
export function AwardDialog({
  badge,
  promotionId,
  onClose,
}: {
  badge: AdminBadge | null;
  promotionId: number;
  onClose: () => void;
}) {
  const [term, setTerm] = useState('');
  const [settled] = useDebouncedValue(term.trim(), 300);
  const [message, setMessage] = useState<string | null>(null);
  const found = useFindAwardeesQuery(
    badge && settled.length >= 2 ? { promotionId, term: settled } : skipToken,
  );
  const [award, awarding] = useAwardBadgeMutation();

  const give = async (person: Awardee) => {
    if (!badge) return;
    try {
      const { awarded } = await award({ promotionId, id: badge.id, userId: person.id }).unwrap();
      setMessage(
        awarded
          ? `${badge.name} awarded to ${person.full_name}.`
          : `${person.full_name} already has ${badge.name}.`,
      );
    } catch (failure) {
      setMessage(firstError(failure));
    }
  };
  const close = () => {
    setTerm('');
    setMessage(null);
    onClose();
  };

  return (
    <Modal opened={badge !== null} onClose={close} title={`Award ${badge?.name ?? ''}`} centered>
      <Stack>
        <TextInput
          label="Find a participant"
          description="At least two letters of a name or e-mail."
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          data-autofocus
        />
        {message ? <Text role="status">{message}</Text> : null}
        {found.data?.length ? (
          <List listStyleType="none" spacing="xs" aria-label="Participants found">
            {found.data.map((person) => (
              <List.Item key={person.id}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {person.full_name} ({person.email})
                  </Text>
                  <Button
                    size="compact-sm"
                    loading={awarding.isLoading}
                    onClick={() => void give(person)}
                    aria-label={`Award to ${person.full_name}`}
                  >
                    Award
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : settled.length >= 2 && found.isSuccess ? (
          <Text size="sm">No one found.</Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
