import { Table, Text } from '@mantine/core';
import { rowName } from '../api/leaderboard-api';
import type { LeaderboardRow } from '../api/leaderboard-api';

interface LeaderboardTableProps {
  rows: LeaderboardRow[];
  /** Names the table for assistive technology, e.g. "Individual leaderboard". */
  label: string;
  pointLabelPlural: string;
  /** The row to mark as the caller's own (their id, team or location), if any. */
  ownId: number | null | undefined;
  /** What an empty list says. */
  empty?: string;
}

export function LeaderboardTable({
  rows,
  label,
  pointLabelPlural,
  ownId,
  empty = 'No one matches that name.',
}: LeaderboardTableProps) {
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  // A competition's team board shows its three columns under every scoring rule.
  const competition = rows.some((row) => row.total_points !== undefined);
  return (
    // Named for assistive technology; the page's heading already says what it is.
    <Table striped highlightOnHover aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Rank</Table.Th>
          <Table.Th scope="col">Name</Table.Th>
          {competition ? (
            <>
              <Table.Th scope="col">Total {pointLabelPlural}</Table.Th>
              <Table.Th scope="col">Average {pointLabelPlural}</Table.Th>
              <Table.Th scope="col">Completed works</Table.Th>
            </>
          ) : (
            <Table.Th scope="col">{pointLabelPlural}</Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} aria-current={row.id === ownId ? 'true' : undefined}>
            <Table.Td>{row.rank}</Table.Td>
            <Table.Td fw={row.id === ownId ? 700 : undefined}>{rowName(row)}</Table.Td>
            {competition ? (
              <>
                <Table.Td>{row.total_points}</Table.Td>
                <Table.Td>{(row.avg_points ?? 0).toFixed(1)}</Table.Td>
                <Table.Td>{row.completed_works_count}</Table.Td>
              </>
            ) : (
              <Table.Td>{row.score}</Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
