import type { ReportField } from '../api/reports-api';

/**
 * Fields grouped by category for the field selects. The server lists the catalogue in the
 * spec 3 s9 category order (services/admin src/reports/fields.ts), so groups keep the order in
 * which their first field arrives.
 */
export function groupFields(fields: ReportField[]) {
  const groups = new Map<string, ReportField[]>();
  for (const field of fields)
    groups.set(field.category, [...(groups.get(field.category) ?? []), field]);
  return [...groups.entries()].map(([group, items]) => ({
    group,
    items: items.map((field) => ({ value: field.id, label: field.display_name })),
  }));
}
