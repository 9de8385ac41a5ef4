import { startingWith, unprocessable } from '@wellness/platform';
import { TOP_LEVEL_LOCATION_ID, findReportField } from './fields';
import type { ReportField } from './fields';
import type { GuardedSql, SqlValue } from './sql-guard';

/** Spec 3 section 5: the filter operators, in the order the builder offers them. */
export const SIGNS = ['<', '<=', 'is', 'starts with', 'is not', '>', '>=', 'between'] as const;
export type Sign = (typeof SIGNS)[number];
export type FilterValue = string | number | Array<string | number>;

export interface ReportFilter {
  field: string;
  sign: Sign;
  value: FilterValue;
}

interface SimpleReportInput {
  promotionId: number;
  fields: string[];
  filters: ReportFilter[];
  minDate: string | null;
  maxDate: string | null;
  locationId: number | null;
  topLevelLocationId: number | null;
  /** With a definition: only participants who completed it, its answers as extra columns. */
  evaluation?: ReportEvaluation | null;
}

/** An evaluation definition as a report shows it: its questions' names and column titles. */
export interface ReportEvaluation {
  id: number;
  questions: Array<{ name: string; label: string }>;
}

/** The JSON path of an answer: the name quoted, so any stored name reads literally. */
const answerPath = (name: string) => `$."${name.replace(/["\\]/g, '')}"`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COMPARISONS: Partial<Record<Sign, string>> = {
  '<': '<',
  '<=': '<=',
  is: '=',
  '>': '>',
  '>=': '>=',
};

function reportField(id: string): ReportField {
  const found = findReportField(id);
  if (!found) throw unprocessable(`Unknown report field: ${id}.`);
  return found;
}

/** A filter's value as the field's type expects it, or a 422 naming the field. */
function scalar(field: ReportField, value: unknown): SqlValue {
  if (field.type === 'number') {
    const number = typeof value === 'number' ? value : Number(value);
    if (typeof value === 'boolean' || value === '' || !Number.isFinite(number)) {
      throw unprocessable(`The value for ${field.display_name} must be a number.`);
    }
    return number;
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw unprocessable(`The value for ${field.display_name} must be text.`);
  }
  if (field.type === 'date' && !DATE.test(String(value))) {
    throw unprocessable(`The value for ${field.display_name} must be a date (YYYY-MM-DD).`);
  }
  return String(value);
}

function filterSql(column: string, field: ReportField, filter: ReportFilter, values: SqlValue[]) {
  const { sign, value } = filter;
  if (sign === 'between') {
    if (!Array.isArray(value) || value.length !== 2 || !value.every((v) => DATE.test(String(v)))) {
      throw unprocessable(`between takes two dates (YYYY-MM-DD) for ${field.display_name}.`);
    }
    values.push(String(value[0]), String(value[1]));
    return `${column} BETWEEN ? AND ?`;
  }
  if (Array.isArray(value)) {
    throw unprocessable(`${sign} takes one value for ${field.display_name}.`);
  }
  if (sign === 'starts with') {
    values.push(startingWith(String(value)));
    return `${column} LIKE ?`;
  }
  values.push(scalar(field, value));
  // "is not" keeps rows without a value, as a reader of the report would expect.
  if (sign === 'is not') return `NOT (${column} <=> ?)`;
  return `${column} ${COMPARISONS[sign]} ?`;
}

/**
 * Compiles a Simple report to one parameterised SELECT: one row per user of the promotion,
 * the chosen fields as columns, the filters applied to the computed values. Values are
 * always bound; field and column names come from the catalogue only.
 */
export function compileSimpleReport(input: SimpleReportInput): GuardedSql & { columns: string[] } {
  if (input.fields.length === 0) throw unprocessable('Choose at least one field.');
  const chosen = input.fields.map(reportField);
  const filtered = input.filters.map((filter) => reportField(filter.field));
  const needed = [...new Map([...chosen, ...filtered].map((f) => [f.id, f])).values()];
  const alias = (f: ReportField) => `\`f_${needed.indexOf(f)}\``;

  const values: SqlValue[] = [];
  const dates = (column: string) => {
    let clause = '';
    if (input.minDate) {
      clause += ` AND ${column} >= ?`;
      values.push(input.minDate);
    }
    if (input.maxDate) {
      clause += ` AND ${column} <= ?`;
      values.push(input.maxDate);
    }
    return clause;
  };
  // Built in text order, so that `values` follows the placeholders.
  const inner = needed.map((f) => `${f.sql(f.filter_by_dates ? dates : () => '')} AS ${alias(f)}`);
  const evaluation = input.evaluation ?? null;
  const answerColumns = (evaluation?.questions ?? []).map((question, index) => {
    values.push(answerPath(question.name), evaluation!.id);
    inner.push(
      `(SELECT JSON_UNQUOTE(JSON_EXTRACT(ev.answers, ?)) FROM evaluations ev WHERE ev.user_id = u.id AND ev.evaluation_definition_id = ?) AS \`a_${index}\``,
    );
    return `report.\`a_${index}\``;
  });
  const where = ['u.promotion_id = ?'];
  values.push(input.promotionId);
  if (evaluation) {
    where.push(
      'EXISTS (SELECT 1 FROM evaluations ev WHERE ev.user_id = u.id AND ev.evaluation_definition_id = ?)',
    );
    values.push(evaluation.id);
  }
  if (input.locationId !== null) {
    where.push('? IN (l.id, lp.id, lpp.id)');
    values.push(input.locationId);
  }
  if (input.topLevelLocationId !== null) {
    where.push(`${TOP_LEVEL_LOCATION_ID} = ?`);
    values.push(input.topLevelLocationId);
  }
  const conditions = input.filters.map((filter, index) =>
    filterSql(`report.${alias(filtered[index])}`, filtered[index], filter, values),
  );
  const sql = [
    `SELECT ${[...chosen.map((f) => `report.${alias(f)}`), ...answerColumns].join(', ')} FROM (`,
    `SELECT ${inner.join(', ')}, u.last_name AS sort_last, u.first_name AS sort_first, u.id AS sort_id`,
    'FROM users u',
    'LEFT JOIN locations l ON l.id = u.location_id',
    'LEFT JOIN locations lp ON lp.id = l.parent_id',
    'LEFT JOIN locations lpp ON lpp.id = lp.parent_id',
    `WHERE ${where.join(' AND ')}`,
    ') AS report',
    conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
    'ORDER BY report.sort_last, report.sort_first, report.sort_id',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    sql,
    values,
    columns: [
      ...chosen.map((f) => f.display_name),
      ...(evaluation?.questions ?? []).map((question) => question.label),
    ],
  };
}
