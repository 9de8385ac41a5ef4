import { Badge, Modal, Table } from '@mantine/core';
import type { Team } from '../api/dashboard-api';

export interface TeamMembersDialogProps {
  team: Team | null;
  onClose: () => void;
}

/** A team's members with their points, the leader first. */
export function TeamMembersDialog({ team, onClose }: TeamMembersDialogProps) {
  return (
    <Modal opened={team !== null} onClose={onClose} title={team ? `${team.name} members` : ''}>
      {team ? (
        <Table>
          <Table.Caption>{`${team.member_count} members`}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col" ta="right">
                Points
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {team.members.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td>
                  {member.full_name}{' '}
                  {member.is_leader ? (
                    <Badge size="xs" variant="light">
                      Leader
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">{member.total_points.toLocaleString('en-US')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Modal>
  );
}
