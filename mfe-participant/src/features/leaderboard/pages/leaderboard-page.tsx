import { Stack } from '@mantine/core';
import {
  EmptyState,
  LoadingBlock,
  PageTitle,
  useAppDispatch,
  useRealtimeEvent,
} from '@wellness/shared-ui';
import type { Promotion, User } from '@wellness/shared-ui';
import { ProgramGate } from '../../../components/program-gate';
import { leaderboardApi } from '../api/leaderboard-api';
import type { Board } from '../api/leaderboard-api';
import { LeaderboardList } from '../components/leaderboard-list';
import { LeaderboardTabs } from '../components/leaderboard-tabs';
import { useBoards } from '../hooks/use-boards';
import { boardLabel } from '../lib/tabs';

/** leaderboard.{individual,team,friends,location}: the tabs and one board's full list. */
export function LeaderboardPage({ board }: { board: Board }) {
  return (
    <ProgramGate message="Could not load the leaderboard.">
      {({ me, promotion }) => <Leaderboard board={board} me={me} promotion={promotion} />}
    </ProgramGate>
  );
}

function Leaderboard({ board, me, promotion }: { board: Board; me: User; promotion: Promotion }) {
  const dispatch = useAppDispatch();
  const { boards, isLoading } = useBoards(promotion, me.id);
  // Another participant's new score arrives as an event; refetching keeps ranks consistent.
  useRealtimeEvent('LeaderboardChanged', () => {
    dispatch(leaderboardApi.util.invalidateTags(['Leaderboard']));
  });

  if (isLoading) return <LoadingBlock label="Loading leaderboard" />;
  return (
    <Stack gap="md">
      <PageTitle>Leaderboard</PageTitle>
      <LeaderboardTabs boards={boards} current={board} promotion={promotion} />
      {boards.includes(board) ? (
        <LeaderboardList key={board} board={board} promotion={promotion} userId={me.id} />
      ) : (
        <EmptyState
          title={`The ${boardLabel(board, promotion).toLowerCase()} leaderboard is not shown in this program.`}
        />
      )}
    </Stack>
  );
}
