import { useState } from 'react';
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import {
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  useGetMeQuery,
} from '@wellness/shared-ui';
import { useGetUserStatsQuery } from '../api/evaluations-api';
import type { UserStats } from '../api/evaluations-api';
import { MyStatsCharts } from '../components/my-stats-charts';
import { NO_STATS } from '../lib/messages';

type Dialog = 'congratulations' | 'my-stats' | null;

function Totals({ stats }: { stats: UserStats }) {
  const figures: Array<[string, string]> = [
    ['Points', `${stats.total_points} of ${stats.goal}`],
    ['Days logged', String(stats.days_logged)],
    ['Questionnaires answered', String(stats.surveys.length)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder p="md" radius="md">
          <Text size="sm">{label}</Text>
          <Text fw={700} size="xl">
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * go.u.stats (/stats): the participant's own progress in charts. Arriving from a submitted
 * evaluation (spec 3 s4) it shows the congratulations dialog, then the My Stats popup.
 */
export function MyStatsPage() {
  const me = useGetMeQuery();
  const stats = useGetUserStatsQuery(me.data?.id ?? 0, { skip: !me.data });
  const location = useLocation();
  const navigate = useNavigate();
  const evaluated = (location.state as { evaluated?: string } | null)?.evaluated;
  const [dialog, setDialog] = useState<Dialog>(evaluated ? 'congratulations' : null);

  const done = () => {
    setDialog(null);
    // The dialogs are shown once: a reload or Back does not bring them again.
    void navigate(location.pathname, { replace: true, state: null });
  };

  return (
    <Stack p="md">
      <PageTitle>My Stats</PageTitle>
      {stats.isLoading || me.isLoading ? <LoadingBlock label="Loading your stats" /> : null}
      {stats.isError ? (
        <RetryPanel
          title="My Stats"
          message={NO_STATS}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : null}
      {stats.data ? (
        <>
          <Totals stats={stats.data} />
          {stats.data.weeks.length || stats.data.surveys.length ? (
            <MyStatsCharts stats={stats.data} />
          ) : (
            <EmptyState title="Nothing logged yet. Log your first activity and your progress shows here." />
          )}
        </>
      ) : null}
      <Modal
        opened={dialog === 'congratulations'}
        onClose={() => setDialog('my-stats')}
        title="Congratulations!"
        centered
      >
        <Stack>
          <Text>Thank you for completing {evaluated ?? 'the evaluation'}.</Text>
          <Group justify="flex-end">
            <Button onClick={() => setDialog('my-stats')} data-autofocus>
              Continue
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={dialog === 'my-stats'} onClose={done} title="My Stats" centered>
        <Stack>
          <Text>
            Here is how you are doing: your points and days logged week by week, how your activities
            felt, and your questionnaire answers side by side.
          </Text>
          {stats.data ? (
            <Text fw={600}>
              {stats.data.total_points} points so far, {stats.data.days_logged} days logged.
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={done} data-autofocus>
              See my stats
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
