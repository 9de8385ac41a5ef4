import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { JoinTeamList } from '../components/join-team-list';
import { MessageDialog } from '../components/message-dialog';
import { MyInvitations } from '../components/my-invitations';
import { TeamFrame } from '../components/team-frame';
import { TEAM_MESSAGES } from '../lib/team-messages';
import { useTeamFlow } from '../components/team-flow';

/** /artprize/join (spec 2 s2): the user's invitations and requests, and the teams to join. */
export function JoinPage() {
  const navigate = useNavigate();
  const flow = useTeamFlow();
  // The team the user has just joined: the "Accepted!" dialog stays until it is closed.
  const [joined, setJoined] = useState<string | null>(null);
  return (
    <TeamFrame>
      {({ user, competition }) => {
        // Spec 2 s2 /join: a user already on a team is redirected to my team.
        const redirect = joined === null && user.team_id !== null ? flow.myteam : null;
        if (redirect) return <Navigate to={redirect} replace />;
        return (
          <Stack gap="lg">
            <MyInvitations user={user} onJoined={setJoined} />
            {competition.during_enrollment ? (
              <Text>
                Ask to join a team below, or{' '}
                <Anchor component={Link} to={flow.create}>
                  create your own team
                </Anchor>
                .
              </Text>
            ) : (
              <Text>Team enrolment is closed: teams can no longer be joined or created.</Text>
            )}
            <Divider />
            <JoinTeamList user={user} competition={competition} />
            <MessageDialog
              opened={joined !== null}
              title={TEAM_MESSAGES.acceptedTitle}
              message={TEAM_MESSAGES.accepted(joined ?? '')}
              onClose={() => void navigate(flow.myteam)}
            />
          </Stack>
        );
      }}
    </TeamFrame>
  );
}
