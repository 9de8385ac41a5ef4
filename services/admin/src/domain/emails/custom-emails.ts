import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import {
  HttpError,
  MAX_ALL_ROWS,
  customEmailJobId,
  notFound,
  queueCustomEmail,
  rescheduleCustomEmail,
} from '@wellness/platform';
import type { EmailFilters } from '@wellness/platform';
import type { CheckedDraft } from './drafts';

export const CUSTOM_EMAIL = 'Custom email';
export const ALREADY_SENT = 'This e-mail has already been sent.';
export const BEING_SENT = 'This e-mail is being sent.';

interface CustomEmailRow {
  id: number;
  promotion_id: number;
  subject: string;
  body: string;
  filters: string | null;
  one_time_recipients: string | null;
  send_at: Date | null;
  status: string;
  total_count: number;
  sent_count: number;
  failed_count: number;
  skipped_count: number;
  sent_at: Date | null;
  created_at: Date;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

const parsed = <T>(json: string | null, fallback: T): T => {
  if (!json) return fallback;
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

/** The contract's CustomEmail: pasted addresses joined by ", ", dates as ISO strings. */
export function serializeCustomEmail(row: CustomEmailRow) {
  const addresses = parsed<unknown>(row.one_time_recipients, []);
  return {
    id: Number(row.id),
    promotion_id: Number(row.promotion_id),
    subject: row.subject,
    body: row.body,
    filters: parsed<EmailFilters | null>(row.filters, null),
    one_time_recipients: Array.isArray(addresses) ? addresses.map(String).join(', ') : '',
    send_at: iso(row.send_at),
    status: row.status as 'pending' | 'sending' | 'sent' | 'failed',
    total_count: Number(row.total_count),
    sent_count: Number(row.sent_count),
    failed_count: Number(row.failed_count),
    skipped_count: Number(row.skipped_count),
    sent_at: iso(row.sent_at),
    created_at: iso(row.created_at)!,
    job_id: customEmailJobId(Number(row.id)),
  };
}
export type CustomEmailView = ReturnType<typeof serializeCustomEmail>;

/** The promotion's custom e-mails, newest first (the queue page), and how many it has. */
export async function customEmailsOf(db: DataSource, promotionId: number) {
  const rows: CustomEmailRow[] = await db.query(
    `SELECT * FROM custom_emails WHERE promotion_id = ? ORDER BY created_at DESC, id DESC LIMIT ${MAX_ALL_ROWS}`,
    [promotionId],
  );
  const [{ n }] = await db.query('SELECT COUNT(*) AS n FROM custom_emails WHERE promotion_id = ?', [
    promotionId,
  ]);
  return { rows: rows.map(serializeCustomEmail), total: Number(n) };
}

/** One custom e-mail of the promotion; another promotion's is 404 like an unknown id. */
export async function customEmailOf(
  db: DataSource,
  promotionId: number,
  id: number,
): Promise<CustomEmailView> {
  const [row]: CustomEmailRow[] = await db.query(
    'SELECT * FROM custom_emails WHERE id = ? AND promotion_id = ?',
    [id, promotionId],
  );
  if (!row) throw notFound(CUSTOM_EMAIL);
  return serializeCustomEmail(row);
}

/** Stores and queues a checked draft (platform queueCustomEmail), at once or at its send_at. */
export async function createCustomEmail(
  db: DataSource,
  queue: Queue,
  promotionId: number,
  createdBy: number,
  draft: CheckedDraft,
): Promise<CustomEmailView> {
  const { id } = await queueCustomEmail(db, queue, {
    promotion_id: promotionId,
    subject: draft.subject,
    body: draft.body,
    filters: draft.filters,
    one_time_recipients: draft.one_time_recipients,
    send_at: draft.send_at,
    created_by: createdBy,
  });
  return customEmailOf(db, promotionId, id);
}

/**
 * Edits a custom e-mail that has not started: MySQL decides (`… WHERE status = 'pending'`),
 * so an edit and the worker starting the send never both win; then its job moves to the new
 * send_at. Already started or finished: 409.
 */
export async function updateCustomEmail(
  db: DataSource,
  queue: Queue,
  promotionId: number,
  id: number,
  draft: CheckedDraft,
): Promise<CustomEmailView> {
  const result: { affectedRows: number } = await db.query(
    "UPDATE custom_emails SET subject = ?, body = ?, filters = ?, one_time_recipients = ?, send_at = ? WHERE id = ? AND promotion_id = ? AND status = 'pending'",
    [
      draft.subject,
      draft.body,
      draft.filters ? JSON.stringify(draft.filters) : null,
      JSON.stringify(draft.one_time_recipients),
      draft.send_at,
      id,
      promotionId,
    ],
  );
  if (result.affectedRows !== 1) {
    await customEmailOf(db, promotionId, id); // 404 when it is not the promotion's
    throw new HttpError(409, ALREADY_SENT);
  }
  await rescheduleCustomEmail(queue, { id, promotion_id: promotionId, send_at: draft.send_at });
  return customEmailOf(db, promotionId, id);
}

/**
 * Deletes a custom e-mail and its job, unless the worker is sending it (409): the row goes
 * first, in one conditional DELETE, so a worker that starts after it finds nothing to send.
 */
export async function deleteCustomEmail(
  db: DataSource,
  queue: Queue,
  promotionId: number,
  id: number,
): Promise<void> {
  const result: { affectedRows: number } = await db.query(
    "DELETE FROM custom_emails WHERE id = ? AND promotion_id = ? AND status <> 'sending'",
    [id, promotionId],
  );
  if (result.affectedRows !== 1) {
    await customEmailOf(db, promotionId, id);
    throw new HttpError(409, BEING_SENT);
  }
  // A job the worker holds cannot be removed; it then finds the row gone and sends nothing.
  await queue.remove(customEmailJobId(id));
}
