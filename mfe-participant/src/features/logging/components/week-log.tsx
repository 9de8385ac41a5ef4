import { Stack, Text } from '@mantine/core';
import { LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import type { Promotion } from '@wellness/shared-ui';
import { useMemo } from 'react';
import { useGetActivitiesQuery, useGetWeekEntriesQuery } from '../api/logging-api';
import { chooseEntry, groupActivitiesForWeek } from '../lib/logging-rules';
import { DaySelector } from './day-selector';
import { EntryActivities } from './entry-activities';

interface WeekLogProps {
  promotion: Promotion;
  week: number;
  /** The requested day (YYYY-MM-DD) from the address, if any. */
  date: string | null;
}

/** The days of one week and the activities of the chosen day. */
export function WeekLog({ promotion, week, date }: WeekLogProps) {
  const activitiesQuery = useGetActivitiesQuery(promotion.id);
  const entriesQuery = useGetWeekEntriesQuery(week);
  const entries = entriesQuery.data;
  const activities = activitiesQuery.data;

  const groups = useMemo(() => groupActivitiesForWeek(activities ?? [], week), [activities, week]);
  const oneTimeGroups = useMemo(() => {
    const loggedThisWeek = new Set(
      (entries ?? []).flatMap((entry) => entry.entry_activities.map((e) => e.activity_id)),
    );
    const open = (activities ?? []).filter((a) => a.is_one_time && !loggedThisWeek.has(a.id));
    return groupActivitiesForWeek(open, week);
  }, [activities, entries, week]);

  if (activitiesQuery.isLoading || entriesQuery.isLoading) return <LoadingBlock />;
  if (!activities || !entries) {
    const retry = () => {
      void activitiesQuery.refetch();
      void entriesQuery.refetch();
    };
    return <RetryPanel message="Could not load this week's activities." onRetry={retry} />;
  }

  const entry = chooseEntry(entries, date);
  if (!entry) return <Text>Nothing can be logged for this week yet.</Text>;

  return (
    <Stack gap="md">
      <DaySelector week={week} entries={entries} selected={entry.recorded_on} />
      <EntryActivities
        promotion={promotion}
        entry={entry}
        groups={groups}
        oneTimeGroups={oneTimeGroups}
      />
    </Stack>
  );
}
