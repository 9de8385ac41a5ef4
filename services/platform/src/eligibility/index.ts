import type { Queue } from 'bullmq';

/**
 * Eligibility rows (spec 3 "Eligibility"): the rule every row obeys, whether a coordinator types
 * it (services/admin) or it comes from an uploaded CSV (services/worker `eligibility-file`).
 */

export const IDENTIFIER_REQUIRED = 'Identifier is required.';
export const IDENTIFIER_TOO_LONG = 'Identifier must be 191 characters or fewer.';
export const IDENTIFIER_TAKEN = 'Identifier has already been taken.';
export const FIRST_NAME_TOO_LONG = 'First name must be 100 characters or fewer.';
export const LAST_NAME_TOO_LONG = 'Last name must be 100 characters or fewer.';
export const ELIGIBILITY_EMAIL_INVALID = 'Please enter a valid email address.';

export const MAX_IDENTIFIER = 191;
export const MAX_NAME = 100;
export const MAX_EMAIL = 255;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface EligibilityRowInput {
  identifier?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

export interface EligibilityRow {
  identifier: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

const clean = (value: string | null | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** The row as stored (trimmed, empty means null), or the problems, one message each. */
export function eligibilityRowOf(
  input: EligibilityRowInput,
): { row: EligibilityRow } | { problems: string[] } {
  const row = {
    identifier: clean(input.identifier) ?? '',
    first_name: clean(input.first_name),
    last_name: clean(input.last_name),
    email: clean(input.email),
  };
  const problems: string[] = [];
  if (row.identifier === '') problems.push(IDENTIFIER_REQUIRED);
  else if ([...row.identifier].length > MAX_IDENTIFIER) problems.push(IDENTIFIER_TOO_LONG);
  if (row.first_name && [...row.first_name].length > MAX_NAME) problems.push(FIRST_NAME_TOO_LONG);
  if (row.last_name && [...row.last_name].length > MAX_NAME) problems.push(LAST_NAME_TOO_LONG);
  if (row.email && (row.email.length > MAX_EMAIL || !EMAIL.test(row.email))) {
    problems.push(ELIGIBILITY_EMAIL_INVALID);
  }
  return problems.length ? { problems } : { row };
}

/** The columns a file may carry; the header names them (any case, spaces as underscores). */
export const ELIGIBILITY_COLUMNS = ['identifier', 'first_name', 'last_name', 'email'] as const;
export type EligibilityColumn = (typeof ELIGIBILITY_COLUMNS)[number];

/** Each known column's position in the header row; null when identifier is missing. */
export function eligibilityHeaderOf(
  header: readonly string[],
): Partial<Record<EligibilityColumn, number>> | null {
  const positions: Partial<Record<EligibilityColumn, number>> = {};
  header.forEach((name, index) => {
    const key = name
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase()
      .replace(/\s+/g, '_');
    if ((ELIGIBILITY_COLUMNS as readonly string[]).includes(key)) {
      positions[key as EligibilityColumn] ??= index;
    }
  });
  return positions.identifier === undefined ? null : positions;
}

/** The job that imports an uploaded eligibility file (services/worker `eligibility-file`). */
export const ELIGIBILITY_FILE_JOB = 'eligibility-file';

export interface EligibilityFileJobData {
  eligibility_file_id: number;
  promotion_id: number;
  /** The file's processing run: a job of an earlier run stops at its next batch. */
  run: number;
}

/** Queues one run of a file; the job id names the run, so queueing it twice runs it once. */
export async function queueEligibilityFile(
  queue: Queue,
  data: EligibilityFileJobData,
): Promise<void> {
  await queue.add(ELIGIBILITY_FILE_JOB, data, {
    jobId: `eligibility-file-${data.eligibility_file_id}-${data.run}`,
  });
}
