import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Role } from '@wellness/schema';
import { luaScript } from './lua';

export const SESSION_COOKIE = 'wellness_session';

/** What a session knows about its user: enough to authorize without a database read. */
export interface SessionRecord {
  user_id: number;
  promotion_id: number;
  role: Role;
  stay_logged_in: boolean;
  created_at: string;
  /** An impersonation: the staff member who opened it. */
  impersonated_by?: number;
  /** An impersonation opened over the staff member's own session on this host: its id. */
  returns_to?: string;
}

export interface SessionStoreOptions {
  redis: Redis;
  prefix: string;
  ttl: number;
  ttlStayLoggedIn: number;
  /** Seconds since created_at after which a session ends however often it is used. */
  absoluteTtl: number;
  absoluteTtlStayLoggedIn: number;
}

const sessionKey = (prefix: string, id: string) => `${prefix}session:${id}`;

/**
 * Ended sessions are announced here (`{"session_ids": [...]}`) so the realtime gateway closes
 * their open sockets: a logged-out, locked, deleted or unlocked user hears nothing more.
 */
export const sessionsEndedChannel = (prefix: string) => `${prefix}sessions-ended`;
const userSessionsKey = (prefix: string, userId: number) => `${prefix}user-sessions:${userId}`;

/**
 * GET and slide in one call: EXPIRE by the idle lifetime (ARGV[2] for a session that stays
 * logged in, else ARGV[1]); the record is the JSON `create` wrote, whose flag reads exactly so.
 */
const readAndSlide = luaScript(`
local raw = redis.call('GET', KEYS[1])
if not raw then return false end
local ttl = ARGV[1]
if string.find(raw, '"stay_logged_in":true', 1, true) then ttl = ARGV[2] end
redis.call('EXPIRE', KEYS[1], ttl)
return raw`);

/** Sessions live in Redis so that every service and replica verifies the same record. */
export class SessionStore {
  constructor(private readonly options: SessionStoreOptions) {}

  ttlFor(stayLoggedIn: boolean): number {
    return stayLoggedIn ? this.options.ttlStayLoggedIn : this.options.ttl;
  }

  /** Creates a session and returns its opaque id (256 random bits). */
  async create(record: Omit<SessionRecord, 'created_at'>): Promise<string> {
    const { redis, prefix } = this.options;
    const id = randomBytes(32).toString('base64url');
    const ttl = this.ttlFor(record.stay_logged_in);
    const value: SessionRecord = { ...record, created_at: new Date().toISOString() };
    await redis
      .multi()
      .set(sessionKey(prefix, id), JSON.stringify(value), 'EX', ttl)
      .sadd(userSessionsKey(prefix, record.user_id), id)
      // As long as any session can live, so that ending all of a user's sessions finds each.
      .expire(userSessionsKey(prefix, record.user_id), this.longestLifetime)
      .exec();
    return id;
  }

  private get longestLifetime(): number {
    return Math.max(this.options.absoluteTtl, this.options.absoluteTtlStayLoggedIn);
  }

  /** Seconds the session may still live before its absolute end (0 or less: over). */
  private secondsLeft(record: SessionRecord): number {
    const lifetime = record.stay_logged_in
      ? this.options.absoluteTtlStayLoggedIn
      : this.options.absoluteTtl;
    // A record without a readable start is treated as over: fail closed.
    const started = Date.parse(record.created_at) || 0;
    return Math.ceil((started + lifetime * 1000 - Date.now()) / 1000);
  }

  /** The Redis key of a session id as a cookie brings it; null for one `read` would refuse. */
  keyOf(id: string | undefined): string | null {
    return id && id.length <= 128 ? sessionKey(this.options.prefix, id) : null;
  }

  /**
   * Reads a session and slides its expiry, never past its absolute end; null when unknown or
   * expired. One round trip (readAndSlide slides by the idle lifetime); a second only
   * when the absolute end comes sooner. A session past its absolute lifetime is ended here
   * (sockets included).
   */
  async read(id: string | undefined): Promise<SessionRecord | null> {
    const key = this.keyOf(id);
    if (!id || !key) return null;
    const { redis } = this.options;
    const raw = (await readAndSlide(
      redis,
      [key],
      [this.options.ttl, this.options.ttlStayLoggedIn],
    )) as string | null;
    if (!raw) return null;
    const record = JSON.parse(raw) as SessionRecord;
    const left = this.secondsLeft(record);
    if (left <= 0) {
      await this.end(id, record);
      return null;
    }
    const idle = this.ttlFor(record.stay_logged_in);
    if (left < idle) await redis.expire(key, left);
    return record;
  }

  async destroy(id: string): Promise<void> {
    const { redis, prefix } = this.options;
    const raw = await redis.get(sessionKey(prefix, id));
    await this.end(id, raw ? (JSON.parse(raw) as SessionRecord) : null);
  }

  private async end(id: string, record: SessionRecord | null): Promise<void> {
    const { redis, prefix } = this.options;
    const pipeline = redis.multi().del(sessionKey(prefix, id));
    if (record) pipeline.srem(userSessionsKey(prefix, record.user_id), id);
    await pipeline.exec();
    await this.announceEnded([id]);
  }

  /** Ends every session of a user: logout everywhere, password change, lock, delete. */
  async destroyAllForUser(userId: number): Promise<void> {
    const { redis, prefix } = this.options;
    const ids = await redis.smembers(userSessionsKey(prefix, userId));
    await redis
      .multi()
      .del(...ids.map((id) => sessionKey(prefix, id)), userSessionsKey(prefix, userId))
      .exec();
    await this.announceEnded(ids);
  }

  /** Ends every session of a user but the one in use: a password changed in the settings. */
  async destroyOthersOfUser(userId: number, keepId: string): Promise<void> {
    const { redis, prefix } = this.options;
    const ids = (await redis.smembers(userSessionsKey(prefix, userId))).filter(
      (id) => id !== keepId,
    );
    if (ids.length === 0) return;
    await redis
      .multi()
      .del(...ids.map((id) => sessionKey(prefix, id)))
      .srem(userSessionsKey(prefix, userId), ...ids)
      .exec();
    await this.announceEnded(ids);
  }

  /** Best effort: the sessions are already gone; a socket missed here fails its next join. */
  private async announceEnded(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const { redis, prefix } = this.options;
    try {
      await redis.publish(sessionsEndedChannel(prefix), JSON.stringify({ session_ids: ids }));
    } catch {
      // Redis just answered the delete; a failed publish is not worth failing a logout for.
    }
  }
}
