import { Badge, List, Loader, Modal, Text } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetPendingInvitesQuery } from '../api/teams-api';
import type { Team } from '../api/teams-api';
import { teamErrors } from '../lib/team-admin';

export interface TeamPeopleDialogProps {
  team: Team | null;
  /** members: the team's members; pending: its unanswered invites and requests. */
  kind: 'members' | 'pending';
  onClose: () => void;
}

/** Spec 3 s2 Teams tab: "view members" and "view pending" open a members dialog. */
export function TeamPeopleDialog({ team, kind, onClose }: TeamPeopleDialogProps) {
  const title = team ? `${team.name} ${kind === 'members' ? 'members' : 'pending'}` : '';
  return (
    <Modal opened={team !== null} onClose={onClose} title={title}>
      {team && kind === 'members' ? <Members team={team} /> : null}
      {team && kind === 'pending' ? <Pending teamId={team.id} /> : null}
    </Modal>
  );
}

function Members({ team }: { team: Team }) {
  const members = team.team_members ?? [];
  if (members.length === 0) return <Text c="dimmed">This team has no members.</Text>;
  return (
    <List listStyleType="none" spacing="xs">
      {members.map((member) => (
        <List.Item key={member.id}>
          {member.user.profile.full_name}
          {member.user.email ? ` (${member.user.email})` : ''}{' '}
          {member.is_leader ? (
            <Badge size="xs" variant="light">
              Leader
            </Badge>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}

function Pending({ teamId }: { teamId: number }) {
  const { data, error, isLoading } = useGetPendingInvitesQuery(teamId ?? skipToken);
  if (isLoading) return <Loader size="sm" aria-label="Loading pending invites" />;
  if (error) return <Text c="red">{teamErrors(error).join(' ')}</Text>;
  if (!data || data.length === 0) {
    return <Text c="dimmed">No one has an unanswered invite or request for this team.</Text>;
  }
  return (
    <List listStyleType="none" spacing="xs">
      {data.map((invite) => (
        <List.Item key={invite.id}>
          {invite.user?.profile.full_name ?? invite.email}{' '}
          <Badge size="xs" variant="light">
            {invite.invite_type === 'R' ? 'Requested to join' : 'Invited'}
          </Badge>
        </List.Item>
      ))}
    </List>
  );
}
