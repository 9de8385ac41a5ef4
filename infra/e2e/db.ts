import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import type { ResultSetHeader } from 'mysql2/promise';
import { E2E_MYSQL_URL } from './stack-config';

/** Runs statements against the e2e database: for set-ups no screen offers yet (dates, limits). */
export async function sql(statement: string, params: unknown[] = []): Promise<unknown> {
  const connection = await createConnection({ uri: E2E_MYSQL_URL });
  try {
    const [rows] = await connection.query(statement, params);
    return rows;
  } finally {
    await connection.end();
  }
}

/** A word no other test, repetition or run has used: for e-mails, names and titles. */
export const uniqueTag = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export interface Participant {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** First and last name, as the leaderboard, the wall and the users table show it. */
  name: string;
}

/**
 * A new participant (role User) of the demo promotion who signs in with the demo password.
 * A test that logs, posts, favourites or edits as a participant arranges its own this way,
 * so that it never depends on what another test did to a seeded account (or undid).
 * The last name ends in a unique tag, so the name finds this participant's row alone; the
 * e-mail is unique too (`e2e.<tag>@demo.test` unless given).
 */
export async function newParticipant({
  firstName = 'Ivy',
  lastName = 'Independent',
  email,
}: { firstName?: string; lastName?: string; email?: string } = {}): Promise<Participant> {
  const tag = uniqueTag();
  const address = email ?? `e2e.${tag}@demo.test`;
  const last = `${lastName} ${tag}`;
  // Promotion, office and the demo password's hash come from the seed's first participant.
  const result = (await sql(
    `INSERT INTO users (promotion_id, location_id, email, password_hash, role, first_name, last_name)
     SELECT promotion_id, location_id, ?, password_hash, 'User', ?, ? FROM users
      WHERE email = 'participant@demo.test'`,
    [address, firstName, last],
  )) as ResultSetHeader;
  if (result.affectedRows !== 1) throw new Error('the seed has no participant@demo.test to copy');
  return {
    id: result.insertId,
    email: address,
    firstName,
    lastName: last,
    name: `${firstName} ${last}`,
  };
}
