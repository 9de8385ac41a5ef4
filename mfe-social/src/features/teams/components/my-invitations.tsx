import { useState } from 'react';
import { Button, Stack, Title } from '@mantine/core';
import { joinTeamRoom, RetryPanel } from '@wellness/shared-ui';
import type { User } from '@wellness/shared-ui';
import {
  useGetUserTeamInvitesQuery,
  useUpdateUserTeamInviteMutation,
  useWithdrawUserTeamInviteMutation,
} from '../api/teams-api';
import type { TeamInvite } from '../api/team-types';
import { TEAM_MESSAGES, saveTeamError } from '../lib/team-messages';
import { InviteRow, listStyle } from './invite-row';
import { teamToast, teamErrorToast } from '../lib/team-toast';

const failed = (error: unknown) => teamErrorToast(saveTeamError(error));

/**
 * The user's own side of invites (spec 2 s4 "Team invite"): invitations from teams, accepted
 * ("Accepted!") or declined, and the user's requests, resent or withdrawn.
 */
export function MyInvitations({
  user,
  onJoined,
}: {
  user: User;
  /** An invitation was accepted: the page says so, then goes to my team. */
  onJoined: (teamName: string) => void;
}) {
  const invites = useGetUserTeamInvitesQuery({ userId: user.id, type: 'invited' });
  const requests = useGetUserTeamInvitesQuery({ userId: user.id, type: 'requested' });
  const [update] = useUpdateUserTeamInviteMutation();
  const [withdraw] = useWithdrawUserTeamInviteMutation();
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});

  const answer = async (invite: TeamInvite, status: 'A' | 'D') => {
    try {
      await update({ userId: user.id, inviteId: invite.id, status }).unwrap();
      if (status === 'A') {
        joinTeamRoom(invite.team_id);
        onJoined(invite.team.name);
      }
    } catch (error) {
      failed(error);
    }
  };

  const resend = async (invite: TeamInvite) => {
    try {
      await update({ userId: user.id, inviteId: invite.id, resend: true }).unwrap();
      setRowErrors(({ [invite.id]: _gone, ...rest }) => rest);
      teamToast(TEAM_MESSAGES.requestSent);
    } catch {
      setRowErrors((current) => ({ ...current, [invite.id]: TEAM_MESSAGES.resendRequestFailed }));
      teamErrorToast(TEAM_MESSAGES.resendRequestFailed);
    }
  };

  return (
    <Stack gap="sm">
      {invites.isError ? (
        <RetryPanel
          message={TEAM_MESSAGES.userInvitesFailed}
          onRetry={() => void invites.refetch()}
        />
      ) : null}
      {requests.isError ? (
        <RetryPanel
          message={TEAM_MESSAGES.userRequestsFailed}
          onRetry={() => void requests.refetch()}
        />
      ) : null}
      {(invites.data ?? []).length > 0 ? (
        <section aria-labelledby="team-invitations">
          <Title order={2} size="h4" id="team-invitations" mb="xs">
            Your team invitations
          </Title>
          <Stack gap="xs" component="ul" style={listStyle}>
            {invites.data!.map((invite) => (
              <InviteRow
                key={invite.id}
                label={invite.team.name}
                detail={invite.message ?? undefined}
              >
                <Button
                  size="xs"
                  onClick={() => void answer(invite, 'A')}
                  aria-label={`Accept the invitation from ${invite.team.name}`}
                >
                  Accept
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => void answer(invite, 'D')}
                  aria-label={`Decline the invitation from ${invite.team.name}`}
                >
                  Decline
                </Button>
              </InviteRow>
            ))}
          </Stack>
        </section>
      ) : null}
      {(requests.data ?? []).length > 0 ? (
        <section aria-labelledby="team-requests">
          <Title order={2} size="h4" id="team-requests" mb="xs">
            Your requests to join
          </Title>
          <Stack gap="xs" component="ul" style={listStyle}>
            {requests.data!.map((request) => (
              <InviteRow
                key={request.id}
                label={request.team.name}
                detail="Waiting for the team leader"
                error={rowErrors[request.id]}
              >
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => void resend(request)}
                  aria-label={`Resend the request to ${request.team.name}`}
                >
                  Resend
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() =>
                    void withdraw({ userId: user.id, inviteId: request.id }).unwrap().catch(failed)
                  }
                  aria-label={`Withdraw the request to ${request.team.name}`}
                >
                  Withdraw
                </Button>
              </InviteRow>
            ))}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
