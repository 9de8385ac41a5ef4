import { useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInviteToTeamMutation, useSearchTeamUsersQuery } from '../api/teams-api';
import type { TeamUserResult } from '../api/team-types';
import {
  TEAM_MESSAGES,
  USER_SEARCH_DEBOUNCE_MS,
  USER_SEARCH_MIN,
  saveTeamError,
} from '../lib/team-messages';
import { InviteRow, listStyle } from './invite-row';
import { teamToast, teamErrorToast } from '../lib/team-toast';

/** Spec 2 s5: find people without a team (3 characters, 300 ms after typing) and invite them. */
export function InviteBySearch({ teamId }: { teamId: number }) {
  const [typed, setTyped] = useState('');
  const [query] = useDebouncedValue(typed.trim(), USER_SEARCH_DEBOUNCE_MS);
  const searching = query.length >= USER_SEARCH_MIN;
  const results = useSearchTeamUsersQuery(query, { skip: !searching });
  const [invite] = useInviteToTeamMutation();
  const [invited, setInvited] = useState<Set<number>>(new Set());

  const send = async (person: TeamUserResult) => {
    try {
      await invite({ teamId, user_id: person.id }).unwrap();
      setInvited((current) => new Set(current).add(person.id));
      teamToast(TEAM_MESSAGES.inviteSent);
    } catch (error) {
      teamErrorToast(saveTeamError(error));
    }
  };

  const people = (results.currentData ?? []).filter((person) => person.team_id === null);
  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label="Invite people by name"
        description={`Type at least ${USER_SEARCH_MIN} characters of a name or e-mail`}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      {searching && results.isError ? (
        <Text c="red" size="sm" role="alert">
          {TEAM_MESSAGES.usersFailed}
        </Text>
      ) : null}
      {searching && results.currentData && people.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody without a team matches “{query}”.
        </Text>
      ) : null}
      {people.length > 0 ? (
        <Stack gap="xs" component="ul" style={listStyle} aria-label="People found">
          {people.map((person) => (
            <InviteRow key={person.id} label={person.full_name} detail={person.email}>
              {invited.has(person.id) ? (
                <Text size="sm">Invited</Text>
              ) : (
                <Button
                  size="xs"
                  onClick={() => void send(person)}
                  aria-label={`Invite ${person.full_name}`}
                >
                  Invite
                </Button>
              )}
            </InviteRow>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
