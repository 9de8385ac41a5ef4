import type { DataSource } from 'typeorm';
import { unprocessable } from '@wellness/platform';

export const EMAIL_TAKEN = 'Email has already been taken.';
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const UNKNOWN_LOCATION = 'Location could not be found in this promotion.';
export const NAME_MAX = 100;
export const EMAIL_MAX = 255;

/** One address, no spaces, a dot in the domain: the format check registration also shows. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PersonalSettings {
  first_name: string;
  last_name: string;
  email: string;
  location_id: number | null;
}

/** Trims the names and the e-mail (stored lower-case, as sign-in compares it); 422 when bad. */
export function normalisePersonalSettings(input: PersonalSettings): PersonalSettings {
  const first_name = input.first_name.trim();
  const last_name = input.last_name.trim();
  const email = input.email.trim().toLowerCase();
  if (!first_name) throw unprocessable('First name is required.');
  if (!last_name) throw unprocessable('Last name is required.');
  if (first_name.length > NAME_MAX || last_name.length > NAME_MAX) {
    throw unprocessable(`Names are limited to ${NAME_MAX} characters.`);
  }
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) throw unprocessable(INVALID_EMAIL);
  return { first_name, last_name, email, location_id: input.location_id };
}

/** Whether another user of the promotion already signs in with this e-mail. */
export async function isEmailTaken(
  db: DataSource,
  promotionId: number,
  email: string,
  exceptUserId: number,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT id FROM users WHERE promotion_id = ? AND LOWER(email) = ? AND id <> ? LIMIT 1',
    [promotionId, email.trim().toLowerCase(), exceptUserId],
  );
  return rows.length > 0;
}

/** The promotion's locations, regions first, for the location select. */
export async function promotionLocations(db: DataSource, promotionId: number) {
  const rows: Array<{ id: number; name: string; parent_id: number | null; level: number }> =
    await db.query(
      'SELECT id, name, parent_id, level FROM locations WHERE promotion_id = ? ORDER BY level, name, id',
      [promotionId],
    );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    level: Number(row.level),
  }));
}

/** Saves first and last name, e-mail and location of a user, after the promotion's checks. */
export async function savePersonalSettings(
  db: DataSource,
  user: { id: number; promotion_id: number },
  input: PersonalSettings,
): Promise<PersonalSettings> {
  const settings = normalisePersonalSettings(input);
  if (await isEmailTaken(db, user.promotion_id, settings.email, user.id)) {
    throw unprocessable(EMAIL_TAKEN);
  }
  if (settings.location_id !== null) {
    const [location] = await db.query(
      'SELECT id FROM locations WHERE id = ? AND promotion_id = ?',
      [settings.location_id, user.promotion_id],
    );
    if (!location) throw unprocessable(UNKNOWN_LOCATION);
  }
  try {
    await db.query(
      'UPDATE users SET first_name = ?, last_name = ?, email = ?, location_id = ? WHERE id = ?',
      [settings.first_name, settings.last_name, settings.email, settings.location_id, user.id],
    );
  } catch (error) {
    // Two saves racing for one address: the unique index decides, the caller hears why.
    const failure = error as { code?: string; driverError?: { code?: string } };
    if ((failure.driverError?.code ?? failure.code) === 'ER_DUP_ENTRY') {
      throw unprocessable(EMAIL_TAKEN);
    }
    throw error;
  }
  return settings;
}
