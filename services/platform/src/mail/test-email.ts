import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import { TEST_EMAIL_JOB } from './queue';
import { renderMessage } from './render';
import type { Branding, RenderedMessage } from './render';

/** Spec 3 s5: a test e-mail goes to at most this many addresses. */
export const TEST_EMAIL_MAX_RECIPIENTS = 10;
export const TEST_EMAIL_LIMIT = 'Test emails are limited to 10 participants.';

/** Spec 3 s5: "Only templates welcome_main and evaluation are offered" (content category emails). */
export const TEST_EMAIL_KEYS = ['welcome_main', 'evaluation'] as const;
export type TestEmailKey = (typeof TEST_EMAIL_KEYS)[number];

/** The content item as the admin service resolved it (the promotion's own, else the default). */
export interface TestEmailContent {
  /** `email_subject`, else the title. */
  subject: string;
  /** The item's content. */
  body: string;
  /** `email_image` as stored (`/api/files/…` or https://…) and `email_image_caption`. */
  image: { src: string; alt: string } | null;
}

export interface TestEmailJobData {
  /** Whose staff may read the job's status (GET /api/jobs/{id}). */
  promotion_id: number;
  key: TestEmailKey;
  /** Checked addresses, once each, lower-cased. */
  recipients: string[];
  content: TestEmailContent;
}

/** Queues a test e-mail at once; each queueing is its own job (and its own delivery records). */
export async function enqueueTestEmail(queue: Queue, data: TestEmailJobData): Promise<string> {
  const jobId = `test-email-${randomUUID()}`;
  const job = await queue.add(TEST_EMAIL_JOB, data, { jobId });
  return job.id ?? jobId;
}

/**
 * A test e-mail as the worker sends it and the admin service previews it: the content item in
 * the programme's template, its image made absolute on the promotion's site, and no
 * unsubscribe link (the addresses asked for this one message; services/worker README).
 */
export const renderTestEmail = (
  branding: Branding,
  content: TestEmailContent,
): Promise<RenderedMessage> =>
  renderMessage(branding, {
    subject: content.subject,
    body: content.body,
    image: content.image
      ? { url: new URL(content.image.src, branding.origin).toString(), alt: content.image.alt }
      : undefined,
  });
