import { Tabs } from '@mantine/core';
import type { Promotion } from '@wellness/shared-ui';
import { useNavigate } from 'react-router';
import { leaderboardPath } from '../../../config/paths';
import type { Board } from '../api/leaderboard-api';
import { boardLabel } from '../lib/tabs';

/** One tab per board the promotion shows; choosing one opens its page (/leaderboard/{tab}). */
export function LeaderboardTabs({
  boards,
  current,
  promotion,
}: {
  boards: Board[];
  current: Board;
  promotion: Promotion;
}) {
  const navigate = useNavigate();
  if (boards.length < 2) return null;
  return (
    <Tabs
      value={current}
      onChange={(value) => {
        if (value && value !== current) void navigate(leaderboardPath(value as Board));
      }}
    >
      <Tabs.List aria-label="Leaderboards">
        {boards.map((board) => (
          <Tabs.Tab key={board} value={board}>
            {boardLabel(board, promotion)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
