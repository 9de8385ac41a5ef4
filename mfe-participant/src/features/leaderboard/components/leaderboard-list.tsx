import { Button, Center, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import type { Promotion } from '@wellness/shared-ui';
import { useEffect, useMemo, useState } from 'react';
import {
  LIST_INCREMENT,
  LIST_LIMIT,
  currentCompetitionId,
  useGetLeaderboardInfiniteQuery,
} from '../api/leaderboard-api';
import type { Board } from '../api/leaderboard-api';
import { boardLabel } from '../lib/tabs';
import { LeaderboardTable } from './leaderboard-table';
import { LocationFilter } from './location-filter';

interface LeaderboardListProps {
  board: Board;
  promotion: Promotion;
  userId: number;
}

/** Search waits this long after the last key so that typing is one request, not one per key. */
const SEARCH_DELAY_MS = 300;

/**
 * The full list of one board: the caller's rank and own row (`meta.me`), a case-insensitive
 * name search (the server searches the whole board, not just the loaded rows). Rows load 50
 * a page and show LIST_LIMIT at first; Load more shows LIST_INCREMENT more, fetching the
 * next page when the loaded rows run out (spec 1 s2 and s9).
 */
export function LeaderboardList({ board, promotion, userId }: LeaderboardListProps) {
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [location, setLocation] = useState<number | undefined>();
  const [limit, setLimit] = useState(LIST_LIMIT);
  // A new search or location starts again from the first rows.
  useEffect(() => setLimit(LIST_LIMIT), [settled, location]);
  const competitionId = board === 'team' ? currentCompetitionId(promotion) : undefined;
  const list = useGetLeaderboardInfiniteQuery({
    promotionId: promotion.id,
    board,
    userId,
    ...(competitionId === undefined ? {} : { competitionId }),
    ...(settled ? { search: settled } : {}),
    ...(location === undefined ? {} : { location }),
  });
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const label = `${boardLabel(board, promotion)} leaderboard`;

  if (list.isLoading && !list.data) return <LoadingBlock label="Loading leaderboard" />;
  if (!list.data) {
    return <RetryPanel message="Could not load the leaderboard." onRetry={list.refetch} />;
  }
  const own = list.data.pages[0]?.meta.me;
  const more = limit < rows.length || list.hasNextPage;
  const showMore = () => {
    const next = limit + LIST_INCREMENT;
    setLimit(next);
    if (next > rows.length && list.hasNextPage) void list.fetchNextPage();
  };

  return (
    <Stack gap="md">
      {own ? (
        <Text fw={600}>
          Your rank: {own.rank} ({own.total_points ?? own.score} {promotion.point_label_plural})
        </Text>
      ) : null}
      <LocationFilter
        board={board}
        promotionId={promotion.id}
        value={location}
        onChange={setLocation}
        competition={competitionId !== undefined}
      />
      <TextInput
        label="Search by name"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <LeaderboardTable
        rows={rows.slice(0, limit)}
        label={label}
        pointLabelPlural={promotion.point_label_plural}
        ownId={own?.id}
        empty={settled ? 'No one matches that name.' : 'No one is on this leaderboard yet.'}
      />
      {more && (
        <Center>
          <Button variant="light" loading={list.isFetchingNextPage} onClick={showMore}>
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
