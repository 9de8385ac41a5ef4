import { Alert, Tabs } from '@mantine/core';
import type { Promotion } from '@wellness/shared-ui';
import { useId, useState } from 'react';
import type { Activity, Entry } from '../api/types';
import { useEntryActions } from '../hooks/use-entry-actions';
import type { CategoryGroup } from '../lib/logging-rules';
import { canChangeEntry, loggingBlockReason } from '../lib/logging-rules';
import { ActivityGroups } from './activity-groups';
import { FeelsDialog } from './feels-dialog';
import { UnlogDialog } from './unlog-dialog';

interface EntryActivitiesProps {
  promotion: Promotion;
  entry: Entry;
  groups: CategoryGroup[];
  /** One-time activities not yet logged this week; once logged they leave this tab. */
  oneTimeGroups: CategoryGroup[];
}

/** The activity tabs of the chosen day with the log and unlog dialogs. */
export function EntryActivities({ promotion, entry, groups, oneTimeGroups }: EntryActivitiesProps) {
  const [toLog, setToLog] = useState<Activity | null>(null);
  const [toUnlog, setToUnlog] = useState<Activity | null>(null);
  const { log, unlog, isLogging, isUnlogging } = useEntryActions();
  const reasonId = useId();
  const blockReason = loggingBlockReason(entry, promotion);
  const recorded_on = entry.recorded_on;

  const cardProps = {
    entry,
    pointLabel: promotion.point_label,
    pointLabelPlural: promotion.point_label_plural,
    canLog: blockReason === null,
    canUnlog: canChangeEntry(entry, promotion),
    blockReasonId: blockReason ? reasonId : undefined,
    onLog: setToLog,
    onUnlog: setToUnlog,
  };

  const chooseFeels = async (feels_value: number) => {
    if (toLog && (await log({ recorded_on, activity_id: toLog.id, feels_value }))) setToLog(null);
  };
  const confirmUnlog = async () => {
    if (toUnlog && (await unlog({ recorded_on, activity_id: toUnlog.id }))) setToUnlog(null);
  };

  return (
    <>
      {blockReason && (
        <Alert id={reasonId} color="yellow" title="Logging closed">
          {blockReason}
        </Alert>
      )}
      <Tabs defaultValue="all" keepMounted={false}>
        <Tabs.List aria-label="Activity lists">
          <Tabs.Tab value="all">All</Tabs.Tab>
          <Tabs.Tab value="one-time">One-time</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="all" pt="md">
          <ActivityGroups groups={groups} emptyText="No activities this week yet." {...cardProps} />
        </Tabs.Panel>
        <Tabs.Panel value="one-time" pt="md">
          <ActivityGroups
            groups={oneTimeGroups}
            emptyText="No one-time activities left this week."
            {...cardProps}
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
    </>
  );
}
