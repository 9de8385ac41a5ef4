import type { Queue } from 'bullmq';
import { EMAIL_JOB_OPTIONS } from './queue';
import { renderMessage } from './render';
import type { Branding, RenderedMessage } from './render';

/** The support contact form's message to the promotion's coordinators (spec 2 s2 /support/contact). */
export const CONTACT_EMAIL_JOB = 'contact-email';

export interface ContactEmailJobData {
  /** The stored `contact_requests` row; the worker reads everything else from it. */
  contact_request_id: number;
}

/** Queued once per stored request (its id names the job, so a retry never queues twice). */
export async function enqueueContactEmail(queue: Queue, contactRequestId: number) {
  const jobId = `contact-email-${contactRequestId}`;
  await queue.add(
    CONTACT_EMAIL_JOB,
    { contact_request_id: contactRequestId },
    {
      ...EMAIL_JOB_OPTIONS,
      jobId,
    },
  );
  return jobId;
}

/** The stored request as the message shows it. */
export interface ContactMessage {
  first_name: string;
  last_name: string;
  organization: string;
  email: string;
  extra_tags: string;
  message: string;
  info: {
    browser_name?: string;
    browser_version?: string;
    operating_system?: string;
    session_data?: string;
    user_id?: number | null;
  };
}

/** Subject `Support request from {name}`; the sender, their words and the browser details. */
export function renderContactEmail(
  branding: Branding,
  request: ContactMessage,
): Promise<RenderedMessage> {
  const name = `${request.first_name} ${request.last_name}`.trim();
  const { info } = request;
  const lines = [
    `${name} (${request.email}) wrote through the Contact page of ${branding.program_name}:`,
    request.message,
    [
      `Organization: ${request.organization || '—'}`,
      `Topic: ${request.extra_tags || '—'}`,
      `User id: ${info.user_id ?? 'not signed in'}`,
      `Browser: ${[info.browser_name, info.browser_version].filter(Boolean).join(' ') || 'unknown'}`,
      `Operating system: ${info.operating_system || 'unknown'}`,
      `Session: ${info.session_data || '—'}`,
    ].join('\n'),
  ];
  return renderMessage(branding, {
    subject: `Support request from ${name}`,
    body: lines.join('\n\n'),
  });
}
