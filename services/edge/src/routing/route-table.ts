import Router from 'find-my-way';
import type { HTTPMethod } from 'find-my-way';
import { OPERATION_METHODS, toRouterPath } from './openapi';
import type { ServiceDocument } from './openapi';

/** Where a request goes: the service that declared its route. */
export interface RouteOwner {
  service: string;
  upstream: string;
}

export interface RouteTable {
  /** The owner of `method path` (path without query string), or null when no service declares it. */
  find(method: string, path: string): RouteOwner | null;
  routes: ReadonlyArray<{ method: string; path: string; service: string }>;
}

/** Routes the edge answers itself; a service declaring one of them is a start-up error. */
export interface ReservedRoute {
  method: string;
  path: string;
}

export class RouteConflictError extends Error {}

/** Two templates that differ only in parameter names match the same requests. */
const shapeOf = (method: string, routerPath: string) =>
  `${method} ${routerPath.replace(/:[A-Za-z0-9_]+/g, ':')}`;

/**
 * Builds the edge's routing table from the services' own route declarations: every
 * (method, path) under /api of every document maps to the service that declared it. Two
 * services declaring the same route is an error naming both.
 */
export function buildRouteTable(
  documents: readonly ServiceDocument[],
  reserved: readonly ReservedRoute[] = [],
): RouteTable {
  const router = Router();
  const owners = new Map<string, string>(
    reserved.map((route) => [shapeOf(route.method, toRouterPath(route.path)), 'the edge']),
  );
  const routes: Array<{ method: string; path: string; service: string }> = [];

  for (const { service, upstream, document } of documents) {
    for (const [template, item] of Object.entries(document.paths ?? {})) {
      if (template !== '/api' && !template.startsWith('/api/')) continue;
      const routerPath = toRouterPath(template);
      for (const operation of OPERATION_METHODS) {
        if (!item?.[operation]) continue;
        const method = operation.toUpperCase();
        const shape = shapeOf(method, routerPath);
        const owner = owners.get(shape);
        if (owner === service) continue;
        if (owner !== undefined) {
          throw new RouteConflictError(
            `Route ${method} ${template} is declared by both ${owner} and ${service}`,
          );
        }
        owners.set(shape, service);
        const target: RouteOwner = { service, upstream };
        router.on(method as HTTPMethod, routerPath, () => undefined, target);
        routes.push({ method, path: template, service });
      }
    }
  }

  const lookup = (method: string, path: string): RouteOwner | null =>
    (router.find(method as HTTPMethod, path)?.store as RouteOwner | undefined) ?? null;

  return {
    routes,
    // Fastify answers HEAD for every GET route, so the edge does too.
    find: (method, path) =>
      lookup(method, path) ?? (method === 'HEAD' ? lookup('GET', path) : null),
  };
}
