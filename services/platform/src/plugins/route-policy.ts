import fp from 'fastify-plugin';
import type { FastifySchema } from 'fastify';
import type { AccessPolicy } from '../access';

/** A route as declared: what the guardrail suites enumerate. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: AccessPolicy;
  schema: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route of this service with its access policy and schemas. */
    declaredRoutes: DeclaredRoute[];
  }
}

/**
 * Refuses to start a service with an unguarded route: every /api route declares its access
 * policy and its schemas (params, query and body where it takes them, and each response).
 */
export const routePolicyPlugin = fp(
  async (fastify) => {
    const declared: DeclaredRoute[] = [];
    fastify.decorate('declaredRoutes', declared);
    fastify.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      const name = `${String(route.method)} ${route.url}`;
      const access = route.config?.access;
      if (!access) throw new Error(`Route ${name} declares no access policy`);
      if (!route.schema?.response) throw new Error(`Route ${name} declares no response schema`);
      if (route.url.includes(':') && !route.schema.params) {
        throw new Error(`Route ${name} declares no params schema`);
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m)) && !route.schema.body) {
        throw new Error(`Route ${name} declares no body schema`);
      }
      for (const method of methods.filter((m) => m !== 'HEAD')) {
        declared.push({ method, url: route.url, access, schema: route.schema });
      }
    });
  },
  { name: 'wellness-route-policy' },
);
