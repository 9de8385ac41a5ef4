import fp from 'fastify-plugin';
import type { EdgeConfig } from './config';
import { apiProxyPlugin } from './plugins/api-proxy';
import { errorsPlugin } from './plugins/errors';
import { healthPlugin } from './plugins/health';
import { realtimeProxyPlugin } from './plugins/realtime-proxy';
import { routingPlugin } from './plugins/routing';
import { staticSitePlugin } from './plugins/static-site';
import { composeRemotes } from './remotes';
import type { DocumentLoader } from './routing/service-documents';

export interface EdgeAppOptions {
  config: EdgeConfig;
  /** Reads the services' route declarations; defaults to GET <service>/openapi.json. */
  loadDocuments?: DocumentLoader;
}

/**
 * The one origin users reach: the front end's files, /api to its services, /socket.io to
 * realtime. Not encapsulated, so server.ts and tests reach `apiRoutes`.
 */
export const edgeApp = fp<EdgeAppOptions>(
  async (fastify, { config, loadDocuments }) => {
    await fastify.register(errorsPlugin);
    await fastify.register(routingPlugin, {
      services: config.services,
      timeoutMs: config.routeTableTimeoutMs,
      refreshMs: config.routeTableRefreshMs,
      load: loadDocuments,
    });
    await fastify.register(healthPlugin);
    await fastify.register(apiProxyPlugin, { services: config.services });
    await fastify.register(realtimeProxyPlugin, { upstreams: config.realtimeUrls });
    const remotes = await composeRemotes(config.distRoot, config.remoteEntries, fastify.log);
    await fastify.register(staticSitePlugin, {
      distRoot: config.distRoot,
      remotes,
      entryOverrides: config.remoteEntries,
    });
  },
  { name: 'wellness-edge' },
);
