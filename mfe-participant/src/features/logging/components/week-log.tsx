import { Stack, Text } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { LoadingBlock, RetryPanel, useGetMeQuery } from '@wellness/shared-ui';
import type { Promotion } from '@wellness/shared-ui';
import { useMemo } from 'react';
import { hasWorks } from '../../../lib/roles';
import { useGetActivitiesQuery, useGetWeekEntriesQuery } from '../api/logging-api';
import { useGetUserActivitiesQuery } from '../api/user-activities-api';
import { useGetPaintingWorkQuery } from '../api/work-api';
import { activityTabs, byActivityId } from '../lib/activity-tabs';
import { chooseEntry } from '../lib/logging-rules';
import { DaySelector } from './day-selector';
import { EntryActivities } from './entry-activities';
import { EntryNotes } from './entry-notes';

interface WeekLogProps {
  promotion: Promotion;
  week: number;
  /** The requested day (YYYY-MM-DD) from the address, if any. */
  date: string | null;
}

/** The days of one week, and the notes and activities of the chosen day. */
export function WeekLog({ promotion, week, date }: WeekLogProps) {
  const meQuery = useGetMeQuery();
  const userId = meQuery.data?.id;
  const activitiesQuery = useGetActivitiesQuery(promotion.id);
  const entriesQuery = useGetWeekEntriesQuery(week);
  const rowsQuery = useGetUserActivitiesQuery(userId ? { userId, week } : skipToken);
  const paints = meQuery.data ? hasWorks(meQuery.data.role) : false;
  const workQuery = useGetPaintingWorkQuery(paints ? undefined : skipToken);
  // 'paint' only once the server said there is no work (not while loading, nor on an error).
  const hasWork = !paints || workQuery.data !== null;
  const entries = entriesQuery.data;
  const activities = activitiesQuery.data;
  const rowList = rowsQuery.data;

  const rows = useMemo(() => byActivityId(rowList ?? []), [rowList]);
  const tabs = useMemo(() => activityTabs(activities ?? [], rows, week), [activities, rows, week]);

  const queries = [meQuery, activitiesQuery, entriesQuery, rowsQuery];
  if (queries.some((query) => query.isLoading)) return <LoadingBlock />;
  if (!userId || !activities || !entries || !rowList) {
    const retry = () => {
      void meQuery.refetch();
      void activitiesQuery.refetch();
      void entriesQuery.refetch();
      if (userId) void rowsQuery.refetch(); // a query still waiting for the user cannot refetch
    };
    return <RetryPanel message="Could not load this week's activities." onRetry={retry} />;
  }

  const entry = chooseEntry(entries, date);
  if (!entry) return <Text>Nothing can be logged for this week yet.</Text>;

  return (
    <Stack gap="md">
      <DaySelector week={week} entries={entries} selected={entry.recorded_on} />
      <EntryNotes key={entry.recorded_on} entry={entry} promotion={promotion} />
      <EntryActivities
        promotion={promotion}
        entry={entry}
        userId={userId}
        tabs={tabs}
        rows={rows}
        hasWork={hasWork}
      />
    </Stack>
  );
}
