import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_APPS, remoteDist } from './remotes';
import type { RemoteDescriptor } from './remotes';

/** Written by the shell's build: its files a remote's page loads at once (shared-ui/build). */
const SHELL_PRELOADS_FILE = 'remote-page-preloads.json';

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
  typeof value === 'string' && /^[\w.-]+(\/[\w.-]+)*$/.test(value);

/** The shell's start files for a remote's page, from its build. */
async function shellPreloads(distRoot: string): Promise<Preload[]> {
  const files = await readJson(path.join(distRoot, 'shell', 'dist', SHELL_PRELOADS_FILE));
  if (!Array.isArray(files)) return [];
  return files.filter(isFileName).map((file) => ({
    url: `/${file}`,
    as: file.endsWith('.css') ? 'style' : 'script',
  }));
}

/**
 * A remote's manifest, its entry and the files of its `./routes`, which the federation runtime
 * fetches one after the other (manifest, then entry, then routes). Only for a remote the edge
 * serves itself: one moved to a CDN (REMOTE_<NAME>_ENTRY) gets no hints.
 */
async function remotePreloads(distRoot: string, remote: RemoteDescriptor): Promise<Preload[]> {
  const app = REMOTE_APPS.find(({ name }) => name === remote.name);
  if (!app || remote.entry !== `${app.mount}mf-manifest.json`) return [];
  const manifest = (await readJson(
    path.join(remoteDist(distRoot, app), 'mf-manifest.json'),
  )) as RemoteManifest | null;
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry || !isFileName(entry.name)) return [];
  const entryPath = entry.path ? `${entry.path.replace(/^\/+|\/+$/g, '')}/` : '';
  const routes = manifest.exposes?.find((expose) => expose.path === './routes')?.assets;
  const url = (file: string) => `${app.mount}${file}`;
  return [
    { url: remote.entry, as: 'fetch' },
    ...(isFileName(`${entryPath}${entry.name}`)
      ? [{ url: url(`${entryPath}${entry.name}`), as: 'script' } as const]
      : []),
    ...(routes?.css?.sync ?? []).filter(isFileName).map((file) => ({
      url: url(file),
      as: 'style' as const,
    })),
    ...(routes?.js?.sync ?? []).filter(isFileName).map((file) => ({
      url: url(file),
      as: 'script' as const,
    })),
  ];
}

/**
 * The `Link` header for the HTML of a page (issue 18): on a remote's page, preload hints for
 * everything its first render certainly needs and would otherwise ask for in series (the
 * shell's frame and federation runtime once main.js has run, then the remote's manifest, its
 * entry and its routes). Null for the shell's own pages, which need nothing beyond main.js
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
    ...(await remotePreloads(distRoot, remote)),
  ];
  if (!preloads.length) return null;
  return preloads
    .map(({ url, as }) =>
      // The runtime fetches the manifest with fetch(): a CORS-mode request, cookies same-origin.
      as === 'fetch'
        ? `<${url}>; rel=preload; as=fetch; crossorigin`
        : `<${url}>; rel=preload; as=${as}`,
    )
    .join(', ');
}
