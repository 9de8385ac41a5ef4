import { existsSync } from 'node:fs';
import path from 'node:path';
import { connectMysql, connectRedis } from '@wellness/platform';
import { seed, seedSsoDemo } from '@wellness/schema';
import type { SsoDemoOptions } from '@wellness/schema';
import { runChild } from './child-process';
import type { Output } from './child-process';

/**
 * Checks MySQL and Redis answer (a BackendUnreachableError's message names the URL), creates
 * and migrates the database, and seeds the demo data into an empty one; with `sso`, the SSO
 * demo (its organization signs in through the stack's local provider) once.
 */
export async function prepareBackends(
  mysqlUrl: string,
  redisUrl: string,
  sso?: SsoDemoOptions,
): Promise<{ seeded: boolean }> {
  const redis = await connectRedis(redisUrl);
  redis.disconnect();
  const dataSource = await connectMysql(mysqlUrl, 2);
  try {
    const seeded = await seed(dataSource);
    if (sso) await seedSsoDemo(dataSource, sso);
    return { seeded };
  } finally {
    await dataSource.destroy();
  }
}

/** The front-end apps and the file a finished build of each leaves behind. */
const FRONT_ENDS = [
  { app: 'shell', marker: 'index.html' },
  { app: 'mfe-participant', marker: 'mf-manifest.json' },
  { app: 'mfe-social', marker: 'mf-manifest.json' },
  { app: 'mfe-admin', marker: 'mf-manifest.json' },
];

export type BuildMode = 'if-missing' | 'always' | 'never';

/** Builds the shell and the remotes the edge serves: those without a finished build, or all. */
export async function buildFrontEnds(
  root: string,
  mode: BuildMode,
  output: Output,
  signal?: AbortSignal,
): Promise<void> {
  if (mode === 'never') return;
  const pending = FRONT_ENDS.filter(
    ({ app, marker }) => mode === 'always' || !existsSync(path.join(root, app, 'dist', marker)),
  );
  // One at a time: each build uses every core. A build's own output is shown only if it fails.
  for (const { app } of pending) {
    signal?.throwIfAborted();
    const started = Date.now();
    const lines: string[] = [];
    try {
      await runChild(
        {
          name: `build ${app}`,
          command: 'npm',
          args: ['run', 'build', '--workspace', app],
          cwd: root,
          env: process.env,
          output: (line) => lines.push(line),
          labelWidth: 0,
        },
        signal,
      );
    } catch (error) {
      lines.forEach((line) => output(line));
      throw error;
    }
    output(`Built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
