import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { drive } from './load';
import type { LoadOptions, LoadResult } from './load';

/**
 * Measures a bare route with the scenarios' settings: the constant one, or (`board`) the one
 * that reads a page of the sorted set `board.key` at `board.redisUrl`.
 */
export async function measureBaseline(
  options: Pick<LoadOptions, 'durationSeconds' | 'warmupSeconds'>,
  board?: { key: string; redisUrl: string },
): Promise<LoadResult> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'baseline-server.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        ...(board ? { BOARD_KEY: board.key, REDIS_URL: board.redisUrl } : {}),
      },
    },
  );
  try {
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: server.stdout }).once('line', (line) => resolve(Number(line)));
      server.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
    });
    const name = board
      ? 'bare Fastify route reading a sorted-set page (leaderboard baseline)'
      : 'bare Fastify route (baseline)';
    return await drive(name, {
      ...options,
      url: `http://127.0.0.1:${port}/${board ? 'board' : ''}`,
    });
  } finally {
    server.kill('SIGTERM');
  }
}
