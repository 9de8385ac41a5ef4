import { stringify } from 'csv-stringify';
import type { Stringifier } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

export type CsvCell = string | number | boolean | null | undefined;

/** Characters a spreadsheet reads as the start of a formula (and tab, CR: same trick). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as every CSV of the product writes it: numbers as they are, text neutralised
 * when a spreadsheet would run it as a formula (a leading '), booleans as text.
 */
function csvCell(value: CsvCell): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The writer's options: every string quoted (so every non-numeric value, inner quotes
 * doubled by csv-stringify), numbers bare, empty cells for null.
 */
const OPTIONS = { quoted_string: true, record_delimiter: '\r\n' } as const;

/** A stream that turns arrays of cells into CSV lines. */
export function csvStream(): Stringifier {
  return stringify(OPTIONS);
}

export const csvRow = (row: readonly CsvCell[]) => row.map(csvCell);

/** A whole CSV document from rows (the first row is the header). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return stringifySync(rows.map(csvRow), OPTIONS);
}

/** A download name safe in a Content-Disposition header: letters, digits, . _ - and spaces. */
export function csvFilename(requested: string): string {
  const base = requested
    .replace(/\.csv$/i, '')
    .replace(/[^A-Za-z0-9._ -]+/g, '_')
    .replace(/^[.\s_-]+/, '')
    .trim()
    .slice(0, 100);
  return `${base || 'export'}.csv`;
}

export const attachment = (filename: string) => `attachment; filename="${csvFilename(filename)}"`;
