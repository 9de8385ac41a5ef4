import type { EligibilityRow } from '../api/dashboard-api';

/** Rows shown at a time in the eligibility list (the spec's report tables show 20 too). */
export const ELIGIBILITY_PAGE_SIZE = 20;

/**
 * The rows whose identifier, first name, last name or e-mail contains the search text, ignoring
 * case and the spaces around it; every row when it is blank.
 */
export function searchEligibility(rows: EligibilityRow[], search: string): EligibilityRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) =>
    [row.identifier, row.first_name, row.last_name, row.email].some((field) =>
      (field ?? '').toLowerCase().includes(needle),
    ),
  );
}

/** The 1-based page of rows, the page number clamped to the pages there are. */
export function pageOfRows<T>(rows: T[], page: number, size = ELIGIBILITY_PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * size;
  return { rows: rows.slice(start, start + size), page: current, pages, start };
}
