import { Badge, Button, Stack } from '@mantine/core';
import type { PersonResult } from '../api/friends-api';
import { STATUS_LABELS } from '../lib/friends';
import { PersonRow } from './person-row';

export interface SearchResultsProps {
  results: readonly PersonResult[];
  onAdd: (person: PersonResult) => void;
  onAccept: (person: PersonResult) => void;
}

/** The tagged results, in the server's order: friend, outgoing, incoming, available. */
export function SearchResults({ results, onAdd, onAccept }: SearchResultsProps) {
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label="Search results"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {results.map((person) => {
        const value = person.friendStatus.value;
        return (
          <PersonRow
            key={person.id}
            name={person.full_name}
            imageUrl={person.profile.image?.url}
            detail={
              value > 0 ? <Badge variant="light">{STATUS_LABELS[value as 1 | 2 | 3]}</Badge> : null
            }
            actions={
              value === 0 ? (
                <Button
                  size="xs"
                  aria-label={`Add ${person.full_name}`}
                  onClick={() => onAdd(person)}
                >
                  Add friend
                </Button>
              ) : value === 1 ? (
                <Button
                  size="xs"
                  aria-label={`Accept ${person.full_name}`}
                  onClick={() => onAccept(person)}
                >
                  Accept
                </Button>
              ) : null
            }
          />
        );
      })}
    </Stack>
  );
}
