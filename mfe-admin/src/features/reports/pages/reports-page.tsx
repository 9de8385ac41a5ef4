import { useReducer, useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import {
  LoadingBlock,
  PageTitle,
  RetryPanel,
  firstError,
  useGetMeQuery,
} from '@wellness/shared-ui';
import {
  useListReportFieldsQuery,
  useListReportLocationsQuery,
  useListReportEvaluationsQuery,
  useListReportsQuery,
  useRunReportMutation,
} from '../api/reports-api';
import type { Report } from '../api/reports-api';
import { ReportBuilder } from '../components/report-builder';
import { LimitDialog } from '../components/report-dialogs';
import { ReportPicker } from '../components/report-picker';
import { ReportSaving } from '../components/report-saving';
import { RunOptions, emptyRunOptions } from '../components/run-options';
import { RunResult } from '../components/run-result';
import { builderReducer, initialBuilder, isRunnable, toDefinition } from '../lib/builder';
import { toRunBody } from '../lib/run-body';

/**
 * The report builder (spec 3 "Reports"): pick a saved report or start a new one, build it in
 * the Simple or (masters) SQL layout, run it with dates and locations, export the rows.
 */
export function ReportsPage() {
  const params = useParams();
  const promotionId = Number(params.promotionId ?? 1);
  const me = useGetMeQuery();
  const canUseSql = me.data?.role === 'Master';
  const reports = useListReportsQuery(promotionId);
  const fields = useListReportFieldsQuery(promotionId);
  const locations = useListReportLocationsQuery(promotionId);
  const evaluations = useListReportEvaluationsQuery(promotionId);
  const [selected, setSelected] = useState<Report | null>(null);
  const [state, dispatch] = useReducer(builderReducer, undefined, initialBuilder);
  const [options, setOptions] = useState(emptyRunOptions);
  const [limitOpen, setLimitOpen] = useState(false);
  const [runReport, runState] = useRunReportMutation();

  const select = (report: Report | null) => {
    setSelected(report);
    dispatch(report ? { type: 'load', report } : { type: 'reset' });
    runState.reset();
  };

  const run = async () => {
    const body = toRunBody(toDefinition(state), options);
    const result = await runReport({ promotionId, report: selected, body });
    if (result.data?.limited) setLimitOpen(true);
  };

  if (reports.isLoading || fields.isLoading) return <LoadingBlock label="Loading reports" />;
  const loadError = reports.error
    ? { message: 'Reports could not be loaded.', retry: reports.refetch }
    : fields.error
      ? { message: 'Report field could not be loaded.', retry: fields.refetch }
      : null;

  return (
    <>
      <PageTitle>Reports</PageTitle>
      {loadError ? (
        <RetryPanel
          title="Something went wrong"
          message={loadError.message}
          onRetry={() => void loadError.retry()}
        />
      ) : (
        <Stack gap="lg">
          <ReportPicker
            reports={reports.data ?? []}
            selectedId={selected?.id ?? null}
            onSelect={select}
          />
          <ReportBuilder
            state={state}
            dispatch={dispatch}
            fields={fields.data ?? []}
            canUseSql={canUseSql}
          />
          <Divider />
          <RunOptions
            value={options}
            locations={locations.data ?? []}
            evaluations={evaluations.data}
            evaluationsFailed={evaluations.isError}
            onChange={setOptions}
          />
          <Group>
            <Button
              onClick={() => void run()}
              loading={runState.isLoading}
              disabled={!isRunnable(state)}
            >
              Run report
            </Button>
            <ReportSaving
              promotionId={promotionId}
              report={selected}
              definition={toDefinition(state)}
              onSaved={setSelected}
              onDeleted={() => select(null)}
            />
          </Group>
          {!isRunnable(state) ? (
            <Text size="sm" c="dimmed">
              {state.layout === 'SQL'
                ? 'Write a SELECT statement to run.'
                : 'Choose a field to run.'}
            </Text>
          ) : null}
          <RunResult
            running={runState.isLoading}
            error={
              runState.isError ? firstError(runState.error, 'The report could not be run.') : null
            }
            run={runState.data}
            runId={runState.requestId}
            filename={selected?.name ?? 'report'}
          />
        </Stack>
      )}
      <LimitDialog opened={limitOpen} onClose={() => setLimitOpen(false)} />
      {me.isError ? (
        <Alert color="yellow" mt="md">
          Your account could not be loaded: the SQL layout is hidden.
        </Alert>
      ) : null}
    </>
  );
}
