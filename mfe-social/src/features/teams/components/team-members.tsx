import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMakeLeaderMutation } from '../api/teams-api';
import type { Team } from '../api/team-types';
import { saveTeamError } from '../lib/team-messages';
import { listStyle } from './invite-row';
import { teamErrorToast } from '../lib/team-toast';

/** The team's members; the leader of an unofficial team can hand the lead to one of them. */
export function TeamMembers({ team, canManage }: { team: Team; canManage: boolean }) {
  const [makeLeader, changing] = useMakeLeaderMutation();
  const members = team.team_members ?? [];
  const handOver = (memberId: number) =>
    makeLeader({ teamId: team.id, memberId })
      .unwrap()
      .catch((error: unknown) => teamErrorToast(saveTeamError(error)));

  return (
    <section aria-labelledby="team-members">
      <Title order={2} size="h4" id="team-members" mb="xs">
        Members
      </Title>
      <Stack gap="xs" component="ul" style={listStyle} aria-label="Team members">
        {members.map((member) => {
          const name = `${member.user.profile.first_name} ${member.user.profile.last_name}`;
          return (
            <Paper key={member.id} withBorder p="sm" radius="md" component="li" aria-label={name}>
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Group gap="xs">
                  <Text fw={500}>{name}</Text>
                  {member.is_leader ? <Badge variant="light">Leader</Badge> : null}
                </Group>
                {canManage && !member.is_leader ? (
                  <Button
                    size="xs"
                    variant="default"
                    loading={changing.isLoading && changing.originalArgs?.memberId === member.id}
                    onClick={() => void handOver(member.id)}
                    aria-label={`Make ${name} the leader`}
                  >
                    Make leader
                  </Button>
                ) : null}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </section>
  );
}
