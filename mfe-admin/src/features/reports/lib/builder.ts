import type { Report, ReportDefinition, ReportFilter } from '../api/reports-api';
import { toIsoDate } from './dates';
import type { Sign } from './signs';

export type Layout = 'Simple' | 'SQL';

export interface FieldRow {
  key: number;
  field: string;
}

export interface FilterRow {
  key: number;
  field: string;
  sign: Sign | '';
  /** The value, or the first date of `between`. */
  value: string;
  /** The second date of `between`. */
  to: string;
}

/** The report being edited (spec 3 "Report editing": new or saved, Simple or SQL). */
export interface BuilderState {
  layout: Layout;
  fieldRows: FieldRow[];
  filterRows: FilterRow[];
  sql: string;
  nextKey: number;
}

export type BuilderAction =
  | { type: 'reset' }
  | { type: 'load'; report: Report }
  | { type: 'setLayout'; layout: Layout }
  | { type: 'setSql'; sql: string }
  | { type: 'addFieldRow' }
  | { type: 'setField'; key: number; field: string }
  | { type: 'removeFieldRow'; key: number }
  | { type: 'addFilterRow' }
  | { type: 'setFilter'; key: number; changes: Partial<Omit<FilterRow, 'key'>> }
  | { type: 'removeFilterRow'; key: number };

export const isFieldRowComplete = (row: FieldRow) => row.field !== '';

export function isFilterRowComplete(row: FilterRow): boolean {
  if (!row.field || !row.sign) return false;
  if (row.sign === 'between') return toIsoDate(row.value) !== '' && toIsoDate(row.to) !== '';
  return row.value.trim() !== '';
}

const emptyField = (key: number): FieldRow => ({ key, field: '' });
const emptyFilter = (key: number): FilterRow => ({ key, field: '', sign: '', value: '', to: '' });

export const initialBuilder = (): BuilderState => ({
  layout: 'Simple',
  fieldRows: [emptyField(1)],
  filterRows: [],
  sql: '',
  nextKey: 2,
});

function fromReport(report: Report): BuilderState {
  let key = 1;
  const fieldRows = report.fields.map((field) => ({ key: key++, field }));
  const filterRows = report.filters.map((filter) => {
    const [value, to] = Array.isArray(filter.value) ? filter.value : [filter.value, ''];
    return {
      key: key++,
      field: filter.field,
      sign: filter.sign,
      value: String(value),
      to: String(to),
    };
  });
  return {
    layout: report.report_type,
    fieldRows: fieldRows.length ? fieldRows : [emptyField(key++)],
    filterRows,
    sql: report.sql ?? '',
    nextKey: key,
  };
}

/**
 * The builder's rules: a field or filter row is added only when no incomplete one exists;
 * switching to SQL clears the filters, switching to Simple clears the SQL.
 */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'reset':
      return initialBuilder();
    case 'load':
      return fromReport(action.report);
    case 'setLayout':
      if (action.layout === state.layout) return state;
      return action.layout === 'SQL'
        ? { ...state, layout: 'SQL', filterRows: [] }
        : { ...state, layout: 'Simple', sql: '' };
    case 'setSql':
      return { ...state, sql: action.sql };
    case 'addFieldRow':
      if (!state.fieldRows.every(isFieldRowComplete)) return state;
      return {
        ...state,
        fieldRows: [...state.fieldRows, emptyField(state.nextKey)],
        nextKey: state.nextKey + 1,
      };
    case 'setField':
      return {
        ...state,
        fieldRows: state.fieldRows.map((row) =>
          row.key === action.key ? { ...row, field: action.field } : row,
        ),
      };
    case 'removeFieldRow': {
      const fieldRows = state.fieldRows.filter((row) => row.key !== action.key);
      return fieldRows.length
        ? { ...state, fieldRows }
        : { ...state, fieldRows: [emptyField(state.nextKey)], nextKey: state.nextKey + 1 };
    }
    case 'addFilterRow':
      if (!state.filterRows.every(isFilterRowComplete)) return state;
      return {
        ...state,
        filterRows: [...state.filterRows, emptyFilter(state.nextKey)],
        nextKey: state.nextKey + 1,
      };
    case 'setFilter':
      return {
        ...state,
        filterRows: state.filterRows.map((row) => {
          if (row.key !== action.key) return row;
          const next = { ...row, ...action.changes };
          // between takes two dates; other operators one value: a change of kind starts afresh.
          const wasBetween = row.sign === 'between';
          if (action.changes.sign !== undefined && wasBetween !== (next.sign === 'between')) {
            return { ...next, value: '', to: '' };
          }
          return next;
        }),
      };
    case 'removeFilterRow':
      return { ...state, filterRows: state.filterRows.filter((row) => row.key !== action.key) };
  }
}

/** A complete filter row as the server takes it: between dates as YYYY-MM-DD. */
export function toFilter(row: FilterRow): ReportFilter {
  const sign = row.sign as Sign;
  if (sign === 'between')
    return { field: row.field, sign, value: [toIsoDate(row.value), toIsoDate(row.to)] };
  return { field: row.field, sign, value: row.value.trim() };
}

/** What the builder holds, as a report definition (incomplete rows left out). */
export function toDefinition(state: BuilderState): Omit<ReportDefinition, 'name'> {
  if (state.layout === 'SQL') {
    return { report_type: 'SQL', fields: [], filters: [], sql: state.sql };
  }
  return {
    report_type: 'Simple',
    fields: state.fieldRows.filter(isFieldRowComplete).map((row) => row.field),
    filters: state.filterRows.filter(isFilterRowComplete).map(toFilter),
    sql: null,
  };
}

/** Whether there is something to run: a field, or SQL text. */
export function isRunnable(state: BuilderState): boolean {
  return state.layout === 'SQL'
    ? state.sql.trim() !== ''
    : state.fieldRows.some(isFieldRowComplete);
}
