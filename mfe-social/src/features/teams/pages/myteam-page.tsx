import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Divider, Stack, Title } from '@mantine/core';
import { joinTeamRoom, LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import type { CurrentCompetition, User } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetTeamQuery } from '../api/teams-api';
import { InviteByEmail } from '../components/invite-by-email';
import { InviteBySearch } from '../components/invite-by-search';
import { TeamActions } from '../components/team-actions';
import { TeamFrame } from '../components/team-frame';
import { TeamInvitesPanel } from '../components/team-invites-panel';
import { TeamMembers } from '../components/team-members';
import { TeamSummary } from '../components/team-summary';
import { TEAM_MESSAGES } from '../lib/team-messages';
import { myTeamRedirect, prestartMyTeamRedirect } from '../lib/team-paths';
import { useTeamFlow } from '../components/team-flow';
import { teamErrorToast } from '../lib/team-toast';

/** /artprize/myteam (spec 2 s2): the user's team; its leader manages it while unofficial. */
export function MyTeamPage() {
  const flow = useTeamFlow();
  return (
    <TeamFrame>
      {({ user, competition }) => {
        const redirect =
          flow.kind === 'prestart'
            ? prestartMyTeamRedirect(user, flow.join)
            : myTeamRedirect(user, competition);
        if (redirect) return <Navigate to={redirect} replace />;
        return <MyTeam key={user.team_id} user={user} competition={competition} />;
      }}
    </TeamFrame>
  );
}

function MyTeam({ user, competition }: { user: User; competition: CurrentCompetition }) {
  const navigate = useNavigate();
  const [gone, setGone] = useState(false);
  const team = useGetTeamQuery(user.team_id!, { skip: gone });
  const notFound = team.error && 'status' in team.error && team.error.status === 404;

  useEffect(() => {
    if (user.team_id !== null) joinTeamRoom(user.team_id);
  }, [user.team_id]);
  useEffect(() => {
    if (!notFound) return;
    teamErrorToast(TEAM_MESSAGES.teamNotFound);
    void navigate(paths['go.u.home'], { replace: true });
  }, [notFound, navigate]);

  if (team.isError) {
    return notFound ? null : (
      <RetryPanel message={TEAM_MESSAGES.teamNotFound} onRetry={() => void team.refetch()} />
    );
  }
  if (!team.data) return <LoadingBlock label="Loading your team" />;

  const current = team.data;
  const isLeader = current.leader?.id === user.id;
  const manage = isLeader && current.status !== 1;
  const me = current.team_members?.find((member) => member.user_id === user.id);
  return (
    <Stack gap="lg">
      <TeamSummary team={current} competition={competition} />
      <TeamMembers team={current} canManage={manage} />
      {manage ? (
        <section aria-labelledby="invite-title">
          <Title order={2} size="h4" id="invite-title" mb="xs">
            Invite teammates
          </Title>
          <Stack gap="md">
            {current.is_full ? null : <InviteBySearch teamId={current.id} />}
            {current.is_full ? null : <InviteByEmail teamId={current.id} />}
            <TeamInvitesPanel teamId={current.id} />
          </Stack>
        </section>
      ) : null}
      <Divider />
      <TeamActions
        team={current}
        memberId={me?.id}
        canDelete={manage}
        onGone={() => setGone(true)}
      />
    </Stack>
  );
}
