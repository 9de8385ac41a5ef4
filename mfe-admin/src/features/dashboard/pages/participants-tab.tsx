import { useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { skipToken } from '@reduxjs/toolkit/query';
import { EmptyState, LoadingBlock, PageTitle, RetryPanel, downloadCsv } from '@wellness/shared-ui';
import { useGetParticipantsQuery } from '../api/participants-api';
import type { Participant } from '../api/participants-api';
import { DataTable } from '../components/data-table';
import { ParticipantActions } from '../components/participant-actions';
import { useDashboardPromotionId } from '../hooks/use-dashboard-promotion';
import { csvRows } from '../lib/columns';
import type { Column } from '../lib/columns';

export const PARTICIPANTS_FAILED = 'Oops, we could not get the participants.';

const dataColumns: Column<Participant>[] = [
  { key: 'name', header: 'Name', kind: 'string', value: (p) => p.full_name, onPhone: true },
  { key: 'email', header: 'Email', kind: 'string', value: (p) => p.email },
  { key: 'role', header: 'Role', kind: 'string', value: (p) => p.role, onPhone: true },
  { key: 'location', header: 'Location', kind: 'string', value: (p) => p.location_name },
  { key: 'points', header: 'Points', kind: 'number', value: (p) => p.total_points, onPhone: true },
  { key: 'days', header: 'Days Logged', kind: 'number', value: (p) => p.days_logged },
  { key: 'last', header: 'Last Logged', kind: 'date', value: (p) => p.last_logged_on },
  { key: 'registered', header: 'Registered', kind: 'datetime', value: (p) => p.created_at },
];

/** The users table of the promotion (coordinator.dashboard.participants). */
export function ParticipantsTab() {
  const promotionId = useDashboardPromotionId();
  const query = useGetParticipantsQuery(promotionId ?? skipToken);
  const [exporting, setExporting] = useState(false);
  const columns = useMemo<Column<Participant>[]>(
    () => [
      ...dataColumns,
      {
        key: 'actions',
        header: 'Actions',
        kind: 'actions',
        render: (participant) => (
          <ParticipantActions participant={participant} promotionId={promotionId!} />
        ),
      },
    ],
    [promotionId],
  );

  const exportCsv = async (rows: Participant[]) => {
    setExporting(true);
    try {
      await downloadCsv('participants.csv', csvRows(rows, dataColumns));
    } catch {
      notifications.show({ color: 'red', message: 'Could not export the participants.' });
    } finally {
      setExporting(false);
    }
  };

  const rows = query.data;
  return (
    <>
      <PageTitle
        actions={
          rows && rows.length > 0 ? (
            <Button variant="light" loading={exporting} onClick={() => void exportCsv(rows)}>
              Export CSV
            </Button>
          ) : null
        }
      >
        Participants
      </PageTitle>
      {query.isLoading ? <LoadingBlock label="Loading participants" /> : null}
      {query.error ? (
        <RetryPanel
          title="Participants"
          message={PARTICIPANTS_FAILED}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {rows && rows.length === 0 ? <EmptyState title="No participants yet" /> : null}
      {rows && rows.length > 0 ? (
        <DataTable caption="Participants" rows={rows} columns={columns} rowKey={(p) => p.id} />
      ) : null}
    </>
  );
}
