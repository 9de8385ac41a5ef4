import fp from 'fastify-plugin';
import { mergeDocuments } from '../routing/merge-documents';
import type { OpenApiDocument } from '../routing/openapi';
import { buildRouteTable } from '../routing/route-table';
import type { ReservedRoute, RouteTable } from '../routing/route-table';
import { fetchServiceDocuments } from '../routing/service-documents';
import type { DocumentLoader, UpstreamService } from '../routing/service-documents';

interface RoutingState {
  /** Null until the services' documents have been read. */
  table: RouteTable | null;
  /** The merged OpenAPI document served at /api/docs. */
  document: OpenApiDocument | null;
  /** Settles with the first table; rejects when it cannot be built (conflict, service down). */
  built: Promise<RouteTable>;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: RoutingState;
  }
}

interface RoutingOptions {
  services: readonly UpstreamService[];
  timeoutMs: number;
  refreshMs: number;
  load?: DocumentLoader;
}

/** The edge's own routes under /api. */
const EDGE_ROUTES: readonly ReservedRoute[] = [
  { method: 'GET', path: '/api/docs' },
  { method: 'GET', path: '/api/docs/json' },
];

/**
 * Builds the routing table from the services' documents in the background, so the edge
 * answers /healthz while services start; /readyz turns 200 once the table exists. The
 * table is read again every `refreshMs` so a redeployed service's new routes appear; a
 * failed refresh keeps the previous table.
 */
export const routingPlugin = fp<RoutingOptions>(
  async (fastify, { services, timeoutMs, refreshMs, load = fetchServiceDocuments }) => {
    const abort = new AbortController();
    let refresh: NodeJS.Timeout | undefined;

    const build = async (deadlineMs: number) => {
      const documents = await load(services, { timeoutMs: deadlineMs, signal: abort.signal });
      const table = buildRouteTable(documents, EDGE_ROUTES);
      state.table = table;
      state.document = mergeDocuments(documents);
      return table;
    };

    const state: RoutingState = { table: null, document: null, built: build(timeoutMs) };
    state.built.then(
      (table) => {
        fastify.log.info({ routes: table.routes.length }, 'route table built');
        if (refreshMs <= 0 || abort.signal.aborted) return;
        refresh = setInterval(() => {
          build(0).catch((error: unknown) => {
            if (!abort.signal.aborted) {
              fastify.log.error({ err: error }, 'route table refresh failed; keeping the last one');
            }
          });
        }, refreshMs);
        refresh.unref();
      },
      // server.ts (or a test) awaits `built` and reports the failure.
      () => undefined,
    );

    fastify.decorate('apiRoutes', state);
    fastify.addHook('onClose', async () => {
      abort.abort();
      clearInterval(refresh);
    });
  },
  { name: 'wellness-edge-routing' },
);
