import { Button, List, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useSearchTeamUsersQuery } from '../api/teams-api';
import type { FoundUser } from '../api/teams-api';

/** Spec 3 s9: the team user search starts at 3 characters, 300 ms after the last key. */
export const SEARCH_MIN = 3;
export const SEARCH_DELAY_MS = 300;

interface MemberSearchProps {
  /** The team's promotion, whose participants are searched. */
  promotionId: number;
  /** Adds the user to the team; only users without a team are offered. */
  onAdd: (user: FoundUser) => void;
  adding: boolean;
  full: boolean;
}

export function MemberSearch({ promotionId, onAdd, adding, full }: MemberSearchProps) {
  const [query, setQuery] = useState('');
  const [settled] = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const ready = settled.length >= SEARCH_MIN;
  const { data, isFetching } = useSearchTeamUsersQuery(
    ready ? { query: settled, promotionId } : skipToken,
  );
  const found = (data ?? []).filter((user) => user.team_id === null);
  return (
    <section aria-labelledby="member-search-title">
      <Text component="h2" fw={600} id="member-search-title">
        Add a member
      </Text>
      <TextInput
        label="Search participants without a team"
        description={`At least ${SEARCH_MIN} characters of a name or e-mail`}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {ready && !isFetching && found.length === 0 ? (
        <Text c="dimmed" mt="xs">
          No participant without a team matches “{settled}”.
        </Text>
      ) : null}
      <List listStyleType="none" spacing="xs" mt="xs">
        {found.map((user) => (
          <List.Item key={user.id}>
            {user.full_name} ({user.email}){' '}
            <Button
              size="compact-xs"
              variant="light"
              disabled={full || adding}
              onClick={() => onAdd(user)}
              aria-label={`Add ${user.full_name}`}
            >
              Add
            </Button>
          </List.Item>
        ))}
      </List>
      {full ? <Text c="dimmed">The team is full.</Text> : null}
    </section>
  );
}
