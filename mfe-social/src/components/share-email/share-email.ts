/**
 * Share by e-mail (spec 2 s5 "E-mail resource", s8 "Share by e-mail"): the client's copy of
 * the server's recipient rule (services/social README "Share by e-mail").
 */
export const SHARE_EMAIL_MESSAGES = {
  noRecipients: 'Must include at least 1 email address.',
  notAnAddress: (entry: string) => `${entry} is not an email address.`,
  tooMany: 'Share with at most 10 email addresses at a time.',
  sent: 'Email sent successfully.',
  failed: 'Oops, the email could not be sent. Please try again.',
} as const;

export const MAX_RECIPIENTS = 10;
export const MAX_MESSAGE = 2000;
/** Spec 2 s9: the dialog closes 3 s after a successful send. */
export const CLOSE_AFTER_SENT_MS = 3000;

/**
 * The recipients, or the message refusing them: split on commas or semicolons, trimmed, empty
 * entries dropped; an entry without @ is named; none at all, or more than 10 different
 * addresses, are refused.
 */
export function recipientsError(emails: string): string | undefined {
  const entries = emails
    .split(/[,;]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.find((entry) => !entry.includes('@'));
  if (invalid !== undefined) return SHARE_EMAIL_MESSAGES.notAnAddress(invalid);
  const distinct = new Set(entries.map((entry) => entry.toLowerCase()));
  if (distinct.size === 0) return SHARE_EMAIL_MESSAGES.noRecipients;
  if (distinct.size > MAX_RECIPIENTS) return SHARE_EMAIL_MESSAGES.tooMany;
  return undefined;
}
