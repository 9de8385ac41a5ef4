import type { ReactNode } from 'react';
import dayjs from 'dayjs';

/** The users table's column kinds (spec 2 section 9). */
export type ColumnKind = 'string' | 'number' | 'date' | 'time' | 'datetime' | 'actions';

export type CellValue = string | number | null;

/** One column of a data table: what it shows of a row and how. */
export interface Column<Row> {
  key: string;
  header: string;
  kind: ColumnKind;
  /** The cell's value (not for actions). */
  value?: (row: Row) => CellValue;
  /** The cell's content for an actions column. */
  render?: (row: Row) => ReactNode;
  /** Kept on a phone-sized screen, where the table shows its key columns only. */
  onPhone?: boolean;
}

/** Date and time formats of spec 3 section 9 (MM/DD/YYYY, hh:mm a). */
const FORMATS: Partial<Record<ColumnKind, string>> = {
  date: 'MM/DD/YYYY',
  time: 'hh:mm A',
  datetime: 'MM/DD/YYYY hh:mm A',
};

/** A cell as text: dates and times formatted, numbers grouped, empty values as ''. */
export function formatCell(kind: ColumnKind, value: CellValue): string {
  if (value === null || value === '') return '';
  const format = FORMATS[kind];
  if (format) return dayjs(value).format(format);
  if (kind === 'number' && typeof value === 'number') return value.toLocaleString('en-US');
  return String(value);
}

/** Columns that hold data (filterable, exported); actions columns do not. */
export const dataColumns = <Row>(columns: Column<Row>[]) =>
  columns.filter((column) => column.kind !== 'actions' && column.value);

/** Rows whose formatted cells contain each column's filter text (case-insensitive). */
export function filterRows<Row>(
  rows: Row[],
  columns: Column<Row>[],
  filters: Record<string, string>,
): Row[] {
  const active = dataColumns(columns).filter((column) => filters[column.key]?.trim());
  if (active.length === 0) return rows;
  return rows.filter((row) =>
    active.every((column) =>
      formatCell(column.kind, column.value!(row))
        .toLowerCase()
        .includes(filters[column.key].trim().toLowerCase()),
    ),
  );
}

/** The rows as CSV cells with a header row, as `downloadCsv` takes them. */
export function csvRows<Row>(rows: Row[], columns: Column<Row>[]) {
  const exported = dataColumns(columns);
  return [
    exported.map((column) => column.header),
    ...rows.map((row) =>
      exported.map((column) => {
        const value = column.value!(row);
        return column.kind === 'number' ? value : formatCell(column.kind, value);
      }),
    ),
  ];
}
