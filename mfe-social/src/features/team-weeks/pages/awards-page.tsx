import { Stack, Title } from '@mantine/core';
import { ContentBlock, LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import type { CurrentCompetition } from '@wellness/shared-ui';
import { Navigate, useParams } from 'react-router';
import { useGetWeeklyWinnersQuery } from '../api/team-weeks-api';
import { WeekNav } from '../components/week-nav';
import { WeeksFrame } from '../components/weeks-frame';
import { WinnerList } from '../components/winner-list';
import { COMPETITION_CONTENT, awardsPath, currentWeek, shownWeek } from '../lib/week-paths';

/** The content text of each showcase state (spec 2 s3 competition: no_winners, in_progress). */
const EMPTY_STATES = {
  in_progress: {
    key: 'in_progress',
    placeholder: 'No team has finished this week’s image yet. Keep logging!',
  },
  no_winners: { key: 'no_winners', placeholder: 'No team finished this week’s image.' },
} as const;

/** /artprize/awards/{week} (spec 2 s2): the team showcase of the week's winners. */
export function AwardsPage() {
  const { week: param } = useParams();
  return (
    <WeeksFrame title="Team showcase">
      {({ competition }) => {
        const week = shownWeek(param, competition);
        if (week === null) return <Navigate to={awardsPath(currentWeek(competition))} replace />;
        return <Awards key={week} week={week} competition={competition} />;
      }}
    </WeeksFrame>
  );
}

function Awards({ week, competition }: { week: number; competition: CurrentCompetition }) {
  const query = useGetWeeklyWinnersQuery(week);
  let body;
  if (query.isError && !query.data) {
    body = <RetryPanel message="Teams could not be found" onRetry={() => void query.refetch()} />;
  } else if (!query.data) body = <LoadingBlock label={`Loading week ${week} winners`} />;
  else if (query.data.status === 'winners') {
    body = <WinnerList winners={query.data.winners} week={week} />;
  } else {
    const empty = EMPTY_STATES[query.data.status];
    body = (
      <ContentBlock
        category={COMPETITION_CONTENT}
        contentKey={empty.key}
        titleOrder={3}
        placeholder={empty.placeholder}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Week {week} winners
      </Title>
      <WeekNav competition={competition} week={week} pathOf={awardsPath} />
      {body}
    </Stack>
  );
}
