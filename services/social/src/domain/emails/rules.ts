import { HttpError } from '@wellness/platform';

/** Spec 2 s5 / s8: no address at all. */
export const NO_RECIPIENTS = 'Must include at least 1 email address.';
/** Not a spec message: the spec is silent on how many (services/social README). */
export const MAX_RECIPIENTS = 10;
export const TOO_MANY_RECIPIENTS = `Share with at most ${MAX_RECIPIENTS} email addresses at a time.`;
export const notAnAddress = (entry: string) => `${entry} is not an email address.`;
/** What the route answers once the e-mail is queued; the client shows spec 2 s8's toast. */
export const SHARE_QUEUED = 'Email sent successfully.';

/**
 * The recipients of a share (spec 2 s5 "E-mail resource"): split on comma or semicolon,
 * trimmed, empty entries dropped, each must contain @, lower-cased and once each. Refusals
 * are 422: an entry without @ is named; none at all is NO_RECIPIENTS; more than
 * MAX_RECIPIENTS different addresses is TOO_MANY_RECIPIENTS.
 */
export function parseRecipients(emails: string): string[] {
  const entries = emails
    .split(/[,;]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.find((entry) => !entry.includes('@'));
  if (invalid !== undefined) throw new HttpError(422, notAnAddress(invalid));
  const recipients = [...new Set(entries.map((entry) => entry.toLowerCase()))];
  if (recipients.length === 0) throw new HttpError(422, NO_RECIPIENTS);
  if (recipients.length > MAX_RECIPIENTS) throw new HttpError(422, TOO_MANY_RECIPIENTS);
  return recipients;
}
