import { Anchor, Stack, Text, Title } from '@mantine/core';
import { ContentBlock, LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import type { CurrentCompetition } from '@wellness/shared-ui';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { MemberStats } from '../components/member-stats';
import { WeekNav } from '../components/week-nav';
import { WeeksFrame } from '../components/weeks-frame';
import { WorkProgress } from '../components/work-progress';
import { useTeamWeek } from '../hooks/use-team-week';
import {
  COMPETITION_CONTENT,
  awardsPath,
  currentWeek,
  formatDay,
  shownWeek,
  weekPath,
} from '../lib/week-paths';

/** /artprize/myteam/week/{week} (spec 2 s2): the team's weekly image and stats. */
export function TeamWeekPage() {
  const { week: param } = useParams();
  return (
    <WeeksFrame title="Team">
      {({ user, competition }) => {
        if (user.team_id === null) {
          return <Navigate to={paths['go.u.teamcompetition.join']} replace />;
        }
        const week = shownWeek(param, competition);
        if (week === null) return <Navigate to={weekPath(currentWeek(competition))} replace />;
        return <TeamWeek key={week} teamId={user.team_id} week={week} competition={competition} />;
      }}
    </WeeksFrame>
  );
}

function TeamWeek({
  teamId,
  week,
  competition,
}: {
  teamId: number;
  week: number;
  competition: CurrentCompetition;
}) {
  const query = useTeamWeek(teamId, week);
  const nav = <WeekNav competition={competition} week={week} pathOf={weekPath} />;
  if (query.isError && !query.data) {
    return (
      <Stack gap="lg">
        {nav}
        <RetryPanel message="Team could not be found" onRetry={() => void query.refetch()} />
      </Stack>
    );
  }
  if (!query.data) return <LoadingBlock label={`Loading week ${week}`} />;

  const { team, work, members } = query.data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {team.name}: week {week}
        </Title>
        <Text c="dimmed" size="sm">
          {formatDay(team.starts_on)} to {formatDay(team.ends_on)}
        </Text>
      </div>
      {nav}
      {work ? (
        <WorkProgress work={work} />
      ) : (
        <ContentBlock
          category={COMPETITION_CONTENT}
          contentKey="no_work"
          titleOrder={3}
          placeholder="Your team has not added a segment to this week's image yet."
        />
      )}
      <MemberStats members={members} />
      <Anchor component={Link} to={awardsPath(week)}>
        See the week {week} showcase
      </Anchor>
    </Stack>
  );
}
