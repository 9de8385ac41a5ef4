import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RedisServer } from '@wellness/platform/faults';
import { runChaos } from './chaos';

// The stack starts (every process), then 20 s of load with two faults: minutes on a busy machine.
jest.setTimeout(600_000);

/**
 * The short chaos run of `npm test` (README "Faults, with nothing lost"): 20 participants for
 * 20 s against the machine's MariaDB and a Redis of its own, with one Redis restart and one
 * service killed. `npm run chaos` is the full run (MariaDB restarts too, 200 participants).
 */
describe('chaos, short', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chaos-redis-'));
  let redis: RedisServer;

  beforeAll(async () => {
    redis = await RedisServer.start({ dir });
  });
  afterAll(async () => {
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loses and duplicates no acknowledged write through a Redis restart and a killed service', async () => {
    const lines: string[] = [];
    const namespace = (process.env.TEST_NAMESPACE ?? '').replace(/[^A-Za-z0-9_]/g, '');
    const result = await runChaos({
      durationSeconds: 20,
      participants: 20,
      thinkMs: 2000,
      faults: ['redis', 'social'],
      port: Number(process.env.CHAOS_TEST_PORT ?? 8571),
      servicePortBase: Number(process.env.CHAOS_TEST_SERVICE_PORT_BASE ?? 5180),
      database: `wellness_chaos_${namespace}short`,
      redis,
      mysqlServerUrl: new URL(
        '/',
        process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306',
      ).toString(),
      logFile: path.join(dir, 'stack.log'),
      log: (line) => lines.push(line),
    });

    const acknowledged = result.writes.reduce((sum, kind) => sum + kind.acknowledged, 0);
    expect(acknowledged).toBeGreaterThan(0);
    for (const kind of result.writes) {
      expect({ kind: kind.kind, lost: kind.lost, duplicated: kind.duplicated }).toEqual({
        kind: kind.kind,
        lost: 0,
        duplicated: 0,
      });
    }
    // Redis back: every process ready within 10 s of it.
    const [redisRestart] = result.faults;
    expect(redisRestart.fault).toBe('restart Redis');
    expect(redisRestart.recoverySeconds).toBeLessThan(10);
    // The killed service was started again and is ready (its time depends on the machine).
    expect(result.faults[1].recoverySeconds).toBeLessThan(60);
    expect(result.sockets).toMatchObject({ connected: 20, joined: 20, missingMessages: 0 });
    expect(result.jobs.drained).toBe(true);
    expect(result.jobs.notifications).toBe(result.jobs.awards);
  });
});
