import type { ReportDefinition, RunBody } from '../api/reports-api';
import { toIsoDate } from './dates';

export interface RunOptionsInput {
  minDate: string;
  maxDate: string;
  topLevelLocation: string;
  location: string;
  evaluation: string;
}

const idOrNull = (value: string) => (value ? Number(value) : null);

/** Spec 3 section 7: the run call's body from the builder and the run options. */
export function toRunBody(
  definition: Omit<ReportDefinition, 'name'>,
  options: RunOptionsInput,
): RunBody {
  return {
    fields: definition.fields,
    filters: definition.filters,
    sql: definition.report_type === 'SQL' ? definition.sql : null,
    min_date: toIsoDate(options.minDate) || null,
    max_date: toIsoDate(options.maxDate) || null,
    location: idOrNull(options.location),
    top_level_location: idOrNull(options.topLevelLocation),
    evaluation_definition_id: idOrNull(options.evaluation),
  };
}
