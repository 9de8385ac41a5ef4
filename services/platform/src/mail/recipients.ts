import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { DataSource } from 'typeorm';

/** Spec 3 s5: the exact texts of the recipient checks (test e-mails and custom e-mails). */
export const RECIPIENTS_BLANK = 'Recipients cannot be blank';
export const invalidAddress = (address: string) => `Must be a valid email address. Ex: ${address}`;

/** One `@`, no spaces, a dot in the domain (the settings screen's rule too). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmailAddress = (address: string) =>
  address.length <= 191 && EMAIL_PATTERN.test(address);

/**
 * A pasted list of addresses (spec 3 s5): split on comma, semicolon, newline or pipe,
 * whitespace stripped, empty pieces dropped. The addresses stay as typed.
 */
export const splitRecipientList = (list: string | null | undefined): string[] =>
  (list ?? '')
    .split(/[,;|\r\n]+/)
    .map((piece) => piece.trim())
    .filter(Boolean);

/** One error per address that is not an e-mail address, naming it as typed. */
export const addressErrors = (addresses: string[]): string[] =>
  addresses.filter((address) => !isEmailAddress(address)).map(invalidAddress);

/** Each address once, lower-cased (the delivery records and the users table compare so). */
export const distinctAddresses = (addresses: string[]): string[] => [
  ...new Set(addresses.map((address) => address.toLowerCase())),
];

/**
 * Who among the promotion's participants (role User) receives a custom e-mail (spec 3 Custom
 * email "filters"); `audience: 'none'` sends only to the pasted addresses.
 */
export const EmailFiltersSchema = Type.Object(
  {
    audience: Type.Union([Type.Literal('all'), Type.Literal('none')]),
    location_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    team: Type.Optional(Type.Union([Type.Literal('on_team'), Type.Literal('no_team')])),
    inactive_days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
  },
  { additionalProperties: false },
);
export type EmailFilters = Static<typeof EmailFiltersSchema>;

/** Team status "deleted" (schema TEAM_STATUS): its members are on no team. */
const DELETED_TEAM = 2;

/** YYYY-MM-DD of the server's local day, `daysBack` days ago (the logging day as entries store it). */
function localDay(daysBack: number, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The location and every location below it (the tree has three levels) of the promotion. */
export async function locationWithChildren(
  db: DataSource,
  promotionId: number,
  locationId: number,
): Promise<number[]> {
  const rows: Array<{ id: number }> = await db.query(
    `WITH RECURSIVE tree AS (
       SELECT id FROM locations WHERE id = ? AND promotion_id = ?
       UNION ALL
       SELECT l.id FROM locations l JOIN tree ON l.parent_id = tree.id WHERE l.promotion_id = ?
     )
     SELECT id FROM tree`,
    [locationId, promotionId, promotionId],
  );
  return rows.map((row) => Number(row.id));
}

interface AddressRow {
  email: string;
  email_unsubscribe_all: number | boolean;
}

/**
 * The participants the filters choose: users of the promotion with role User, at the location
 * (or a child location), on a team or not (a membership of a team that is not deleted), and
 * with no logged activity on any of the last `inactive_days` days, today included.
 */
export async function filteredParticipants(
  db: DataSource,
  promotionId: number,
  filters: EmailFilters | null | undefined,
): Promise<AddressRow[]> {
  if (!filters || filters.audience !== 'all') return [];
  const where = ['u.promotion_id = ?', "u.role = 'User'"];
  const params: unknown[] = [promotionId];
  if (filters.location_id !== undefined) {
    const locations = await locationWithChildren(db, promotionId, filters.location_id);
    if (!locations.length) return [];
    where.push('u.location_id IN (?)');
    params.push(locations);
  }
  if (filters.team) {
    where.push(
      `${filters.team === 'no_team' ? 'NOT ' : ''}EXISTS (SELECT 1 FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.user_id = u.id AND t.status <> ?)`,
    );
    params.push(DELETED_TEAM);
  }
  if (filters.inactive_days !== undefined) {
    where.push(
      'NOT EXISTS (SELECT 1 FROM entries e JOIN entry_activities ea ON ea.entry_id = e.id WHERE e.user_id = u.id AND e.recorded_on >= ?)',
    );
    params.push(localDay(filters.inactive_days - 1));
  }
  return db.query(
    `SELECT u.email, u.email_unsubscribe_all FROM users u WHERE ${where.join(' AND ')} ORDER BY u.id`,
    params,
  );
}

export interface CustomEmailAudience {
  promotion_id: number;
  filters?: EmailFilters | null;
  /** Picked user ids of the promotion. */
  recipients?: number[];
  /** Pasted addresses, already checked. */
  one_time_recipients?: string[];
}

export interface ResolvedRecipient {
  email: string;
  /** Unsubscribed from everything (email_unsubscribe_all): recorded as skipped, never sent. */
  skipped: boolean;
}

/**
 * Everyone a custom e-mail goes to, once each (lower-cased), in order: the filters'
 * participants, the picked users, then the pasted addresses. A user of the promotion who
 * unsubscribed from everything is `skipped`, whichever way they were chosen. One function for
 * the worker that sends and the admin routes that count and preview.
 */
export async function customEmailRecipients(
  db: DataSource,
  audience: CustomEmailAudience,
): Promise<ResolvedRecipient[]> {
  const promotionId = audience.promotion_id;
  const users = await filteredParticipants(db, promotionId, audience.filters);
  const userIds = (audience.recipients ?? []).map(Number).filter(Number.isInteger);
  if (userIds.length) {
    users.push(
      ...(await db.query(
        'SELECT email, email_unsubscribe_all FROM users WHERE promotion_id = ? AND id IN (?) ORDER BY id',
        [promotionId, userIds],
      )),
    );
  }
  const pasted = distinctAddresses(audience.one_time_recipients ?? []);
  if (pasted.length) {
    users.push(
      ...(await db.query(
        'SELECT email, email_unsubscribe_all FROM users WHERE promotion_id = ? AND email IN (?)',
        [promotionId, pasted],
      )),
    );
  }
  const unsubscribed = new Set(
    users.filter((u) => Number(u.email_unsubscribe_all) === 1).map((u) => u.email.toLowerCase()),
  );
  const all = distinctAddresses([...users.map((u) => u.email), ...pasted]);
  return all.map((email) => ({ email, skipped: unsubscribed.has(email) }));
}
