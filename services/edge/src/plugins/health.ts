import fp from 'fastify-plugin';

/** /healthz: the process is alive. /readyz: the routing table is built. */
export const healthPlugin = fp(
  async (fastify) => {
    fastify.get('/healthz', async () => ({ data: { status: 'ok' }, meta: {} }));
    fastify.get('/readyz', async (_request, reply) => {
      const { table } = fastify.apiRoutes;
      if (!table) return reply.code(503).send({ errors: ['Not ready: route table not built'] });
      return { data: { status: 'ready', routes: table.routes.length }, meta: {} };
    });
  },
  { name: 'wellness-edge-health', dependencies: ['wellness-edge-routing'] },
);
