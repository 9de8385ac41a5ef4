import { Table, Text } from '@mantine/core';
import type { LeaderboardRow } from '../api/leaderboard-api';

interface LeaderboardTableProps {
  rows: LeaderboardRow[];
  pointLabelPlural: string;
  /** The caller's user id, so their own row can be marked. */
  meId: number | undefined;
}

export function LeaderboardTable({ rows, pointLabelPlural, meId }: LeaderboardTableProps) {
  if (rows.length === 0) return <Text c="dimmed">No one matches that name.</Text>;
  return (
    // Named for assistive technology; the page's heading already says what it is.
    <Table striped highlightOnHover aria-label="Individual leaderboard">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Rank</Table.Th>
          <Table.Th scope="col">Name</Table.Th>
          <Table.Th scope="col">{pointLabelPlural}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} aria-current={row.id === meId ? 'true' : undefined}>
            <Table.Td>{row.rank}</Table.Td>
            <Table.Td fw={row.id === meId ? 700 : undefined}>
              {row.profile.first_name} {row.profile.last_name}
            </Table.Td>
            <Table.Td>{row.score}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
