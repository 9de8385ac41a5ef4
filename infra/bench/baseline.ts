import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { drive } from './load';
import type { LoadOptions, LoadResult } from './load';

export const BASELINE_NAME = 'bare Fastify route (baseline)';
export const BOARD_BASELINE_NAME =
  'bare Fastify route reading a sorted-set page (leaderboard baseline)';

export interface BaselineServer {
  /** The constant route. */
  url: string;
  /** The route reading one page of the sorted set it was started for. */
  boardUrl: string;
  /** Its origin: the same read at the board's path, `/api/promotions/:id/leaderboard`. */
  origin: string;
  stop: () => void;
}

/**
 * Starts the yardsticks' server (baseline-server.ts) in its own process, like a service: the
 * constant route, and a route that reads a page of the sorted set `board.key` at
 * `board.redisUrl`.
 */
export async function startBaselineServer(board?: {
  key: string;
  redisUrl: string;
}): Promise<BaselineServer> {
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
  const stop = () => void server.kill('SIGTERM');
  try {
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: server.stdout }).once('line', (line) => resolve(Number(line)));
      server.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
    });
    const url = `http://127.0.0.1:${port}/`;
    return { url, boardUrl: `${url}board`, origin: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * Measures a bare route with the scenarios' settings: the constant one, or (`board`) the one
 * that reads a page of the sorted set `board.key` at `board.redisUrl`.
 */
export async function measureBaseline(
  options: Pick<LoadOptions, 'durationSeconds' | 'warmupSeconds'>,
  board?: { key: string; redisUrl: string },
): Promise<LoadResult> {
  const server = await startBaselineServer(board);
  try {
    return await drive(board ? BOARD_BASELINE_NAME : BASELINE_NAME, {
      ...options,
      url: board ? server.boardUrl : server.url,
    });
  } finally {
    server.stop();
  }
}
