import { Alert, Tabs } from '@mantine/core';
import type { Promotion } from '@wellness/shared-ui';
import { useId, useState } from 'react';
import type { Activity, Entry, UserActivity } from '../api/types';
import { useBookmark } from '../hooks/use-bookmark';
import { useDelayedRefresh } from '../hooks/use-delayed-refresh';
import { useEntryActions } from '../hooks/use-entry-actions';
import { useStartPainting } from '../hooks/use-start-painting';
import type { ActivityTabGroups } from '../lib/activity-tabs';
import { activityCardState } from '../lib/bottom-action';
import { ENTRY_ACTIVITY_REFRESH_MS, SINGLE_ACTIVITY_REFRESH_MS } from '../lib/constants';
import { loggingBlockReason, REFUSALS } from '../lib/logging-rules';
import { ActivityCard } from './activity-card';
import { ActivityGroups } from './activity-groups';
import { FeelsDialog } from './feels-dialog';
import { TriviaDialog } from './trivia-dialog';
import { UnlogDialog } from './unlog-dialog';

interface EntryActivitiesProps {
  promotion: Promotion;
  entry: Entry;
  userId: number;
  tabs: ActivityTabGroups;
  /** The participant's state of each activity, by activity id. */
  rows: Map<number, UserActivity>;
  /** The participant has a current work (bottom actions 'logging' or 'paint'). */
  hasWork: boolean;
}

/** The activity tabs of the chosen day with the log, unlog and quiz dialogs. */
export function EntryActivities({
  promotion,
  entry,
  userId,
  tabs,
  rows,
  hasWork,
}: EntryActivitiesProps) {
  const [toLog, setToLog] = useState<Activity | null>(null);
  const [toUnlog, setToUnlog] = useState<Activity | null>(null);
  const [toAnswer, setToAnswer] = useState<Activity | null>(null);
  const { log, unlog, isLogging, isUnlogging } = useEntryActions();
  const toggleBookmark = useBookmark(userId);
  const refreshLater = useDelayedRefresh();
  const reasonId = useId();
  const startPainting = useStartPainting();
  const blockReason = loggingBlockReason(entry, promotion);
  const recorded_on = entry.recorded_on;

  const renderActivity = (activity: Activity) => {
    const row = rows.get(activity.id);
    const state = activityCardState({ activity, entry, promotion, userActivity: row, hasWork });
    const { action } = state;
    const closed = action === 'locked' || action === 'blocked' || action === 'none';
    // A closed action on an open day can only be a one-time activity logged on another day.
    const reason = closed
      ? blockReason
        ? { id: reasonId }
        : { text: REFUSALS.oneTimeUsed }
      : undefined;
    return (
      <ActivityCard
        key={activity.id}
        activity={activity}
        {...state}
        logged={entry.entry_activities.find((logged) => logged.activity_id === activity.id)}
        bookmarked={Boolean(row?.is_active)}
        pointLabel={promotion.point_label}
        pointLabelPlural={promotion.point_label_plural}
        reason={reason}
        onLog={setToLog}
        onUnlog={setToUnlog}
        onAnswer={setToAnswer}
        onPaint={startPainting}
        onToggleBookmark={(chosen) => void toggleBookmark(chosen.id, rows.get(chosen.id))}
      />
    );
  };

  const closeLog = () => {
    setToLog(null);
    refreshLater(ENTRY_ACTIVITY_REFRESH_MS);
  };
  const closeUnlog = () => {
    setToUnlog(null);
    refreshLater(ENTRY_ACTIVITY_REFRESH_MS);
  };
  const closeQuiz = () => {
    setToAnswer(null);
    refreshLater(SINGLE_ACTIVITY_REFRESH_MS);
  };
  const chooseFeels = async (feels_value: number) => {
    if (toLog && (await log({ recorded_on, activity_id: toLog.id, feels_value }))) closeLog();
  };
  const confirmUnlog = async () => {
    if (toUnlog && (await unlog({ recorded_on, activity_id: toUnlog.id }))) closeUnlog();
  };

  return (
    <>
      {blockReason && (
        <Alert color="yellow" title="Logging closed">
          <span id={reasonId}>{blockReason}</span>
        </Alert>
      )}
      <Tabs defaultValue="all" keepMounted={false}>
        <Tabs.List aria-label="Activity lists">
          <Tabs.Tab value="all">All</Tabs.Tab>
          <Tabs.Tab value="bookmarked">Bookmarked</Tabs.Tab>
          <Tabs.Tab value="one-time">One-time</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="all" pt="md">
          <ActivityGroups
            groups={tabs.all}
            emptyText="No activities this week yet."
            renderActivity={renderActivity}
          />
        </Tabs.Panel>
        <Tabs.Panel value="bookmarked" pt="md">
          <ActivityGroups
            groups={tabs.bookmarked}
            emptyText="Nothing bookmarked yet. Bookmark an activity to keep it here."
            renderActivity={renderActivity}
          />
        </Tabs.Panel>
        <Tabs.Panel value="one-time" pt="md">
          <ActivityGroups
            groups={tabs.oneTime}
            emptyText="No one-time activities left to log."
            renderActivity={renderActivity}
          />
        </Tabs.Panel>
      </Tabs>
      <FeelsDialog
        activity={toLog}
        saving={isLogging}
        onChoose={chooseFeels}
        onClose={() => setToLog(null)}
      />
      <UnlogDialog
        activity={toUnlog}
        recordedOn={recorded_on}
        saving={isUnlogging}
        onConfirm={confirmUnlog}
        onClose={() => setToUnlog(null)}
      />
      <TriviaDialog
        activity={toAnswer}
        recordedOn={recorded_on}
        promotion={promotion}
        onClose={closeQuiz}
      />
    </>
  );
}
