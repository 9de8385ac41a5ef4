import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { ContentBlock, baseApi, joinTeamRoom, useAppDispatch } from '@wellness/shared-ui';
import type { CurrentCompetition } from '@wellness/shared-ui';
import { useCreateTeamMutation } from '../api/teams-api';
import { TeamFrame } from '../components/team-frame';
import { COMPETITION_CONTENT, saveTeamError } from '../lib/team-messages';
import { useTeamFlow } from '../components/team-flow';
import { useFinishTeamStep } from '../hooks/use-finish-team-step';
import { teamErrorToast } from '../lib/team-toast';

export const TEAM_NAME_REQUIRED = 'Enter a name for your team.';

/**
 * /artprize/create (spec 2 s2): name a team; the pending-team message follows. Its prestart
 * equivalent's dialog offers Invite now or Invite later (spec 2 s4 "Team").
 */
export function CreatePage() {
  const flow = useTeamFlow();
  const [created, setCreated] = useState(false);
  return (
    <TeamFrame>
      {({ user, competition }) => {
        // Spec 2 s2 /create: a user already on a team is redirected to my team.
        const redirect = created || user.team_id === null ? null : flow.myteam;
        if (redirect) return <Navigate to={redirect} replace />;
        return (
          <CreateTeamForm
            competition={competition}
            onCreated={() => setCreated(true)}
            created={created}
          />
        );
      }}
    </TeamFrame>
  );
}

function CreateTeamForm({
  competition,
  created,
  onCreated,
}: {
  competition: CurrentCompetition;
  created: boolean;
  onCreated: () => void;
}) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const flow = useTeamFlow();
  const { finish, finishing } = useFinishTeamStep();
  const [createTeam, creating] = useCreateTeamMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!name.trim()) {
      setError(TEAM_NAME_REQUIRED);
      return;
    }
    setError(null);
    try {
      const team = await createTeam({ competitionId: competition.id, name: name.trim() }).unwrap();
      joinTeamRoom(team.id);
      // Spec 2 s4: creating a team refreshes notifications; the team is pending (the banner,
      // the menu and the wizard's steps read the user again).
      dispatch(baseApi.util.invalidateTags(['Notifications', 'Session']));
      onCreated();
    } catch (failure) {
      teamErrorToast(saveTeamError(failure));
    }
  };

  if (!competition.during_enrollment) {
    return <Text>Team enrolment is closed: new teams cannot be created.</Text>;
  }
  return (
    <Paper withBorder p="lg" radius="md" maw={560}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text>
            You will lead the team. It becomes official once it has {competition.team_size_min}{' '}
            members (at most {competition.team_size_max}).
          </Text>
          <TextInput
            label="Team name"
            required
            value={name}
            error={error}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={creating.isLoading}>
              Create team
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={created}
        onClose={() => void navigate(flow.myteam)}
        title="Your team is pending"
        centered
      >
        <Stack gap="md">
          <ContentBlock
            category={COMPETITION_CONTENT}
            contentKey="team_pending"
            titleOrder={false}
          />
          {flow.kind === 'prestart' ? (
            <Group justify="flex-end">
              <Button variant="default" loading={finishing} onClick={finish}>
                Invite later
              </Button>
              <Button onClick={() => void navigate(flow.myteam)}>Invite now</Button>
            </Group>
          ) : (
            <Group justify="flex-end">
              <Button onClick={() => void navigate(flow.myteam)}>Go to my team</Button>
            </Group>
          )}
        </Stack>
      </Modal>
    </Paper>
  );
}
