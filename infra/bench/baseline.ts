import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { drive } from './load';
import type { LoadOptions, LoadResult } from './load';

/** Measures the bare route with the scenarios' settings. */
export async function measureBaseline(
  options: Pick<LoadOptions, 'durationSeconds' | 'warmupSeconds'>,
): Promise<LoadResult> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'baseline-server.ts')],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: server.stdout }).once('line', (line) => resolve(Number(line)));
      server.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
    });
    return await drive('bare Fastify route (baseline)', {
      ...options,
      url: `http://127.0.0.1:${port}/`,
    });
  } finally {
    server.kill('SIGTERM');
  }
}
