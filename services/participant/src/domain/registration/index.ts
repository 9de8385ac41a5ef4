import { DEFAULT_PROMOTION_ID, HttpError } from '@wellness/platform';
import type { DataSource, EntityManager } from 'typeorm';

export { REGISTRATION_FULL, isFull, takePlace } from './capacity';

// Spec 3 s5 and s8, word for word.
export const EMAIL_IN_USE = 'Email address is already in use. Would you like to log in?';
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const REGISTRATION_CLOSED = 'closed';
export const labelRequired = (label: string) => `${label} is required.`;
export const labelInUse = (label: string) => `${label} is already in use.`;
export const labelInvalid = (label: string) => `Invalid ${label}.`;
/** Not in the spec (the client asks before it sends): a picture of another promotion. */
export const INVALID_PROFILE_IMAGE = 'Please choose one of the profile images.';
export const INVALID_LOCATION = 'Please choose a location.';

/** The eligibility content's identifier label when the promotion names none (spec 3 s5). */
export const DEFAULT_IDENTIFIER_LABEL = 'Token';

export { registrationState } from '@wellness/platform';
export type { RegistrationState } from '@wellness/platform';

export async function emailTaken(
  db: DataSource | EntityManager,
  promotionId: number,
  email: string,
): Promise<boolean> {
  const rows: unknown[] = await db.query(
    'SELECT 1 FROM users WHERE promotion_id = ? AND email = ? LIMIT 1',
    [promotionId, email],
  );
  return rows.length > 0;
}

/**
 * The name the promotion gives its eligibility identifier: the `identifier_label` custom
 * field of its `eligibility` content item (its own, else the default promotion's), else Token.
 */
export async function identifierLabel(db: DataSource, promotionId: number): Promise<string> {
  const rows: Array<{ promotion_id: number; custom_fields: string | null }> = await db.query(
    `SELECT promotion_id, custom_fields FROM contents
     WHERE category = 'eligibility' AND promotion_id IN (?, ?)
     ORDER BY promotion_id = ? DESC, sequence, id`,
    [promotionId, DEFAULT_PROMOTION_ID, promotionId],
  );
  for (const row of rows) {
    try {
      const fields = JSON.parse(row.custom_fields ?? '{}') as { identifier_label?: unknown };
      const label =
        typeof fields.identifier_label === 'string' ? fields.identifier_label.trim() : '';
      if (label) return label;
    } catch {
      // A malformed custom_fields value names no label.
    }
  }
  return DEFAULT_IDENTIFIER_LABEL;
}

export interface EligibilityRow {
  id: number;
  identifier: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  user_id: number | null;
}

export async function eligibilityByIdentifier(
  db: DataSource | EntityManager,
  promotionId: number,
  identifier: string,
): Promise<EligibilityRow | null> {
  const [row]: EligibilityRow[] = await db.query(
    `SELECT id, identifier, first_name, last_name, email, user_id FROM eligibilities
     WHERE promotion_id = ? AND identifier = ?`,
    [promotionId, identifier],
  );
  return row ? { ...row, id: Number(row.id) } : null;
}

/**
 * The registration-time check (spec 3 s7 check_eligibility): the row if it is free, else the
 * spec's 404 'Invalid {label}.' or 422 '{label} is already in use.'.
 */
export async function freeEligibility(
  db: DataSource,
  promotionId: number,
  identifier: string,
  label: string,
): Promise<EligibilityRow> {
  const trimmed = identifier.trim();
  if (!trimmed) throw new HttpError(422, labelRequired(label));
  const row = await eligibilityByIdentifier(db, promotionId, trimmed);
  if (!row) throw new HttpError(404, labelInvalid(label));
  if (row.user_id !== null) throw new HttpError(422, labelInUse(label));
  return row;
}

/**
 * Gives the eligibility row to the new user inside the registration's transaction. The
 * conditional UPDATE is the only claim: of two people registering with one identifier at
 * once exactly one changes the row; the other's transaction is rolled back with the spec's
 * message.
 */
export async function claimEligibility(
  manager: EntityManager,
  promotionId: number,
  identifier: string,
  userId: number,
  label: string,
): Promise<void> {
  const claimed: { affectedRows: number } = await manager.query(
    'UPDATE eligibilities SET user_id = ? WHERE promotion_id = ? AND identifier = ? AND user_id IS NULL',
    [userId, promotionId, identifier],
  );
  if (claimed.affectedRows === 1) return;
  const row = await eligibilityByIdentifier(manager, promotionId, identifier);
  throw new HttpError(row ? 422 : 404, row ? labelInUse(label) : labelInvalid(label));
}

export interface ProfileImageRow {
  id: number;
  url: string;
  promotion_id: number;
}

export async function profileImages(db: DataSource, promotionId: number) {
  const rows: ProfileImageRow[] = await db.query(
    'SELECT id, url, promotion_id FROM profile_images WHERE promotion_id = ? ORDER BY id',
    [promotionId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    url: row.url,
    promotion_id: Number(row.promotion_id),
  }));
}

export async function profileImageOf(db: DataSource, promotionId: number, id: number) {
  const [row]: ProfileImageRow[] = await db.query(
    'SELECT id, url, promotion_id FROM profile_images WHERE promotion_id = ? AND id = ?',
    [promotionId, id],
  );
  return row ?? null;
}

export interface LocationOption {
  id: number;
  name: string;
  parent_id: number | null;
  level: number;
}

/** The promotion's locations for the registration pickers: parents first, by name. */
export async function locationOptions(db: DataSource, promotionId: number) {
  const rows: LocationOption[] = await db.query(
    `SELECT id, name, parent_id, level FROM locations WHERE promotion_id = ?
     ORDER BY parent_id IS NOT NULL, name, id`,
    [promotionId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    level: Number(row.level),
  }));
}
