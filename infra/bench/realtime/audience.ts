import { createConnection } from 'mysql2/promise';
import type { RowDataPacket } from 'mysql2/promise';
import { Redis } from 'ioredis';
import { SESSION_COOKIE, SessionStore, loadConfig } from '@wellness/platform';

const CHUNK = 1_000;

export interface Audience {
  promotionId: number;
  channel: string;
  conversationId: number;
  /** One session cookie per socket, each a different member. */
  cookies: string[];
}

/**
 * `count` participants of the demo promotion on one team (team_members and users.team_id,
 * as the teams branch writes them), its team chat, and a session each, minted in Redis as
 * sign-in would (sign-in itself, argon2 and all, is not what this measures).
 */
export async function arrangeAudience(
  mysqlUrl: string,
  redisUrl: string,
  prefix: string,
  count: number,
): Promise<Audience> {
  const db = await createConnection({ uri: mysqlUrl });
  const redis = new Redis(redisUrl);
  try {
    const [[promotion]] = await db.query<RowDataPacket[]>(
      "SELECT id, websocket_channel FROM promotions WHERE subdomain = 'demo'",
    );
    const promotionId = Number(promotion.id);
    const [team] = await db.query<RowDataPacket[] & { insertId: number }>(
      "INSERT INTO teams (promotion_id, name, status) VALUES (?, 'Realtime bench', 1)",
      [promotionId],
    );
    const teamId = Number((team as unknown as { insertId: number }).insertId);
    const tag = Date.now().toString(36);
    for (let start = 0; start < count; start += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, count - start) }, (_, k) => [
        promotionId,
        `realtime.${tag}.${start + k}@bench.test`,
        'x',
        'Realtime',
        `Member ${start + k}`,
        teamId,
      ]);
      await db.query(
        'INSERT INTO users (promotion_id, email, password_hash, first_name, last_name, team_id) VALUES ?',
        [rows],
      );
    }
    const [users] = await db.query<RowDataPacket[]>(
      'SELECT id FROM users WHERE team_id = ? ORDER BY id',
      [teamId],
    );
    const ids = users.map((row) => Number(row.id));
    for (let start = 0; start < ids.length; start += CHUNK) {
      await db.query('INSERT INTO team_members (team_id, user_id, promotion_id) VALUES ?', [
        ids.slice(start, start + CHUNK).map((id) => [teamId, id, promotionId]),
      ]);
    }
    const [conversation] = await db.query(
      "INSERT INTO conversations (promotion_id, conversation_type, conversation_type_id) VALUES (?, 't', ?)",
      [promotionId, teamId],
    );
    const config = loadConfig(0, { ...process.env, REDIS_PREFIX: prefix });
    const sessions = new SessionStore({
      redis,
      prefix,
      ttl: config.sessionTtl,
      ttlStayLoggedIn: config.sessionTtlStayLoggedIn,
      absoluteTtl: config.sessionAbsoluteTtl,
      absoluteTtlStayLoggedIn: config.sessionAbsoluteTtlStayLoggedIn,
    });
    const cookies: string[] = [];
    for (const id of ids) {
      const session = await sessions.create({
        user_id: id,
        promotion_id: promotionId,
        role: 'User',
        stay_logged_in: false,
      });
      cookies.push(`${SESSION_COOKIE}=${session}`);
    }
    return {
      promotionId,
      channel: String(promotion.websocket_channel),
      conversationId: Number((conversation as unknown as { insertId: number }).insertId),
      cookies,
    };
  } finally {
    await db.end();
    redis.disconnect();
  }
}
