import type { DataSource } from 'typeorm';
import {
  EMAIL_PATTERN,
  changeBoards,
  isDuplicateEntry,
  locationPickProblem,
  unprocessable,
} from '@wellness/platform';
import type { BoardWriter } from '@wellness/platform';
import type { Role } from '@wellness/schema';
import { isEmailTaken } from './queries';

export const EMAIL_TAKEN = 'Email has already been taken.';
const INVALID_EMAIL = 'Please enter a valid email address.';
export const UNKNOWN_LOCATION = 'Location could not be found in this promotion.';
export const NAME_MAX = 100;
export const EMAIL_MAX = 255;

/** The names and e-mail every user form saves (settings, the promotion's user form). */
export interface PersonalSettingsNames {
  first_name: string;
  last_name: string;
  email: string;
}

interface PersonalSettings extends PersonalSettingsNames {
  location_id: number | null;
}

/** Trims the names and the e-mail (stored lower-case, as sign-in compares it); 422 when bad. */
export function normalisePersonalSettings<T extends PersonalSettingsNames>(input: T): T {
  const first_name = input.first_name.trim();
  const last_name = input.last_name.trim();
  const email = input.email.trim().toLowerCase();
  if (!first_name) throw unprocessable('First name is required.');
  if (!last_name) throw unprocessable('Last name is required.');
  if (first_name.length > NAME_MAX || last_name.length > NAME_MAX) {
    throw unprocessable(`Names are limited to ${NAME_MAX} characters.`);
  }
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) throw unprocessable(INVALID_EMAIL);
  return { ...input, first_name, last_name, email };
}

/**
 * Saves first and last name, e-mail and location of a user, after the promotion's checks. A
 * new location must be one of the promotion's at the level the user's role picks (platform
 * `pickOf`: top level for master and coordinator, the deepest level for everyone else); a
 * location kept as it was is not checked again.
 */
export async function savePersonalSettings(
  db: DataSource,
  user: { id: number; promotion_id: number; role: Role; location_id: number | null },
  input: PersonalSettings,
  boards: BoardWriter,
): Promise<PersonalSettings> {
  const settings = normalisePersonalSettings(input);
  if (await isEmailTaken(db, user.promotion_id, settings.email, user.id)) {
    throw unprocessable(EMAIL_TAKEN);
  }
  if (settings.location_id !== null && settings.location_id !== user.location_id) {
    const problem = await locationPickProblem(
      db,
      user.promotion_id,
      settings.location_id,
      user.role,
    );
    if (problem) throw unprocessable(problem === 'missing' ? UNKNOWN_LOCATION : problem);
  }
  try {
    // A new location moves the user's points between location boards (row locked, as logging).
    await db.transaction(async (manager) => {
      await manager.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [user.id]);
      await changeBoards(manager, boards, user.id, () =>
        manager.query(
          'UPDATE users SET first_name = ?, last_name = ?, email = ?, location_id = ? WHERE id = ?',
          [settings.first_name, settings.last_name, settings.email, settings.location_id, user.id],
        ),
      );
    });
  } catch (error) {
    // Two saves racing for one address: the unique index decides, the caller hears why.
    if (isDuplicateEntry(error)) throw unprocessable(EMAIL_TAKEN);
    throw error;
  }
  return settings;
}
