import { useState } from 'react';
import { Button, Table, VisuallyHidden } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  TableScroll,
  firstError,
} from '@wellness/shared-ui';
import { useGetTeamsQuery } from '../api/dashboard-api';
import type { Team } from '../api/dashboard-api';
import { TeamMembersDialog } from '../components/team-members-dialog';
import { useDashboardPromotionId } from '../hooks/use-dashboard-promotion';

/** Spec 3 "Teams tab": average points shown to one decimal. */
export const formatAverage = (value: number) => value.toFixed(1);

/** The promotion's teams (coordinator.dashboard.teams). */
export function TeamsTab() {
  const promotionId = useDashboardPromotionId();
  const {
    data: teams,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetTeamsQuery(promotionId ?? skipToken);
  const [shown, setShown] = useState<Team | null>(null);
  return (
    <>
      <PageTitle>Teams</PageTitle>
      {isLoading ? <LoadingBlock label="Loading teams" /> : null}
      {error ? (
        <RetryPanel
          title="Teams"
          message={firstError(error, 'Teams could not be loaded.')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {teams && teams.length === 0 ? (
        <EmptyState
          title="No teams yet"
          description="Teams are listed here once participants form them."
        />
      ) : null}
      {teams && teams.length > 0 ? (
        <TableScroll label="Teams" minWidth={720}>
          <Table striped highlightOnHover>
            <VisuallyHidden component="caption">Teams</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Leader</Table.Th>
                <Table.Th scope="col" ta="right">
                  Completed Works
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Total Points
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Average Points
                </Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {teams.map((team) => (
                <Table.Tr key={team.id}>
                  <Table.Th scope="row" fw={500}>
                    {team.name}
                  </Table.Th>
                  <Table.Td>{team.leader ?? '—'}</Table.Td>
                  <Table.Td ta="right">{team.completed_works_count}</Table.Td>
                  <Table.Td ta="right">{team.total_points.toLocaleString('en-US')}</Table.Td>
                  <Table.Td ta="right">{formatAverage(team.avg_points)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => setShown(team)}
                      aria-label={`View members of ${team.name}`}
                    >
                      View members
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      ) : null}
      <TeamMembersDialog team={shown} onClose={() => setShown(null)} />
    </>
  );
}
