import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { connectMysql, connectRedis } from '../backends';
import type { Config } from '../config';
import { EventPublisher } from '../events';
import { RequestLimits } from '../rate-limit';
import { SessionStore } from '../session';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: DataSource;
    redis: Redis;
    sessions: SessionStore;
    events: EventPublisher;
    /** The counters of the request limits and login attempts (rate-limit.ts). */
    limits: RequestLimits;
  }
}

/** The shared clients: MySQL (migrated before serving), Redis, sessions, events, limit counters. */
export const backendsPlugin = fp<{ config: Config }>(
  async (fastify, { config }) => {
    const redis = await connectRedis(config.redisUrl, config.backendTimeoutMs);
    let db: DataSource;
    try {
      db = await connectMysql(config.mysqlUrl, config.poolSize, config.backendTimeoutMs);
    } catch (error) {
      redis.disconnect();
      throw error;
    }
    fastify.decorate('config', config);
    fastify.decorate('db', db);
    fastify.decorate('redis', redis);
    fastify.decorate(
      'sessions',
      new SessionStore({
        redis,
        prefix: config.redisPrefix,
        ttl: config.sessionTtl,
        ttlStayLoggedIn: config.sessionTtlStayLoggedIn,
        absoluteTtl: config.sessionAbsoluteTtl,
        absoluteTtlStayLoggedIn: config.sessionAbsoluteTtlStayLoggedIn,
      }),
    );
    fastify.decorate('events', new EventPublisher(redis, config.redisPrefix, fastify.log));
    fastify.decorate('limits', new RequestLimits(redis, config));
    fastify.addHook('onClose', async () => {
      await db.destroy();
      await redis.quit();
    });
  },
  { name: 'wellness-backends' },
);
