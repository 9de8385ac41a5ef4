import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_APPS, remoteDist } from './remotes';
import type { RemoteDescriptor } from './remotes';

/** Written by the shell's build: its files a remote's page loads at once (shared-ui/build). */
const SHELL_PRELOADS_FILE = 'remote-page-preloads.json';
/** Written by a remote's build: the chunks of its lazy pages with a fixed path, by path. */
const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** The parts of a remote's mf-manifest.json that say which files load its routes. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{
    path?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
  }>;
}

/** One preload hint: the URL and what the browser will fetch it as. */
interface Preload {
  url: string;
  as: 'script' | 'style' | 'fetch';
}

const ownsPath = (prefix: string, pathname: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

const readJson = async (file: string): Promise<unknown> => {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null; // not built (yet): no hints, the page loads as it would without them
  }
};

const isFileName = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w.-]+(\/[\w.-]+)*$/.test(value) && !value.includes('..');

/** Files of a build's preload list (shared-ui/build/preload-list-plugin.ts), by key. */
async function listedFiles(file: string, key: string): Promise<string[]> {
  const lists = (await readJson(file)) as Record<string, unknown> | null;
  const files = lists?.[key];
  return Array.isArray(files) ? files.filter(isFileName) : [];
}

const preloadOf = (url: string): Preload => ({
  url,
  as: url.endsWith('.css') ? 'style' : 'script',
});

/** The shell's start files for a remote's page, from its build. */
async function shellPreloads(distRoot: string): Promise<Preload[]> {
  const file = path.join(distRoot, 'shell', 'dist', SHELL_PRELOADS_FILE);
  return (await listedFiles(file, 'remote-page')).map((name) => preloadOf(`/${name}`));
}

/**
 * A remote's manifest, its entry, the files of its `./routes` and of the page's own chunk
 * (when its build lists the path), which the federation runtime and the router fetch one
 * after the other. Only for a remote the edge serves itself: one moved to a CDN
 * (REMOTE_<NAME>_ENTRY) gets no hints.
 */
async function remotePreloads(
  distRoot: string,
  remote: RemoteDescriptor,
  pathname: string,
): Promise<Preload[]> {
  const app = REMOTE_APPS.find(({ name }) => name === remote.name);
  if (!app || remote.entry !== `${app.mount}mf-manifest.json`) return [];
  const dist = remoteDist(distRoot, app);
  const manifest = (await readJson(path.join(dist, 'mf-manifest.json'))) as RemoteManifest | null;
  const entry = manifest?.metaData?.remoteEntry;
  const entryFile = `${entry?.path ? `${entry.path.replace(/^\/+|\/+$/g, '')}/` : ''}${entry?.name}`;
  if (!entry?.name || !isFileName(entryFile)) return [];
  const routes = manifest?.exposes?.find((expose) => expose.path === './routes')?.assets;
  const page = pathname.replace(/\/+$/, '');
  const files = [
    entryFile,
    ...(routes?.css?.sync ?? []),
    ...(routes?.js?.sync ?? []),
    // The page's own lazy chunk, which the router asks for once the routes have run.
    ...(await listedFiles(path.join(dist, PAGE_PRELOADS_FILE), page)),
  ];
  return [
    { url: remote.entry, as: 'fetch' },
    ...files.filter(isFileName).map((file) => preloadOf(`${app.mount}${file}`)),
  ];
}

/**
 * The `Link` header for the HTML of a page (issue 18): on a remote's page, preload hints for
 * everything its first render certainly needs and would otherwise ask for in series (the
 * shell's frame and federation runtime once main.js has run, then the remote's manifest, its
 * entry, its routes and the page's chunk). Null for the shell's own pages, which need nothing beyond main.js
 * at once.
 */
export async function preloadLinkHeader(
  distRoot: string,
  remotes: readonly RemoteDescriptor[],
  pathname: string,
): Promise<string | null> {
  const remote = remotes.find(({ routes }) => routes.some((prefix) => ownsPath(prefix, pathname)));
  if (!remote) return null;
  const preloads = [
    ...(await shellPreloads(distRoot)),
    ...(await remotePreloads(distRoot, remote, pathname)),
  ];
  if (!preloads.length) return null;
  // At low priority, as main.js (a deferred script) is: at the default (high) the browser
  // fetched every hint before main.js, and the first paint waited for all of them.
  // The runtime fetches the manifest with fetch(): a CORS-mode request, cookies same-origin.
  return preloads
    .map(
      ({ url, as }) =>
        `<${url}>; rel=preload; as=${as}${as === 'fetch' ? '; crossorigin' : ''}; fetchpriority=low`,
    )
    .join(', ');
}
