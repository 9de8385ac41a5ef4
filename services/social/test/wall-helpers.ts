import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_HOST,
  buildTestApp,
  clientHeaders,
  resetData,
  signIn,
} from '@wellness/platform/testing';
import { app } from '../src/app';

export interface Actor {
  name: string;
  cookie: string;
  host: string;
  id: number;
}

/** Signs in a seeded user (demo promotion unless host says otherwise). */
export async function actor(
  server: FastifyInstance,
  name: string,
  email: string,
  host = 'demo.localhost:8080',
): Promise<Actor> {
  const cookie = await signIn(server, email, host);
  const [{ id }] = await server.db.query('SELECT id FROM users WHERE email = ?', [email]);
  return { name, cookie, host, id: Number(id) };
}

/**
 * A participant of the default promotion: "a user of another promotion". Not its master, who
 * may moderate any promotion's wall from the dashboard (services/social README).
 */
async function outsiderEmail(server: FastifyInstance) {
  const email = 'outsider@wellness.test';
  await server.db.query(
    `INSERT IGNORE INTO users (promotion_id, email, password_hash, first_name, last_name)
     SELECT 1, ?, password_hash, 'Otto', 'Outsider' FROM users WHERE email = 'master@wellness.test'`,
    [email],
  );
  return email;
}

/** The seven viewers of spec 2 s6's table used across the wall tests. */
export async function wallActors(server: FastifyInstance) {
  // A wall expert who is neither poster nor coordinator: the attribute, not a role.
  await server.db.query(
    "UPDATE users SET is_wall_expert = TRUE WHERE email = 'locationcoordinator@demo.test'",
  );
  return {
    author: await actor(server, 'author', 'participant@demo.test'),
    other: await actor(server, 'another participant', 'participant2@demo.test'),
    coordinator: await actor(server, 'coordinator', 'coordinator@demo.test'),
    poster: await actor(server, 'poster (wall expert)', 'poster@demo.test'),
    master: await actor(server, 'master', 'master@demo.test'),
    expert: await actor(server, 'wall expert', 'locationcoordinator@demo.test'),
    outsider: await actor(server, 'other promotion', await outsiderEmail(server), DEFAULT_HOST),
  };
}

export type WallActors = Awaited<ReturnType<typeof wallActors>>;

export function api(server: FastifyInstance) {
  const call = (
    who: Actor,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    server.inject({
      method,
      url,
      headers: clientHeaders(who.cookie, who.host),
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    post: async (who: Actor, body: object) => {
      const response = await call(who, 'POST', '/api/posts', body);
      if (response.statusCode !== 201) throw new Error(`post failed: ${response.body}`);
      return response.json().data as { id: number } & Record<string, unknown>;
    },
    wall: async (who: Actor, query = '') => {
      const response = await call(who, 'GET', `/api/posts${query}`);
      if (response.statusCode !== 200) throw new Error(`wall failed: ${response.body}`);
      return response.json() as {
        data: Array<
          Record<string, unknown> & {
            id: number;
            content: string;
            reply_count: number;
            posts: Array<{ content: string; depth: number }>;
          }
        >;
        meta: { total_records: number; page_size: number };
      };
    },
  };
}

/** Makes two users of the demo promotion accepted friends (tagging needs it: spec 2 s1). */
export async function befriend(server: FastifyInstance, a: Actor, ...others: Actor[]) {
  for (const b of others)
    await server.db.query(
      "INSERT IGNORE INTO friendships (promotion_id, friender_id, friendee_id, status) VALUES (2, ?, ?, 'A')",
      [a.id, b.id],
    );
}

/** Empties the walls (posts and what hangs on them): cheaper than seeding again. */
export async function emptyWalls(server: FastifyInstance) {
  for (const table of ['posts', 'likes', 'follows', 'post_tags', 'notifications'])
    await server.db.query(`DELETE FROM \`${table}\``);
}

/** The social service on the worker's freshly seeded database, its actors and its API client. */
export async function wallServer() {
  const server = await buildTestApp(app);
  await resetData(server);
  return { server, actors: await wallActors(server), wall: api(server) };
}
