import type { DataSource } from 'typeorm';

/**
 * The delivery records that make sending idempotent (services/worker README): a row per
 * (message, recipient); a recipient is sent to only by whoever moves its row from pending
 * (or failed, to retry an SMTP refusal, at most MAX_SEND_ATTEMPTS times) to sending.
 */
export async function recordRecipients(
  db: DataSource,
  messageId: string,
  promotionId: number,
  recipients: Array<{ email: string; skipped: boolean }>,
): Promise<void> {
  for (let i = 0; i < recipients.length; i += 500) {
    const rows = recipients.slice(i, i + 500);
    await db.query(
      'INSERT IGNORE INTO email_deliveries (message_id, recipient, promotion_id, state) VALUES ?',
      [rows.map((r) => [messageId, r.email, promotionId, r.skipped ? 'skipped' : 'pending'])],
    );
  }
}

/** SMTP attempts per recipient; an interrupted claim counts as all of them (closeInterrupted). */
export const MAX_SEND_ATTEMPTS = 5;

/** Recipients still to send to, in the order they were recorded. */
export async function unsentRecipients(db: DataSource, messageId: string): Promise<string[]> {
  const rows: Array<{ recipient: string }> = await db.query(
    "SELECT recipient FROM email_deliveries WHERE message_id = ? AND (state = 'pending' OR (state = 'failed' AND attempts < ?)) ORDER BY id",
    [messageId, MAX_SEND_ATTEMPTS],
  );
  return rows.map((r) => r.recipient);
}

/** Claims a recipient: true when this caller now owns the one send. */
export async function claimDelivery(
  db: DataSource,
  messageId: string,
  recipient: string,
): Promise<boolean> {
  const result: { affectedRows: number } = await db.query(
    "UPDATE email_deliveries SET state = 'sending', claimed_at = NOW(3), attempts = attempts + 1, error = NULL WHERE message_id = ? AND recipient = ? AND (state = 'pending' OR (state = 'failed' AND attempts < ?))",
    [messageId, recipient, MAX_SEND_ATTEMPTS],
  );
  return result.affectedRows === 1;
}

export async function markSent(db: DataSource, messageId: string, recipient: string) {
  await db.query(
    "UPDATE email_deliveries SET state = 'sent', sent_at = NOW(3) WHERE message_id = ? AND recipient = ? AND state = 'sending'",
    [messageId, recipient],
  );
}

export async function markFailed(
  db: DataSource,
  messageId: string,
  recipient: string,
  error: string,
) {
  await db.query(
    "UPDATE email_deliveries SET state = 'failed', error = ? WHERE message_id = ? AND recipient = ? AND state = 'sending'",
    [error.slice(0, 1000), messageId, recipient],
  );
}

/** Marks an earlier run's claims that it never finished: delivered or not, they are not resent. */
export const INTERRUPTED =
  'Interrupted between the SMTP send and its record: not sent again (it may have been delivered).';

export async function closeInterrupted(db: DataSource, messageId: string): Promise<number> {
  const result: { affectedRows: number } = await db.query(
    "UPDATE email_deliveries SET state = 'failed', error = ?, attempts = ? WHERE message_id = ? AND state = 'sending'",
    [INTERRUPTED, MAX_SEND_ATTEMPTS, messageId],
  );
  return result.affectedRows;
}

export interface DeliveryCounts {
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  pending: number;
}

export async function deliveryCounts(db: DataSource, messageId: string): Promise<DeliveryCounts> {
  const rows: Array<{ state: string; n: number }> = await db.query(
    'SELECT state, COUNT(*) AS n FROM email_deliveries WHERE message_id = ? GROUP BY state',
    [messageId],
  );
  const count = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
  const counts = {
    sent: count('sent'),
    failed: count('failed'),
    skipped: count('skipped'),
    pending: count('pending') + count('sending'),
  };
  return { total: counts.sent + counts.failed + counts.skipped + counts.pending, ...counts };
}
