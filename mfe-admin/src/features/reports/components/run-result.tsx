import { Alert } from '@mantine/core';
import { EmptyState, LoadingBlock } from '@wellness/shared-ui';
import type { ReportRun } from '../api/reports-api';
import { ReportResults } from './report-results';

export interface RunResultProps {
  running: boolean;
  error: string | null;
  run: ReportRun | undefined;
  /** Changes with each run: the table starts again at 20 rows. */
  runId: string | undefined;
  filename: string;
}

/** Spec 3 "Report editing": running, error, no rows, has rows. */
export function RunResult({ running, error, run, runId, filename }: RunResultProps) {
  if (running) return <LoadingBlock label="Running report" />;
  if (error) {
    return (
      <Alert color="red" title="The report could not be run" role="alert">
        {error}
      </Alert>
    );
  }
  if (!run) return null;
  if (run.rows.length === 0) {
    return <EmptyState title="No rows" description="No participant matches this report." />;
  }
  return <ReportResults key={runId} run={run} filename={filename} />;
}
