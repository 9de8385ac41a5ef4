import type { DataSource } from 'typeorm';
import {
  HttpError,
  RECIPIENTS_BLANK,
  addressErrors,
  customEmailRecipients,
  splitRecipientList,
} from '@wellness/platform';
import type { EmailFilters, ResolvedRecipient } from '@wellness/platform';
import { UNKNOWN_LOCATION } from '../settings';

export const SUBJECT_BLANK = 'Subject cannot be blank';
export const MESSAGE_BLANK = 'Message cannot be blank';

/** A one-time e-mail as the form sends it (contract EmailDraft). */
export interface EmailDraft {
  subject?: string;
  body?: string;
  filters?: EmailFilters | null;
  one_time_recipients?: string;
  send_at?: string | null;
}

/** A draft after its checks: what is stored and who it goes to. */
export interface CheckedDraft {
  subject: string;
  body: string;
  /** `audience: 'none'` keeps only the pasted addresses; location, team, days only with 'all'. */
  filters: EmailFilters | null;
  /** The pasted addresses as typed, once each (compared case-insensitively). */
  one_time_recipients: string[];
  /** In the future, or null: sent at once. */
  send_at: Date | null;
  /** Everyone it goes to; `skipped` ones (unsubscribed from everything) get nothing. */
  recipients: ResolvedRecipient[];
}

/** Spec 3 One-time email: absent, invalid or not in the future means at once. */
export function sendAtOf(value: string | null | undefined, now = Date.now()): Date | null {
  if (!value) return null;
  const at = Date.parse(value);
  return Number.isFinite(at) && at > now ? new Date(at) : null;
}

/** Filters as stored: the audience, and the narrowing fields only for 'all'. */
function normaliseFilters(filters: EmailFilters | null | undefined): EmailFilters | null {
  if (!filters) return null;
  if (filters.audience === 'none') return { audience: 'none' };
  return {
    audience: 'all',
    ...(filters.location_id !== undefined ? { location_id: filters.location_id } : {}),
    ...(filters.team ? { team: filters.team } : {}),
    ...(filters.inactive_days !== undefined ? { inactive_days: filters.inactive_days } : {}),
  };
}

/** Pasted addresses as typed, the first spelling of each address kept. */
function pastedOnce(list: string | undefined): string[] {
  const seen = new Set<string>();
  return splitRecipientList(list).filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const sendable = (recipients: ResolvedRecipient[]) =>
  recipients.filter((recipient) => !recipient.skipped).map((recipient) => recipient.email);

/**
 * Every check of a one-time e-mail, all messages at once (422 `{errors}`): subject and message
 * (unless `content: false`, for the recipient count), each pasted address, the location, and
 * that someone receives it (unless `recipients: false`, for the count and the preview).
 */
export async function checkDraft(
  db: DataSource,
  promotionId: number,
  draft: EmailDraft,
  required: { content: boolean; recipients: boolean },
): Promise<CheckedDraft> {
  const errors: string[] = [];
  const subject = (draft.subject ?? '').trim();
  const body = (draft.body ?? '').trim();
  if (required.content && !subject) errors.push(SUBJECT_BLANK);
  if (required.content && !body) errors.push(MESSAGE_BLANK);
  const pasted = pastedOnce(draft.one_time_recipients);
  const badAddresses = addressErrors(pasted);
  errors.push(...badAddresses);
  const filters = normaliseFilters(draft.filters);
  let locationKnown = true;
  if (filters?.location_id !== undefined) {
    const [location] = await db.query(
      'SELECT id FROM locations WHERE id = ? AND promotion_id = ?',
      [filters.location_id, promotionId],
    );
    locationKnown = Boolean(location);
    if (!locationKnown) errors.push(UNKNOWN_LOCATION);
  }
  // Who receives it is known once the addresses and the location are right.
  const known = badAddresses.length === 0 && locationKnown;
  const recipients = known
    ? await customEmailRecipients(db, {
        promotion_id: promotionId,
        filters,
        one_time_recipients: pasted,
      })
    : [];
  if (required.recipients && known && sendable(recipients).length === 0) {
    errors.push(RECIPIENTS_BLANK);
  }
  if (errors.length) throw new HttpError(422, errors[0], errors);
  return {
    subject,
    body,
    filters,
    one_time_recipients: pasted,
    send_at: sendAtOf(draft.send_at),
    recipients,
  };
}
