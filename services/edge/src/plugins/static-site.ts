import { access } from 'node:fs/promises';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HSTS, isLocalHost } from '@wellness/platform';
import { cacheControlFor, NO_CACHE } from '../cache-policy';
import { REMOTE_APPS, composeRemotes, remoteDist } from '../remotes';
import type { RemoteDescriptor } from '../remotes';
import { helmetOptions } from '../security-headers';
import { preloadLinkHeader } from '../preload-hints';

interface StaticSiteOptions {
  distRoot: string;
  /** As composed at start: their entries set the page's script sources (CSP). */
  remotes: readonly RemoteDescriptor[];
  entryOverrides: Record<string, string>;
}

/** Paths that are never the shell's pages: a miss there is a 404, not index.html. */
const NOT_PAGES = /^\/(api|mfe|socket\.io)(\/|$)/;
/**
 * Source maps give away the original source: a build may leave hidden ones beside the
 * bundles (for the team's own debugging), but the edge never serves them, not even as a page.
 */
const SOURCE_MAP = /\.map$/i;

/**
 * The build writes a brotli and a gzip copy beside each text asset; the browser gets the one
 * it accepts (br first), the original otherwise. Caches keep one answer per Accept-Encoding.
 */
const fileOptions = {
  wildcard: true,
  preCompressed: true,
  cacheControl: false,
  etag: true,
  lastModified: true,
  dotfiles: 'ignore',
  allowedPath: (pathname: string) => !SOURCE_MAP.test(pathname),
  setHeaders: (response: { setHeader(name: string, value: string): unknown }, file: string) => {
    response.setHeader('cache-control', cacheControlFor(file));
    response.setHeader('vary', 'Accept-Encoding');
  },
} as const;

/**
 * The front end: the shell at /, each remote under /mfe/<name>/, /remotes.json, and the
 * single-page fallback, all with the page's security headers.
 */
export const staticSitePlugin: FastifyPluginAsync<StaticSiteOptions> = async (
  fastify,
  { distRoot, remotes, entryOverrides },
) => {
  const shellDist = path.join(distRoot, 'shell', 'dist');
  const shellIndex = path.join(shellDist, 'index.html');

  await fastify.register(helmet, helmetOptions(remotes));
  fastify.addHook('onRequest', async (request, reply) => {
    if (!isLocalHost(request.hostname)) reply.header('strict-transport-security', HSTS);
  });

  await fastify.register(fastifyStatic, { ...fileOptions, root: shellDist, prefix: '/' });
  for (const remote of REMOTE_APPS) {
    await fastify.register(fastifyStatic, {
      ...fileOptions,
      root: remoteDist(distRoot, remote),
      prefix: remote.mount,
      index: false,
      decorateReply: false,
    });
  }

  // Read again on every request (three small files): a remote rebuilt with new paths is
  // picked up without restarting the edge. Missing builds were reported once, at start.
  const quiet = fastify.log.child({}, { level: 'silent' });
  fastify.get('/remotes.json', async (_request, reply) =>
    reply
      .header('cache-control', NO_CACHE)
      .send(await composeRemotes(distRoot, entryOverrides, quiet)),
  );

  const servedFallback = new WeakSet<FastifyRequest>();
  const isPageRequest = (request: FastifyRequest, pathname: string) =>
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html') &&
    !NOT_PAGES.test(pathname) &&
    !SOURCE_MAP.test(decodeURIComponentSafe(pathname)) &&
    !servedFallback.has(request);

  // Any other page of the single-page app is the shell's index.html; its router takes over.
  fastify.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    if (isPageRequest(request, pathname) && (await exists(shellIndex))) {
      servedFallback.add(request);
      // A remote's page: what its first render needs is asked for with the HTML (issue 18).
      const remotes = await composeRemotes(distRoot, entryOverrides, quiet);
      const preloads = await preloadLinkHeader(distRoot, remotes, pathname);
      if (preloads) reply.header('link', preloads);
      return reply.header('cache-control', NO_CACHE).sendFile('index.html', shellDist);
    }
    return reply.code(404).send({ errors: [`Route ${request.method} ${pathname} not found`] });
  });
};

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const decodeURIComponentSafe = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
