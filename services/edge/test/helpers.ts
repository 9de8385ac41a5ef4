import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createServer } from '@wellness/platform';
import { edgeApp } from '../src/app';
import type { EdgeAppOptions } from '../src/app';
import { loadEdgeConfig } from '../src/config';
import type { EdgeConfig } from '../src/config';
import type { OpenApiDocument } from '../src/routing/openapi';

export const urlOf = (server: FastifyInstance) =>
  `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

/** A port nothing listens on: a replica that was killed or is restarting. */
export async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What a stub service saw of a request. */
export interface Echo {
  service: string;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string | null;
}

/**
 * A stand-in for a Fastify service: declares its routes in GET /openapi.json (as
 * @fastify/swagger writes them) and answers each by echoing what it received.
 */
export async function stubService(
  name: string,
  routes: Array<[method: string, template: string]>,
  port = 0,
): Promise<FastifyInstance> {
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, (body as Buffer).toString('base64')),
  );
  const paths: NonNullable<OpenApiDocument['paths']> = {};
  for (const [method, template] of routes) {
    paths[template] = { ...paths[template], [method.toLowerCase()]: { responses: {} } };
    app.route({
      method: method.toUpperCase() as 'GET',
      url: template.replace(/\{([^}]+)\}/g, ':$1'),
      handler: async (request, reply): Promise<Echo> => {
        if (request.headers['x-status']) reply.code(Number(request.headers['x-status']));
        reply.header('set-cookie', `from_${name}=1; Path=/`);
        return {
          service: name,
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: (request.body as string | undefined) ?? null,
        };
      },
    });
  }
  app.get('/openapi.json', async () => ({
    openapi: '3.0.3',
    info: { title: `wellness ${name} service`, version: '1.0.0' },
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'wellness_session' } },
    },
  }));
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

/** The edge as server.ts builds it, with test settings. */
export async function buildEdge(
  overrides: Partial<EdgeConfig>,
  options: Omit<EdgeAppOptions, 'config'> = {},
): Promise<FastifyInstance> {
  const config = loadEdgeConfig(
    {},
    {
      logLevel: 'silent',
      routeTableTimeoutMs: 2_000,
      routeTableRefreshMs: 0,
      distRoot: path.join(tmpdir(), 'wellness-edge-no-dist'),
      ...overrides,
    },
  );
  const server = createServer(config);
  await server.register(edgeApp, { config, ...options });
  await server.ready();
  return server as unknown as FastifyInstance;
}

/** A temporary repository root holding fake build outputs: `{ 'shell/dist/index.html': '...' }`. */
export async function fakeDist(files: Record<string, string | Buffer>) {
  const root = await mkdtemp(path.join(tmpdir(), 'wellness-edge-'));
  const write = async (file: string, content: string | Buffer) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  };
  for (const [file, content] of Object.entries(files)) await write(file, content);
  return {
    root,
    write,
    unlink: (file: string) => rm(path.join(root, file), { force: true }),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
