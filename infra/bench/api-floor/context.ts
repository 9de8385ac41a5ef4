import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Pool, PoolConnection } from 'mysql2/promise';
import type { Queue } from 'bullmq';
import { SESSION_COOKIE } from '@wellness/platform';
import type { RequestLimits, SessionRecord, SessionStore } from '@wellness/platform';

/**
 * What every floor route works with: a mysql2 pool and an ioredis client set up as the
 * services set theirs up (10 connections; auto-pipelining), the platform's session store and
 * request limits (the same Redis commands a service sends), and the e-mail queue the badge
 * checks go to. No Fastify plugin, hook or schema: each route does its work and sends JSON.
 */
export interface FloorContext {
  pool: Pool;
  redis: Redis;
  prefix: string;
  sessions: SessionStore;
  limits: RequestLimits;
  queue: Queue;
}

/** mysql2's rows as the platform's `Sql` (TypeORM's `query`) answers them. */
export const sqlOf = (db: Pool | PoolConnection) => ({
  query: async (sql: string, parameters?: unknown[]) => {
    const [rows] = await db.query(sql, parameters);
    return rows as never;
  },
});

/** Rows of one statement, typed by the caller. */
export async function rows<T>(
  db: Pool | PoolConnection,
  sql: string,
  parameters: unknown[],
): Promise<T[]> {
  const [result] = await db.query(sql, parameters);
  return result as T[];
}

/** The session cookie's id from the Cookie header, read by hand (no cookie plugin). */
function sessionId(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  const pair = header.split(/;\s*/).find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  return pair?.slice(SESSION_COOKIE.length + 1);
}

/**
 * The session read every signed-in request makes (the same Lua script: GET and slide the
 * expiry); answers 401 and null when there is none.
 */
export async function signedIn(
  context: FloorContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<(SessionRecord & { id: string }) | null> {
  const id = sessionId(request);
  const record = await context.sessions.read(id);
  if (!record || !id) {
    void reply.code(401).send({ errors: ['Log In Required'] });
    return null;
  }
  return { ...record, id };
}

/** The session's Redis key, for reads that leave with the session read (boards). */
export const sessionKeyOf = (context: FloorContext, request: FastifyRequest) =>
  context.sessions.keyOf(sessionId(request));
