import type { FastifyInstance } from 'fastify';
import { clientHeaders } from '@wellness/platform/testing';
import { TEAM_STATUS } from '@wellness/schema';
import { userIdOf } from './helpers';

/** GET one of the boards of the demo promotion as the signed-in caller: [status, body]. */
export async function board(server: FastifyInstance, cookie: string, path: string) {
  const response = await server.inject({
    url: `/api/promotions/2/${path}`,
    headers: clientHeaders(cookie),
  });
  return { status: response.statusCode, ...response.json() };
}

type ShownRow = {
  name?: string;
  profile?: { first_name: string; last_name: string };
  score: number;
  rank: number;
};

/** [name, or first and last name, score, rank] of each row: what a board shows. */
export const shown = (rows: ShownRow[]) =>
  rows.map((row) => [
    row.name ?? `${row.profile!.first_name} ${row.profile!.last_name}`,
    row.score,
    row.rank,
  ]);

export async function setPoints(server: FastifyInstance, points: Record<string, number>) {
  for (const [email, total] of Object.entries(points)) {
    await server.db.query('UPDATE users SET total_points = ? WHERE email = ?', [total, email]);
  }
}

/** Creates a team of the demo promotion with the given members (users.team_id). */
export async function makeTeam(
  server: FastifyInstance,
  name: string,
  members: string[],
  status: number = TEAM_STATUS.official,
) {
  const { insertId } = await server.db.query(
    'INSERT INTO teams (promotion_id, name, status) VALUES (2, ?, ?)',
    [name, status],
  );
  for (const email of members) {
    await server.db.query('UPDATE users SET team_id = ? WHERE email = ?', [insertId, email]);
  }
  return Number(insertId);
}

/** An accepted (or other status) friendship between two demo users. */
export async function befriend(server: FastifyInstance, from: string, to: string, status = 'A') {
  await server.db.query(
    'INSERT INTO friendships (promotion_id, friender_id, friendee_id, status) VALUES (2, ?, ?, ?)',
    [await userIdOf(server, from), await userIdOf(server, to), status],
  );
}

/** Moves a demo user to the location named (any level of the tree). */
export async function placeAt(server: FastifyInstance, email: string, location: string) {
  await server.db.query(
    'UPDATE users SET location_id = (SELECT id FROM locations WHERE promotion_id = 2 AND name = ?) WHERE email = ?',
    [location, email],
  );
}
