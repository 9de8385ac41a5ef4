import fp from 'fastify-plugin';

/** /healthz: the process is alive. /readyz: MySQL and Redis answer. */
export const healthPlugin = fp(
  async (fastify) => {
    fastify.get('/healthz', { schema: { hide: true } }, async () => ({
      data: { status: 'ok' },
      meta: {},
    }));
    fastify.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      const checks = await Promise.allSettled([fastify.db.query('SELECT 1'), fastify.redis.ping()]);
      const [mysql, redis] = checks.map((check) => check.status === 'fulfilled');
      if (mysql && redis) return { data: { status: 'ready', mysql, redis }, meta: {} };
      return reply.status(503).send({
        errors: [`Not ready: mysql ${mysql ? 'up' : 'down'}, redis ${redis ? 'up' : 'down'}`],
      });
    });
  },
  { name: 'wellness-health', dependencies: ['wellness-backends'] },
);
