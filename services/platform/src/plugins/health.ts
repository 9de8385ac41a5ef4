import fp from 'fastify-plugin';
import { withTimeout } from '../unavailable';

/** A readiness check that gets no answer within this long counts as down. */
export const READINESS_CHECK_TIMEOUT_MS = 2000;

/** /healthz: the process is alive. /readyz: MySQL and Redis answer (each within 2 s). */
export const healthPlugin = fp(
  async (fastify) => {
    fastify.get('/healthz', { schema: { hide: true } }, async () => ({
      data: { status: 'ok' },
      meta: {},
    }));
    fastify.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      const checks = await Promise.allSettled([
        withTimeout(fastify.db.query('SELECT 1'), READINESS_CHECK_TIMEOUT_MS, 'MySQL'),
        withTimeout(fastify.redis.ping(), READINESS_CHECK_TIMEOUT_MS, 'Redis'),
      ]);
      const [mysql, redis] = checks.map((check) => check.status === 'fulfilled');
      if (mysql && redis) return { data: { status: 'ready', mysql, redis }, meta: {} };
      return reply.status(503).send({
        errors: [`Not ready: mysql ${mysql ? 'up' : 'down'}, redis ${redis ? 'up' : 'down'}`],
      });
    });
  },
  { name: 'wellness-health', dependencies: ['wellness-backends'] },
);
