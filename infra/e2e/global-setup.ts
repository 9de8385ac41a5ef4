import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { Redis } from 'ioredis';
import {
  E2E_MYSQL_URL,
  E2E_PORT,
  E2E_RATE_LIMIT_ALLOWANCE,
  E2E_REDIS_PREFIX,
  E2E_SERVICE_PORT_BASE,
} from './stack-config';

const ROOT = path.resolve(__dirname, '../..');
const READY_TIMEOUT_MS = 300_000;

/** A fresh database and Redis prefix for every run: the journeys start from the demo seed. */
async function resetBackends() {
  const url = new URL(E2E_MYSQL_URL);
  const database = url.pathname.slice(1);
  url.pathname = '/';
  const connection = await createConnection({ uri: url.toString() });
  await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await connection.end();
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const keys = await redis.keys(`${E2E_REDIS_PREFIX}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

/** Starts the whole stack with `npm start`'s script, with freshly built bundles. */
export default async function globalSetup() {
  await resetBackends();
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/scripts/start.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      SERVICE_PORT_BASE: String(E2E_SERVICE_PORT_BASE),
      MYSQL_URL: E2E_MYSQL_URL,
      REDIS_PREFIX: E2E_REDIS_PREFIX,
      LOG_LEVEL: 'warn',
      // Fresh bundles unless told (E2E_BUILD_FRONTENDS=if-missing: re-running a journey locally).
      BUILD_FRONTENDS: process.env.E2E_BUILD_FRONTENDS ?? 'always',
      // Added below, where a failure stops the run (start.ts only warns).
      DEMO_ACTIVITY: '0',
      // Playwright's many logins and writes all come from one address (platform README).
      RATE_LIMIT_ALLOWANCE: E2E_RATE_LIMIT_ALLOWANCE,
    },
  });
  const output: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`stack not ready:\n${output.join('')}`)),
      READY_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (process.env.E2E_VERBOSE) process.stdout.write(text);
      if (text.includes('Wellness is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stack exited with ${code}:\n${output.join('')}`));
    });
  });
  await ready;
  child.removeAllListeners('exit');

  // The demo's use by its own participants (as `npm start` adds it), so that the dashboard,
  // leaderboard and wall show what they show in use, for the screen tour, the guides'
  // screenshots and the journeys alike.
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'infra/scripts/add-demo-activity.ts',
      `http://127.0.0.1:${E2E_PORT}`,
      `demo.localhost:${E2E_PORT}`,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
}
