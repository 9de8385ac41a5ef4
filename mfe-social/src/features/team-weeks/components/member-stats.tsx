import { Table, Title } from '@mantine/core';
import { TableScroll } from '@wellness/shared-ui';
import type { TeamWeekMember } from '../api/team-week-types';

/** Each current member's week (all_activity): points, days and activities logged, segments. */
export function MemberStats({ members }: { members: TeamWeekMember[] }) {
  return (
    <section aria-labelledby="member-stats-title">
      <Title order={2} size="h4" id="member-stats-title" mb="xs">
        This week’s team stats
      </Title>
      <TableScroll label="Team stats this week" minWidth={480}>
        <Table striped aria-labelledby="member-stats-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Member</Table.Th>
              <Table.Th scope="col">Points</Table.Th>
              <Table.Th scope="col">Days logged</Table.Th>
              <Table.Th scope="col">Activities logged</Table.Th>
              <Table.Th scope="col">Segments added</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.user_id}>
                <Table.Th scope="row">{member.profile.full_name}</Table.Th>
                <Table.Td>{member.points}</Table.Td>
                <Table.Td>{member.days_logged}</Table.Td>
                <Table.Td>{member.activities_logged}</Table.Td>
                <Table.Td>{member.segments}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </section>
  );
}
