import fp from 'fastify-plugin';

const REQUIRED_SCHEMAS = ['response'] as const;

/**
 * Refuses to start a service with an unguarded route: every /api route declares its access
 * policy and its schemas (params, query and body where it takes them, and each response).
 */
export const routePolicyPlugin = fp(
  async (fastify) => {
    fastify.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      const name = `${String(route.method)} ${route.url}`;
      if (!route.config?.access) throw new Error(`Route ${name} declares no access policy`);
      for (const key of REQUIRED_SCHEMAS) {
        if (!route.schema?.[key]) throw new Error(`Route ${name} declares no ${key} schema`);
      }
      if (route.url.includes(':') && !route.schema?.params) {
        throw new Error(`Route ${name} declares no params schema`);
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m)) && !route.schema?.body) {
        throw new Error(`Route ${name} declares no body schema`);
      }
    });
  },
  { name: 'wellness-route-policy' },
);
