import { useState } from 'react';
import { Alert, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { downloadCsv } from '@wellness/shared-ui';
import type { ReportRun } from '../api/reports-api';

/** Spec 3 section 9: the results table shows 20 rows at a time. */
export const PAGE_ROWS = 20;

export interface ReportResultsProps {
  run: ReportRun;
  filename: string;
}

/** A run's rows, 20 more at each "Show more", with an export of every row to CSV. */
export function ReportResults({ run, filename }: ReportResultsProps) {
  const [shown, setShown] = useState(PAGE_ROWS);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const visible = run.rows.slice(0, shown);

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
      <Table.ScrollContainer minWidth={500}>
        <Table striped withTableBorder>
          <VisuallyHidden component="caption">Report results</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              {run.fields.map((field, index) => (
                <Table.Th key={`${field.id}-${index}`} scope="col">
                  {field.display_name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((row, rowIndex) => (
              <Table.Tr key={rowIndex}>
                {row.map((cell, cellIndex) => (
                  <Table.Td key={cellIndex}>{cell === null ? '' : String(cell)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
