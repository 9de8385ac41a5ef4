import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { TableScroll } from '@wellness/shared-ui';
import type { TeamMember } from '../api/teams-api';

interface TeamMembersEditorProps {
  members: TeamMember[];
  busy: boolean;
  onLeader: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
}

/** The team's members with the coordinator's actions: leader change and removal. */
export function TeamMembersEditor({ members, busy, onLeader, onRemove }: TeamMembersEditorProps) {
  if (members.length === 0) return <Text c="dimmed">This team has no members.</Text>;
  return (
    <TableScroll label="Members" minWidth={560}>
      <Table striped>
        <VisuallyHidden component="caption">Members</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">E-mail</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const name = member.user.profile.full_name;
            return (
              <Table.Tr key={member.id}>
                <Table.Th scope="row" fw={500}>
                  {name}{' '}
                  {member.is_leader ? (
                    <Badge size="xs" variant="light">
                      Leader
                    </Badge>
                  ) : null}
                </Table.Th>
                <Table.Td>{member.user.email ?? ''}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {member.is_leader ? null : (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        disabled={busy}
                        onClick={() => onLeader(member)}
                        aria-label={`Make ${name} the leader`}
                      >
                        Make leader
                      </Button>
                    )}
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      disabled={busy}
                      onClick={() => onRemove(member)}
                      aria-label={`Remove ${name}`}
                    >
                      Remove
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
