import { isPoster } from '@wellness/shared-ui';
import type { Promotion, User } from '@wellness/shared-ui';
import { ProgramGate } from '../../../components/program-gate';
import { leaderboardPath } from '../../../config/paths';
import { useBoards } from '../hooks/use-boards';
import { defaultBoard } from '../lib/tabs';
import { LeaderboardWidget } from './leaderboard-widget';

/** The leaderboard widget of the home page: the board /leaderboard would open, if any. */
export function HomeLeaderboard() {
  return (
    <ProgramGate message="Could not load the leaderboard.">
      {({ me, promotion }) =>
        isPoster(me.role) ? null : <DefaultBoardWidget me={me} promotion={promotion} />
      }
    </ProgramGate>
  );
}

function DefaultBoardWidget({ me, promotion }: { me: User; promotion: Promotion }) {
  const { friendCount, isLoading } = useBoards(promotion, me.id);
  const board = isLoading ? null : defaultBoard(promotion, friendCount, null);
  if (!board) return null;
  return (
    <LeaderboardWidget
      board={board}
      promotion={promotion}
      userId={me.id}
      fullPath={leaderboardPath(board)}
    />
  );
}
