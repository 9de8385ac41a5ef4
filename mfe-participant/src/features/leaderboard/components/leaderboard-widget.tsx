import { Anchor, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Promotion } from '@wellness/shared-ui';
import { Link } from 'react-router';
import {
  WIDGET_ROWS,
  currentCompetitionId,
  useGetLeaderboardTopQuery,
} from '../api/leaderboard-api';
import type { Board, LeaderboardPage } from '../api/leaderboard-api';
import { boardLabel } from '../lib/tabs';
import { LeaderboardTable } from './leaderboard-table';

/**
 * The widget's rows (spec 1 s2): 9 when the caller is on the board, their own standing taking
 * the tenth line; 10 when they are not (then their rank is hidden: not opted in to the
 * individual or friends board, not on a team, no location).
 */
export function widgetRows(page: LeaderboardPage) {
  return page.data.slice(0, page.meta.me ? WIDGET_ROWS : WIDGET_ROWS + 1);
}

interface LeaderboardWidgetProps {
  board: Board;
  promotion: Promotion;
  userId: number;
  /** Where "See the full leaderboard" leads. */
  fullPath: string;
}

export function LeaderboardWidget({ board, promotion, userId, fullPath }: LeaderboardWidgetProps) {
  const competitionId = board === 'team' ? currentCompetitionId(promotion) : undefined;
  const top = useGetLeaderboardTopQuery({
    promotionId: promotion.id,
    board,
    userId,
    ...(competitionId === undefined ? {} : { competitionId }),
  });
  const label = `${boardLabel(board, promotion)} leaderboard`;
  return (
    <Card withBorder component="section" aria-labelledby="leaderboard-widget-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="leaderboard-widget-title">
          {label}
        </Title>
        {top.data ? (
          <>
            <LeaderboardTable
              rows={widgetRows(top.data)}
              label={`${label}, top`}
              pointLabelPlural={promotion.point_label_plural}
              ownId={top.data.meta.me?.id}
              empty="No one is on this leaderboard yet."
            />
            {top.data.meta.me && (
              <Text fw={600}>
                Your rank: {top.data.meta.me.rank} (
                {top.data.meta.me.total_points ?? top.data.meta.me.score}{' '}
                {promotion.point_label_plural})
              </Text>
            )}
          </>
        ) : top.isError ? (
          <Text c="dimmed">Could not load the leaderboard.</Text>
        ) : (
          <Skeleton height={120} role="status" aria-label="Loading leaderboard" />
        )}
        <Anchor component={Link} to={fullPath}>
          See the full leaderboard
        </Anchor>
      </Stack>
    </Card>
  );
}
