import { Anchor, Button, Group, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { TableScroll } from '@wellness/shared-ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { Team } from '../api/teams-api';
import { formatAverage, leaderName } from '../lib/team-admin';

interface TeamsListProps {
  title: string;
  teams: Team[];
  promotionId: number;
  /** What the list says when it has no team. */
  empty: string;
  /** Spec 3 s2: "view pending" only while the competition's enrolment is active. */
  showPending: boolean;
  onMembers: (team: Team) => void;
  onPending: (team: Team) => void;
}

/** One list of the teams overview (officials, pending or deleted teams). */
export function TeamsList(props: TeamsListProps) {
  const { title, teams, promotionId, empty, showPending, onMembers, onPending } = props;
  const id = `teams-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title} ({teams.length})
      </Title>
      {teams.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <TableScroll label={title} minWidth={760}>
          <Table striped highlightOnHover>
            <VisuallyHidden component="caption">{title}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Leader</Table.Th>
                <Table.Th scope="col" ta="right">
                  Members
                </Table.Th>
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
                  <Table.Td>{leaderName(team)}</Table.Td>
                  <Table.Td ta="right">{team.member_count}</Table.Td>
                  <Table.Td ta="right">{team.completed_works_count}</Table.Td>
                  <Table.Td ta="right">{team.total_points.toLocaleString('en-US')}</Table.Td>
                  <Table.Td ta="right">{formatAverage(team.avg_points)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => onMembers(team)}
                        aria-label={`View members of ${team.name}`}
                      >
                        View members
                      </Button>
                      {showPending ? (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => onPending(team)}
                          aria-label={`View pending of ${team.name}`}
                        >
                          View pending
                        </Button>
                      ) : null}
                      <Anchor
                        size="xs"
                        component={Link}
                        to={paths['promotion.team.edit'](promotionId, team.id)}
                        aria-label={`Edit ${team.name}`}
                      >
                        Edit
                      </Anchor>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </section>
  );
}
