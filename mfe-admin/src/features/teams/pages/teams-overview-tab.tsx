import { Stack, Text } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { EmptyState, LoadingBlock, PageTitle, RetryPanel } from '@wellness/shared-ui';
import { useState } from 'react';
import { useGetPromotionTeamsQuery, useGetTeamCompetitionsQuery } from '../api/teams-api';
import type { Team } from '../api/teams-api';
import { TEAM_STATUS } from '../api/teams-api';
import { TeamPeopleDialog } from '../components/team-people-dialog';
import { TeamsList } from '../components/teams-list';
import { currentCompetition, teamErrors } from '../lib/team-admin';

/**
 * The dashboard's Teams tab (spec 3 s2): the current competition's teams overview, officials,
 * pending and deleted teams, each with "view members", "view pending" while enrolment is
 * active, and the team editor. `promotionId` is the promotion the dashboard works on (a
 * master's or super user's pick); the server decides whether the caller may read it.
 */
export function TeamsOverviewTab({ promotionId }: { promotionId: number | undefined }) {
  const competitions = useGetTeamCompetitionsQuery(promotionId ?? skipToken);
  const competition = competitions.data ? currentCompetition(competitions.data) : null;
  const teams = useGetPromotionTeamsQuery(
    promotionId && competition ? { promotionId, competitionId: competition.id } : skipToken,
  );
  const [shown, setShown] = useState<{ team: Team; kind: 'members' | 'pending' } | null>(null);
  const failure = competitions.error ?? teams.error;

  const body = () => {
    if (!promotionId || competitions.isLoading || teams.isLoading) {
      return <LoadingBlock label="Loading teams" />;
    }
    if (failure) {
      return (
        <RetryPanel
          title="Teams"
          message={teamErrors(failure).join(' ')}
          onRetry={() => void (competitions.error ? competitions.refetch() : teams.refetch())}
        />
      );
    }
    if (!competition) {
      return (
        <EmptyState
          title="No team competition yet"
          description="Teams are listed here once the promotion has a competition."
        />
      );
    }
    const all = teams.data ?? [];
    const list = (title: string, status: number, empty: string) => (
      <TeamsList
        title={title}
        teams={all.filter((team) => team.status === status)}
        promotionId={promotionId!}
        empty={empty}
        showPending={competition.during_enrollment}
        onMembers={(team) => setShown({ team, kind: 'members' })}
        onPending={(team) => setShown({ team, kind: 'pending' })}
      />
    );
    return (
      <Stack gap="lg">
        <Text>
          Competition from {competition.competition_starts_on} to {competition.competition_ends_on}
          {competition.during_enrollment ? ' (enrolment is open)' : ''}
        </Text>
        {list('Official teams', TEAM_STATUS.official, 'No team is official yet.')}
        {list('Pending teams', TEAM_STATUS.pending, 'No team is waiting for members.')}
        {list('Deleted teams', TEAM_STATUS.deleted, 'No team has been deleted.')}
      </Stack>
    );
  };

  return (
    <>
      <PageTitle>Teams</PageTitle>
      {body()}
      <TeamPeopleDialog
        team={shown?.team ?? null}
        kind={shown?.kind ?? 'members'}
        onClose={() => setShown(null)}
      />
    </>
  );
}
