import { oneClickUnsubscribeUrl, unsubscribeUrl, withLink } from '@wellness/platform';
import type { RenderedMessage } from '@wellness/platform';
import type { Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import type { WorkerConfig } from '../config';
import { claimDelivery, markFailed, markSent, unsentRecipients } from './deliveries';
import type { DeliveryCounts } from './deliveries';

export interface JobDeps {
  db: DataSource;
  mailer: Transporter;
  config: WorkerConfig;
}

/** What GET /api/jobs/{id} shows of a sending job. */
export interface JobProgress {
  percent: number;
  sent: number;
  failed: number;
  total: number;
}

export const progressOf = (counts: DeliveryCounts): JobProgress => {
  const done = counts.sent + counts.failed + counts.skipped;
  return {
    percent: counts.total === 0 ? 100 : Math.floor((done / counts.total) * 100),
    sent: counts.sent,
    failed: counts.failed,
    total: counts.total,
  };
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Sending {
  /** The delivery rows' message id (services/worker README "Sending at most once"). */
  messageId: string;
  promotionId: number;
  /** The promotion's origin, of the unsubscribe links. */
  origin: string;
  /** Rendered once; a bulk message with LINK_PLACEHOLDER where each recipient's link goes. */
  rendered: RenderedMessage;
  /**
   * Bulk messages (custom e-mails, the daily tip) carry the recipient's unsubscribe link in the
   * footer and the one-click List-Unsubscribe header; a personal one (a share) carries neither.
   */
  bulk: boolean;
  /** Called after every `batchSize` recipients (progress reports). */
  onBatch?: () => Promise<unknown>;
}

/**
 * Sends the rendered message to every recipient of `messageId` still to send to, each only
 * once claimed in MySQL: a refusal of the SMTP server is recorded on the row (retried by the
 * next run of the job, up to MAX_SEND_ATTEMPTS).
 */
export async function sendToUnsent({ db, mailer, config }: JobDeps, sending: Sending) {
  const { messageId, promotionId, origin, rendered, bulk } = sending;
  const recipients = await unsentRecipients(db, messageId);
  let next = 0;
  let done = 0;
  // `sendConcurrency` lanes take the next recipient in turn; each claim still decides alone.
  const lane = async () => {
    for (let i = next++; i < recipients.length; i = next++) {
      await sendOne(recipients[i]!);
      done += 1;
      if (done % config.batchSize === 0) await sending.onBatch?.();
      if (config.sendIntervalMs > 0 && done < recipients.length) await pause(config.sendIntervalMs);
    }
  };
  const sendOne = async (recipient: string) => {
    if (await claimDelivery(db, messageId, recipient)) {
      try {
        const message = bulk
          ? withLink(
              rendered,
              unsubscribeUrl(origin, config.unsubscribeSecret, promotionId, recipient),
            )
          : rendered;
        await mailer.sendMail({
          from: config.mailFrom,
          to: recipient,
          subject: message.subject,
          html: message.html,
          text: message.text,
          // The body's link opens the page; the header's is the one-click POST (RFC 8058).
          ...(bulk
            ? {
                list: {
                  unsubscribe: oneClickUnsubscribeUrl(
                    origin,
                    config.unsubscribeSecret,
                    promotionId,
                    recipient,
                  ),
                },
                headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
              }
            : {}),
        });
        await markSent(db, messageId, recipient);
      } catch (error) {
        await markFailed(db, messageId, recipient, (error as Error).message);
      }
    }
  };
  const lanes = Math.max(1, Math.min(config.sendConcurrency, recipients.length));
  await Promise.all(Array.from({ length: lanes }, lane));
}

/**
 * After a run: when recipients of the messages are left to retry and the job has attempts
 * left, throws so that BullMQ runs it again with backoff (only those recipients are tried).
 */
export async function retryIfUnsent(
  db: DataSource,
  job: Job,
  messageIds: string[],
  label: string,
): Promise<void> {
  const retriesLeft = job.attemptsMade + 1 < (job.opts.attempts ?? 1);
  if (!retriesLeft) return;
  let retryable = 0;
  for (const messageId of messageIds) retryable += (await unsentRecipients(db, messageId)).length;
  if (retryable > 0) throw new Error(`${label}: ${retryable} recipient(s) failed; retrying`);
}
