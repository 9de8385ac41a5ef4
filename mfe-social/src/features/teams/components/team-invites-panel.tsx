import { useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { firstError, RetryPanel } from '@wellness/shared-ui';
import {
  useGetTeamInvitesQuery,
  useUpdateTeamInviteMutation,
  useWithdrawTeamInviteMutation,
} from '../api/teams-api';
import type { TeamInvite } from '../api/team-types';
import { TEAM_MESSAGES, saveTeamError } from '../lib/team-messages';
import { InviteRow, listStyle } from './invite-row';
import { teamToast, teamErrorToast } from '../lib/team-toast';

const who = (invite: TeamInvite) =>
  invite.user
    ? `${invite.user.profile.first_name} ${invite.user.profile.last_name}`
    : (invite.email ?? 'Someone');

const failed = (error: unknown) => teamErrorToast(saveTeamError(error));

/** The leader's invites (resend, withdraw) and the requests to join (accept, decline). */
export function TeamInvitesPanel({ teamId }: { teamId: number }) {
  const invites = useGetTeamInvitesQuery({ teamId, type: 'invited' });
  const requests = useGetTeamInvitesQuery({ teamId, type: 'requested' });
  const [update] = useUpdateTeamInviteMutation();
  const [withdraw] = useWithdrawTeamInviteMutation();
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});

  const resend = async (invite: TeamInvite) => {
    try {
      await update({ teamId, inviteId: invite.id, resend: true }).unwrap();
      setRowErrors(({ [invite.id]: _gone, ...rest }) => rest);
      teamToast(TEAM_MESSAGES.inviteSent);
    } catch (error) {
      // Spec 2 s8: a failed resend of an invite is an error attached to its row.
      setRowErrors((current) => ({ ...current, [invite.id]: firstError(error) }));
    }
  };
  const answer = (invite: TeamInvite, status: 'A' | 'D') =>
    update({ teamId, inviteId: invite.id, status }).unwrap().catch(failed);

  return (
    <Stack gap="lg">
      <section aria-labelledby="team-requests-title">
        <Title order={2} size="h4" id="team-requests-title" mb="xs">
          Requests to join
        </Title>
        {requests.isError ? (
          <RetryPanel
            message={TEAM_MESSAGES.teamRequestsFailed}
            onRetry={() => void requests.refetch()}
          />
        ) : (requests.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            No one has asked to join yet.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={listStyle}>
            {requests.data!.map((request) => (
              <InviteRow
                key={request.id}
                label={who(request)}
                detail={request.message ?? undefined}
              >
                <Button
                  size="xs"
                  onClick={() => void answer(request, 'A')}
                  aria-label={`Accept ${who(request)}`}
                >
                  Accept
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => void answer(request, 'D')}
                  aria-label={`Decline ${who(request)}`}
                >
                  Decline
                </Button>
              </InviteRow>
            ))}
          </Stack>
        )}
      </section>
      <section aria-labelledby="team-invites-title">
        <Title order={2} size="h4" id="team-invites-title" mb="xs">
          Invitations sent
        </Title>
        {invites.isError ? (
          <RetryPanel
            message={TEAM_MESSAGES.teamInvitesFailed}
            onRetry={() => void invites.refetch()}
          />
        ) : (invites.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            No invitations are waiting for an answer.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={listStyle}>
            {invites.data!.map((invite) => (
              <InviteRow
                key={invite.id}
                label={who(invite)}
                detail="Waiting for an answer"
                error={rowErrors[invite.id]}
              >
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => void resend(invite)}
                  aria-label={`Resend the invitation to ${who(invite)}`}
                >
                  Resend
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() =>
                    void withdraw({ teamId, inviteId: invite.id }).unwrap().catch(failed)
                  }
                  aria-label={`Withdraw the invitation to ${who(invite)}`}
                >
                  Withdraw
                </Button>
              </InviteRow>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
