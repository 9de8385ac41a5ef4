import { LoadingBlock } from '@wellness/shared-ui';
import type { Promotion, User } from '@wellness/shared-ui';
import { Navigate, useSearchParams } from 'react-router';
import { ProgramGate } from '../../../components/program-gate';
import { leaderboardPath, paths } from '../../../config/paths';
import { useBoards } from '../hooks/use-boards';
import { defaultBoard } from '../lib/tabs';

/** leaderboard: /leaderboard?tab picks a board by the default-tab rule (lib/tabs.ts). */
export function LeaderboardIndexRedirect() {
  return (
    <ProgramGate message="Could not load the leaderboard.">
      {({ me, promotion }) => <Redirect me={me} promotion={promotion} />}
    </ProgramGate>
  );
}

function Redirect({ me, promotion }: { me: User; promotion: Promotion }) {
  const [params] = useSearchParams();
  const { friendCount, isLoading } = useBoards(promotion, me.id);
  if (isLoading) return <LoadingBlock label="Loading leaderboard" />;
  const board = defaultBoard(promotion, friendCount, params.get('tab'));
  return <Navigate to={board ? leaderboardPath(board) : paths['go.u.home']} replace />;
}
