import 'mantine-datatable/styles.css';
import { useMemo, useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import type { DataTableColumn } from 'mantine-datatable';
import { downloadCsv } from '@wellness/shared-ui';
import type { ReportCell, ReportRun } from '../api/reports-api';

/** Spec 3 section 9: the results table shows 20 rows at a time. */
export const PAGE_ROWS = 20;

/** One shown row: its place in the run (the row's identity) and its cells. */
interface ResultRow {
  index: number;
  cells: ReportCell[];
}

export interface ReportResultsProps {
  run: ReportRun;
  filename: string;
}

/** A run's rows, 20 more at each "Show more", with an export of every row to CSV. */
export function ReportResults({ run, filename }: ReportResultsProps) {
  const [shown, setShown] = useState(PAGE_ROWS);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const visible = useMemo(
    () => run.rows.slice(0, shown).map((cells, index): ResultRow => ({ index, cells })),
    [run.rows, shown],
  );
  const columns = useMemo(
    () =>
      run.fields.map((field, column): DataTableColumn<ResultRow> => ({
        // Two fields may share an id (a field chosen twice): the position keeps them apart.
        accessor: `${field.id}-${column}`,
        title: field.display_name,
        render: ({ cells }) => (cells[column] === null ? '' : String(cells[column])),
      })),
    [run.fields],
  );

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const header = run.fields.map((field) => field.display_name);
      await downloadCsv(filename, [header, ...run.rows]);
    } catch {
      setExportError('The CSV could not be exported.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Group justify="space-between" my="sm">
        <Text size="sm" aria-live="polite">
          Showing {visible.length} of {run.rows.length} rows
        </Text>
        <Button variant="light" onClick={() => void exportCsv()} loading={exporting}>
          Export CSV
        </Button>
      </Group>
      {exportError ? (
        <Alert color="red" role="alert" mb="sm">
          {exportError}
        </Alert>
      ) : null}
      <DataTable<ResultRow>
        // Named for assistive technology; the page's heading and counts name it on screen.
        aria-label="Report results"
        striped
        withTableBorder
        styles={{ table: { minWidth: 500 } }}
        // A wide table scrolls sideways with its scrollbar shown, as a native overflow does.
        scrollAreaProps={{ type: 'auto' }}
        records={visible}
        columns={columns}
        idAccessor="index"
        // A run with no rows shows "No rows" instead of this table: no "No records" overlay.
        emptyState={<span />}
      />
      {shown < run.rows.length ? (
        <Group justify="center" mt="sm">
          <Button variant="default" onClick={() => setShown((count) => count + PAGE_ROWS)}>
            Show more
          </Button>
        </Group>
      ) : null}
    </>
  );
}
