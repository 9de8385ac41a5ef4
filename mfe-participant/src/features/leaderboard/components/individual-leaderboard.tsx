import { Button, Center, Stack, Text, TextInput } from '@mantine/core';
import {
  LoadingBlock,
  RetryPanel,
  useAppDispatch,
  useGetMeQuery,
  useRealtimeEvent,
} from '@wellness/shared-ui';
import type { Promotion } from '@wellness/shared-ui';
import { useMemo, useState } from 'react';
import { leaderboardApi, useGetIndividualLeaderboardInfiniteQuery } from '../api/leaderboard-api';
import { LeaderboardTable } from './leaderboard-table';

/** The full individual board: own rank, name search over loaded rows, 50 more per click. */
export function IndividualLeaderboard({ promotion }: { promotion: Promotion }) {
  const dispatch = useAppDispatch();
  const { data: me } = useGetMeQuery();
  const board = useGetIndividualLeaderboardInfiniteQuery(promotion.id);
  const [search, setSearch] = useState('');

  // Another participant's new score arrives as an event; refetching keeps ranks consistent.
  useRealtimeEvent('LeaderboardChanged', () => {
    dispatch(leaderboardApi.util.invalidateTags(['Leaderboard']));
  });

  const rows = useMemo(() => board.data?.pages.flatMap((page) => page.data) ?? [], [board.data]);
  const shown = useMemo(() => {
    const query = search.trim().toLowerCase();
    if (!query) return rows;
    return rows.filter((row) =>
      `${row.profile.first_name} ${row.profile.last_name}`.toLowerCase().includes(query),
    );
  }, [rows, search]);

  if (board.isLoading) return <LoadingBlock label="Loading leaderboard" />;
  if (!board.data) {
    return <RetryPanel message="Could not load the leaderboard." onRetry={board.refetch} />;
  }
  const own = board.data.pages[0]?.meta.me;

  return (
    <Stack gap="md">
      {own && (
        <Text fw={600}>
          Your rank: {own.rank} ({own.score} {promotion.point_label_plural})
        </Text>
      )}
      <TextInput
        label="Search by name"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <LeaderboardTable
        rows={shown}
        pointLabelPlural={promotion.point_label_plural}
        meId={me?.id}
      />
      {board.hasNextPage && (
        <Center>
          <Button
            variant="light"
            loading={board.isFetchingNextPage}
            onClick={() => void board.fetchNextPage()}
          >
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
