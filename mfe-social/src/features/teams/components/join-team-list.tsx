import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ContentBlock, EmptyState, LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import type { CurrentCompetition, User } from '@wellness/shared-ui';
import { Link } from 'react-router';
import {
  useGetTeamsQuery,
  useGetUserTeamInvitesQuery,
  useRequestToJoinMutation,
} from '../api/teams-api';
import type { Team } from '../api/team-types';
import {
  COMPETITION_CONTENT,
  JOIN_PAGE_SIZE,
  TEAM_MESSAGES,
  USER_SEARCH_DEBOUNCE_MS,
  saveTeamError,
} from '../lib/team-messages';
import { useTeamFlow } from './team-flow';
import { MessageDialog } from './message-dialog';
import { TeamRow } from './team-row';
import { teamErrorToast } from '../lib/team-toast';

const matches = (team: Team, search: string) => {
  const needle = search.trim().toLowerCase();
  const leader = team.leader
    ? `${team.leader.profile.first_name} ${team.leader.profile.last_name}`
    : '';
  return !needle || `${team.name} ${leader}`.toLowerCase().includes(needle);
};

/** The teams the user can ask to join (spec 2 s2 /join): search, 20 then 20 more, request. */
export function JoinTeamList({
  user,
  competition,
}: {
  user: User;
  competition: CurrentCompetition;
}) {
  const flow = useTeamFlow();
  const teams = useGetTeamsQuery({ competitionId: competition.id, forJoin: true });
  const requests = useGetUserTeamInvitesQuery({ userId: user.id, type: 'requested' });
  const [requestToJoin] = useRequestToJoinMutation();
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed, USER_SEARCH_DEBOUNCE_MS);
  const [limit, setLimit] = useState({ search: '', count: JOIN_PAGE_SIZE });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const enrolling = competition.during_enrollment;

  if (teams.isError) {
    return <RetryPanel message={TEAM_MESSAGES.teamsFailed} onRetry={() => void teams.refetch()} />;
  }
  if (teams.isLoading) return <LoadingBlock label="Loading teams" />;

  const requested = new Set((requests.data ?? []).map((invite) => invite.team_id));
  const matching = (teams.data ?? []).filter((team) => matches(team, search));
  const count = limit.search === search ? limit.count : JOIN_PAGE_SIZE;
  const shown = matching.slice(0, count);

  const request = async (team: Team) => {
    try {
      await requestToJoin({ userId: user.id, teamId: team.id }).unwrap();
      setSentTo(team.name);
    } catch (error) {
      teamErrorToast(saveTeamError(error));
    }
  };

  if ((teams.data ?? []).length === 0) {
    return (
      <Stack gap="sm">
        <ContentBlock category={COMPETITION_CONTENT} contentKey="no_teams" titleOrder={3} />
        {enrolling ? (
          <Group>
            <Button component={Link} to={flow.create}>
              Create a team
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label="Search teams"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {shown.length} of {matching.length} {matching.length === 1 ? 'team' : 'teams'}
      </Text>
      {matching.length === 0 ? (
        <EmptyState title="No team matches your search." description="Try another name." />
      ) : (
        <Stack gap="sm" component="ul" aria-label="Teams" style={{ listStyle: 'none', padding: 0 }}>
          {shown.map((team) => (
            <li key={team.id}>
              <TeamRow
                team={team}
                action={
                  requested.has(team.id) ? (
                    <Text size="sm">Request sent</Text>
                  ) : enrolling ? (
                    <Button
                      variant="light"
                      onClick={() => void request(team)}
                      aria-label={`Request to join ${team.name}`}
                    >
                      Request to join
                    </Button>
                  ) : null
                }
              />
            </li>
          ))}
        </Stack>
      )}
      {matching.length > shown.length ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => setLimit({ search, count: count + JOIN_PAGE_SIZE })}
          >
            Show more
          </Button>
        </Group>
      ) : null}
      <MessageDialog
        opened={sentTo !== null}
        title={TEAM_MESSAGES.requestSentTitle}
        message={TEAM_MESSAGES.requestSentText(sentTo ?? '')}
        onClose={() => setSentTo(null)}
      />
    </Stack>
  );
}
