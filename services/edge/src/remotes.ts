import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** The federated remotes the edge serves, one per spec document. */
export const REMOTE_APPS = [
  { name: 'mfe_participant', app: 'mfe-participant', mount: '/mfe/participant/' },
  { name: 'mfe_social', app: 'mfe-social', mount: '/mfe/social/' },
  { name: 'mfe_admin', app: 'mfe-admin', mount: '/mfe/admin/' },
] as const;

type RemoteApp = (typeof REMOTE_APPS)[number];

/** One entry of /remotes.json, which the shell reads at start. */
export interface RemoteDescriptor {
  name: string;
  entry: string;
  routes: string[];
}

const ROUTE_PREFIXES_FILE = 'route-prefixes.json';

export const remoteDist = (distRoot: string, remote: RemoteApp) =>
  path.join(distRoot, remote.app, 'dist');

async function routePrefixes(file: string, log: FastifyBaseLogger): Promise<string[]> {
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (Array.isArray(value) && value.every((prefix) => typeof prefix === 'string')) return value;
    log.warn({ file }, 'route prefixes are not an array of paths; the remote gets no routes');
  } catch (error) {
    log.warn(
      { file, err: error },
      'no route prefixes; the remote gets no routes until it is built',
    );
  }
  return [];
}

/**
 * Composes /remotes.json from each remote's build output (the paths it owns) and the
 * configured entry URLs: pointing an entry elsewhere ships a new remote version without
 * rebuilding the shell.
 */
export async function composeRemotes(
  distRoot: string,
  entryOverrides: Record<string, string>,
  log: FastifyBaseLogger,
): Promise<RemoteDescriptor[]> {
  return Promise.all(
    REMOTE_APPS.map(async (remote) => ({
      name: remote.name,
      entry: entryOverrides[remote.name] ?? `${remote.mount}mf-manifest.json`,
      routes: await routePrefixes(
        path.join(remoteDist(distRoot, remote), ROUTE_PREFIXES_FILE),
        log,
      ),
    })),
  );
}
