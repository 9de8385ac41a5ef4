import { Button, Center, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import type { Promotion } from '@wellness/shared-ui';
import { useMemo, useState } from 'react';
import { useGetLeaderboardInfiniteQuery } from '../api/leaderboard-api';
import type { Board } from '../api/leaderboard-api';
import { boardLabel } from '../lib/tabs';
import { LeaderboardTable } from './leaderboard-table';

interface LeaderboardListProps {
  board: Board;
  promotion: Promotion;
  userId: number;
  /** The caller's own row on this board (their id or team), to mark it. */
  ownId: number | null | undefined;
}

/** Search waits this long after the last key so that typing is one request, not one per key. */
const SEARCH_DELAY_MS = 300;

/**
 * The full list of one board: the caller's rank, a case-insensitive name search (the server
 * searches the whole board, not just the loaded rows), 50 rows a page with Load more.
 */
export function LeaderboardList({ board, promotion, userId, ownId }: LeaderboardListProps) {
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useGetLeaderboardInfiniteQuery({
    promotionId: promotion.id,
    board,
    userId,
    ...(settled ? { search: settled } : {}),
  });
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const label = `${boardLabel(board, promotion)} leaderboard`;

  if (list.isLoading && !list.data) return <LoadingBlock label="Loading leaderboard" />;
  if (!list.data) {
    return <RetryPanel message="Could not load the leaderboard." onRetry={list.refetch} />;
  }
  const own = list.data.pages[0]?.meta.me;

  return (
    <Stack gap="md">
      {own ? (
        <Text fw={600}>
          Your rank: {own.rank} ({own.score} {promotion.point_label_plural})
        </Text>
      ) : null}
      <TextInput
        label="Search by name"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <LeaderboardTable
        rows={rows}
        label={label}
        pointLabelPlural={promotion.point_label_plural}
        ownId={ownId}
        empty={settled ? 'No one matches that name.' : 'No one is on this leaderboard yet.'}
      />
      {list.hasNextPage && (
        <Center>
          <Button
            variant="light"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
