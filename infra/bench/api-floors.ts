import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Fixtures } from './fixtures';
import { logActivityScenario } from './scenarios';
import type { Scenario } from './scenarios';
import { LOG_IN } from './verdict';

/*
 * Issue 18: each API scenario against its own floor. The floor server (api-floor/server.ts)
 * is one process of plain Fastify, mysql2 and ioredis, with no edge hop, no platform plugins,
 * no response schemas and no TypeORM, serving each scenario's path with the same Redis
 * commands and SQL statements the real request makes. The bench sends it the scenario's own
 * requests (path, cookies, body), so both read the same rows.
 */

export interface FloorServer {
  origin: string;
  stop: () => void;
}

/** Starts the floor server on `port` against the stack's database and Redis keys. */
export async function startFloorServer(options: {
  port: number;
  mysqlUrl: string;
  redisUrl: string;
  redisPrefix: string;
}): Promise<FloorServer> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'api-floor', 'server.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        PORT: String(options.port),
        MYSQL_URL: options.mysqlUrl,
        REDIS_URL: options.redisUrl,
        REDIS_PREFIX: options.redisPrefix,
      },
    },
  );
  const stop = () => void server.kill('SIGTERM');
  try {
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: server.stdout }).once('line', () => resolve());
      server.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
    });
    return { origin: `http://127.0.0.1:${options.port}`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** What a scenario's floor is called in the report. */
export const floorName = (scenario: string) =>
  scenario === LOG_IN ? 'argon2.verify alone (the app’s hash, 10 at once)' : `floor: ${scenario}`;

/**
 * A scenario's floor: the same requests sent to the floor server. Log in's floor verifies the
 * password against a seeded participant's hash and nothing else; the logging floor writes for
 * participants of its own (`fixtures.floorLogPlan`), so each side logs rows the other never
 * touches.
 */
export function floorScenario(scenario: Scenario, fixtures: Fixtures, origin: string): Scenario {
  const floor =
    scenario.name === 'log an activity' ? logActivityScenario(fixtures.floorLogPlan) : scenario;
  return { ...floor, name: floorName(scenario.name), origin };
}
