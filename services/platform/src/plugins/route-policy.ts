import fp from 'fastify-plugin';
import type { FastifySchema } from 'fastify';
import type { AccessPolicy } from '../access';
import type { RouteLimit } from '../rate-limit';

/** A route as declared: what the guardrail suites enumerate. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: AccessPolicy;
  /** The limit class it declares (every POST/PUT/PATCH/DELETE declares one). */
  limit: RouteLimit | undefined;
  schema: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route of this service with its access policy and schemas. */
    declaredRoutes: DeclaredRoute[];
  }
}

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Refuses to start a service with an unguarded route: every /api route declares its access
 * policy and its schemas (params, query and body where it takes them, and each response),
 * and every state-changing one its limit class (`limit: 'none'` only with its reason beside it).
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
      const limit = route.config?.limit;
      if (methods.some((m) => WRITES.includes(m)) && !limit) {
        throw new Error(`Route ${name} declares no limit class`);
      }
      for (const method of methods.filter((m) => m !== 'HEAD')) {
        declared.push({ method, url: route.url, access, limit, schema: route.schema });
      }
    });
  },
  { name: 'wellness-route-policy' },
);
