import type { FastifyInstance } from 'fastify';
import { clientHeaders, signIn } from '@wellness/platform/testing';
import { daysAgo, today } from './helpers';

/** A competition of the demo promotion running from `startsDaysAgo` for 30 days. */
export async function makeCompetition(
  server: FastifyInstance,
  fields: { scoring_rule?: string; freeze_on?: string | null; startsDaysAgo?: number } = {},
) {
  const start = daysAgo(fields.startsDaysAgo ?? 3);
  const end = daysAgo((fields.startsDaysAgo ?? 3) - 29);
  const { insertId } = await server.db.query(
    `INSERT INTO competitions (promotion_id, enrollment_starts_on, enrollment_ends_on,
       competition_starts_on, competition_ends_on, comp_length, freeze_team_scores,
       freeze_team_scores_on, scoring_rule) VALUES (2, ?, ?, ?, ?, 30, ?, ?, ?)`,
    [
      daysAgo(20),
      start,
      start,
      end,
      fields.freeze_on ? 1 : 0,
      fields.freeze_on ?? null,
      fields.scoring_rule ?? 'sum',
    ],
  );
  return Number(insertId);
}

/** A team of the competition whose members are new participants; their session cookies. */
export async function makeCompetitionTeam(
  server: FastifyInstance,
  competitionId: number,
  name: string,
  size: number,
) {
  const { insertId } = await server.db.query(
    'INSERT INTO teams (promotion_id, competition_id, name, status) VALUES (2, ?, ?, 1)',
    [competitionId, name],
  );
  const teamId = Number(insertId);
  const cookies: string[] = [];
  const ids: number[] = [];
  for (let i = 1; i <= size; i += 1) {
    const email = `${name.toLowerCase()}-${i}@demo.test`;
    const inserted = await server.db.query(
      `INSERT INTO users (promotion_id, email, password_hash, role, first_name, last_name, team_id)
       VALUES (2, ?, 'x', 'User', ?, ?, ?)`,
      [email, name, String(i), teamId],
    );
    ids.push(Number(inserted.insertId));
    cookies.push(await signIn(server, email));
  }
  return { id: teamId, cookies, ids };
}

/** Logs (or unlogs) an activity on a day as the signed-in participant. */
export const logActivity = (
  server: FastifyInstance,
  cookie: string,
  activityId: number,
  options: { day?: string; method?: 'POST' | 'DELETE' } = {},
) => {
  const { day = today(), method = 'POST' } = options;
  return server.inject({
    method,
    url: `/api/entries/${day}/entry_activities${method === 'DELETE' ? `/${activityId}` : ''}`,
    headers: clientHeaders(cookie),
    ...(method === 'POST' ? { payload: { activity_id: activityId, feels_value: 1 } } : {}),
  });
};

/** Repeatable activities of week 1 of the demo promotion. */
export async function weekOneActivities(server: FastifyInstance, count: number) {
  const rows: Array<{ id: number }> = await server.db.query(
    'SELECT id FROM activities WHERE promotion_id = 2 AND week_available = 1 AND is_one_time = 0 AND parent_activity_id IS NULL ORDER BY id LIMIT ?',
    [count],
  );
  return rows.map((row) => Number(row.id));
}

/** GET the competition's team board as the caller: [status, body]. */
export async function competitionBoard(
  server: FastifyInstance,
  cookie: string,
  competitionId: number,
  query = '',
) {
  const response = await server.inject({
    url: `/api/competitions/${competitionId}/leaderboard${query ? `?${query}` : ''}`,
    headers: clientHeaders(cookie),
  });
  return { status: response.statusCode, ...response.json() };
}
