import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * A Lua script called by its SHA1 (EVALSHA), its text sent only when Redis answers NOSCRIPT
 * (a new or flushed Redis): hot paths (the session read, a board's page) send a few dozen
 * bytes a call instead of the script, and Redis does not hash the text again each time.
 */
export function luaScript(lua: string) {
  const sha = createHash('sha1').update(lua).digest('hex');
  return async (redis: Redis, keys: string[], args: Array<string | number>): Promise<unknown> => {
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(lua, keys.length, ...keys, ...args);
    }
  };
}
