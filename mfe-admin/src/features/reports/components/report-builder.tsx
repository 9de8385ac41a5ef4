import type { Dispatch } from 'react';
import { SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import type { ReportField } from '../api/reports-api';
import type { BuilderAction, BuilderState, Layout } from '../lib/builder';
import { FieldRows } from './field-rows';
import { FilterRows } from './filter-rows';

export const SQL_PARAMETERS_HELP =
  'Parameters: :promotion_id, :organization_id, :reseller_id, :location_id, ' +
  ':top_level_location_id, :reported_on_min, :reported_on_max. One SELECT statement only.';

export interface ReportBuilderProps {
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  fields: ReportField[];
  /** The SQL layout is for masters only. */
  canUseSql: boolean;
}

/** The Simple layout (fields and filters) or, for masters, the SQL layout. */
export function ReportBuilder({ state, dispatch, fields, canUseSql }: ReportBuilderProps) {
  return (
    <Stack gap="md">
      {canUseSql ? (
        <div>
          <Text size="sm" fw={500} id="report-layout-label" mb={4}>
            Layout
          </Text>
          <SegmentedControl
            aria-labelledby="report-layout-label"
            data={['Simple', 'SQL']}
            value={state.layout}
            onChange={(layout) => dispatch({ type: 'setLayout', layout: layout as Layout })}
          />
        </div>
      ) : null}
      {state.layout === 'SQL' ? (
        <Textarea
          label="SQL"
          description={SQL_PARAMETERS_HELP}
          value={state.sql}
          onChange={(event) => dispatch({ type: 'setSql', sql: event.currentTarget.value })}
          autosize
          minRows={6}
          styles={{ input: { fontFamily: 'monospace' } }}
          spellCheck={false}
        />
      ) : (
        <>
          <FieldRows rows={state.fieldRows} fields={fields} dispatch={dispatch} />
          <FilterRows rows={state.filterRows} fields={fields} dispatch={dispatch} />
        </>
      )}
    </Stack>
  );
}
