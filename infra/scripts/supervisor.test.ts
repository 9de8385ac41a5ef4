import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from '@wellness/platform/testing';
import { spawnChild } from './child-process';
import { buildServices } from './build-services';
import { REPO_ROOT, serviceArgs } from './stack';
import { DEFAULT_BACKOFF, restartDelay, supervise } from './supervisor';
import type { Backoff, Supervised } from './supervisor';

// Real processes: a tiny node:http service per upstream (testing/stub-service.mjs) and the
// real edge (its bundle services/edge/dist/server.js, built here as `npm start` builds and runs
// it), each under the supervisor that `npm start` uses.
jest.setTimeout(180_000);

const STUB = path.join(__dirname, 'testing', 'stub-service.mjs');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

interface Started {
  supervised: Supervised;
  port: number;
  lines: string[];
}

const running: Supervised[] = [];

/** A stub service under supervision; `env(n)` gives the n-th instance's extra settings. */
async function superviseStub(
  name: string,
  { backoff, env = () => ({}) }: { backoff?: Backoff; env?: (instance: number) => object } = {},
): Promise<Started> {
  const port = await freePort();
  const lines: string[] = [];
  let instances = 0;
  const supervised = supervise({
    name,
    spawn: () =>
      spawnChild({
        name,
        command: process.execPath,
        args: [STUB],
        cwd: REPO_ROOT,
        env: { ...process.env, SERVICE_NAME: name, PORT: String(port), ...env(instances++) },
        output: (line) => lines.push(line),
        labelWidth: 0,
      }),
    readyUrl: `http://127.0.0.1:${port}/readyz`,
    output: (line) => lines.push(line),
    backoff,
  });
  running.push(supervised);
  await supervised.started({ timeoutMs: 30_000 });
  return { supervised, port, lines };
}

afterAll(async () => {
  await Promise.all(running.map((supervised) => supervised.stop()));
});

const isRunning = (supervised: Supervised) =>
  supervised.child.process.exitCode === null && supervised.child.process.signalCode === null;

describe('restartDelay', () => {
  it('starts at 0.1 s and doubles up to 10 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => restartDelay(n))).toEqual([
      100, 200, 400, 800, 1_600, 3_200, 6_400, 10_000, 10_000,
    ]);
    expect(DEFAULT_BACKOFF.resetAfterMs).toBe(30_000);
  });
});

describe('a process that dies while the stack runs', () => {
  let alpha: Started;
  let beta: Started;
  let gamma: Started;
  let edge: Supervised;
  let edgeUrl: string;
  let distRoot: string;

  beforeAll(async () => {
    [alpha, beta, gamma] = await Promise.all([
      // A first pause longer than the default 0.1 s: long enough to see the edge's 503.
      superviseStub('alpha', { backoff: { ...DEFAULT_BACKOFF, initialMs: 1_000 } }),
      superviseStub('beta'),
      superviseStub('gamma'),
    ]);
    await buildServices(REPO_ROOT);
    distRoot = await mkdtemp(path.join(tmpdir(), 'wellness-supervisor-'));
    const port = await freePort();
    const realtimePort = await freePort();
    edgeUrl = `http://127.0.0.1:${port}`;
    edge = supervise({
      name: 'edge',
      spawn: () =>
        spawnChild({
          name: 'edge',
          command: process.execPath,
          args: serviceArgs('services/edge/src/server.ts'),
          cwd: REPO_ROOT,
          env: {
            ...process.env,
            HOST: '127.0.0.1',
            PORT: String(port),
            LOG_LEVEL: 'error',
            PARTICIPANT_URL: `http://127.0.0.1:${alpha.port}`,
            SOCIAL_URL: `http://127.0.0.1:${beta.port}`,
            ADMIN_URL: `http://127.0.0.1:${gamma.port}`,
            REALTIME_URL: `http://127.0.0.1:${realtimePort}`,
            EDGE_DIST_ROOT: distRoot,
          },
          output: () => undefined,
          labelWidth: 0,
        }),
      readyUrl: `${edgeUrl}/readyz`,
      output: () => undefined,
    });
    running.push(edge);
    await edge.started({ timeoutMs: 150_000 });
  });

  afterAll(async () => {
    await rm(distRoot, { recursive: true, force: true });
  });

  const ping = async (name: string) => {
    const response = await fetch(`${edgeUrl}/api/${name}/ping`, {
      headers: { host: 'demo.localhost:8080' },
      signal: AbortSignal.timeout(5_000),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const pidOf = (body: Record<string, unknown>) => (body.data as { pid: number }).pid;

  it('is restarted within 10 s; the edge answers 503 for it meanwhile and the others keep serving', async () => {
    const before = await ping('alpha');
    expect(before.status).toBe(200);
    const betaPid = pidOf((await ping('beta')).body);
    const killed = alpha.supervised.child;

    const killedAt = Date.now();
    killed.process.kill('SIGKILL');
    await killed.exited;

    // The first restart waits 1 s: the service is down now.
    const down = await ping('alpha');
    expect(down).toEqual({ status: 503, body: { errors: ['Service unavailable'] } });
    expect(alpha.supervised.state).toBe('restarting');
    // The others were never touched.
    expect(await ping('beta')).toEqual({
      status: 200,
      body: { data: { service: 'beta', pid: betaPid }, meta: {} },
    });
    expect((await ping('gamma')).status).toBe(200);

    const back = await waitFor(
      'alpha to answer through the edge again',
      async () => {
        const answer = await ping('alpha');
        return answer.status === 200 ? answer : null;
      },
      { timeoutMs: 10_000, intervalMs: 50 },
    );
    const recoveryMs = Date.now() - killedAt;
    expect(recoveryMs).toBeLessThan(10_000);
    expect(pidOf(back.body)).not.toBe(pidOf(before.body));

    expect(alpha.supervised.restarts).toBe(1);
    expect(alpha.lines).toContainEqual(
      expect.stringMatching(
        /^alpha exited \(SIGKILL\) after \d+\.\d s; restarting in 1\.0 s \(restart 1\)$/,
      ),
    );
    await waitFor('the restart to be announced', () =>
      alpha.lines.some((line) => /^alpha is ready again, \d+\.\d s after it exited$/.test(line)),
    );
    for (const other of [beta.supervised, gamma.supervised, edge]) {
      expect(other.restarts).toBe(0);
      expect(isRunning(other)).toBe(true);
    }
  });
});

describe('backoff', () => {
  it('doubles the pause for each restart in a row, up to the cap', async () => {
    const backoff = { initialMs: 100, maxMs: 400, resetAfterMs: 60_000 };
    // The first instance stays up; every restarted one dies 50 ms after it listens.
    const stub = await superviseStub('crashing', {
      backoff,
      env: (instance) => (instance === 0 ? {} : { EXIT_AFTER_MS: '50' }),
    });
    stub.supervised.child.process.kill('SIGKILL');
    await waitFor('four restarts', () => stub.supervised.restarts >= 4, { timeoutMs: 30_000 });
    await stub.supervised.stop();

    const pauses = stub.lines
      .map((line) => /restarting in (\d+\.\d) s \(restart (\d+)\)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [Number(match[2]), match[1]]);
    expect(pauses.slice(0, 4)).toEqual([
      [1, '0.1'],
      [2, '0.2'],
      [3, '0.4'],
      [4, '0.4'],
    ]);
    expect(stub.lines).toContainEqual(expect.stringMatching(/^crashing exited \(exit code 3\)/));
  });

  it('starts the series again once a process stayed up long enough', async () => {
    const backoff = { initialMs: 100, maxMs: 400, resetAfterMs: 50 };
    // Every restarted instance stays up 300 ms (longer than resetAfterMs), then dies.
    const stub = await superviseStub('flapping', {
      backoff,
      env: (instance) => (instance === 0 ? {} : { EXIT_AFTER_MS: '300' }),
    });
    stub.supervised.child.process.kill('SIGKILL');
    await waitFor('three restarts', () => stub.supervised.restarts >= 3, { timeoutMs: 30_000 });
    await stub.supervised.stop();

    const pauses = stub.lines
      .map((line) => /restarting in (\d+\.\d) s/.exec(line)?.[1])
      .filter(Boolean);
    expect(pauses.length).toBeGreaterThanOrEqual(3);
    expect(new Set(pauses)).toEqual(new Set(['0.1']));
  });
});

describe('stopping', () => {
  it('ends the process and cancels a pending restart', async () => {
    const stub = await superviseStub('stopped', {
      backoff: { initialMs: 60_000, maxMs: 60_000, resetAfterMs: 60_000 },
    });
    const first = stub.supervised.child;
    first.process.kill('SIGKILL');
    await waitFor('the restart to be pending', () => stub.supervised.state === 'restarting');

    await stub.supervised.stop();
    expect(stub.supervised.state).toBe('stopped');
    expect(stub.supervised.child).toBe(first);
    expect(stub.supervised.restarts).toBe(0);
  });

  it('stops a running process with SIGTERM and does not start it again', async () => {
    const stub = await superviseStub('graceful');
    const { child } = stub.supervised;
    await stub.supervised.stop();
    expect(await child.exited).toBe(0);
    expect(stub.supervised.state).toBe('stopped');
    expect(stub.supervised.restarts).toBe(0);
    expect(stub.lines.filter((line) => line.includes('restarting'))).toEqual([]);
  });

  it('does not restart a process that ends before it was ever ready: start-up fails instead', async () => {
    const port = await freePort();
    const supervised = supervise({
      name: 'broken',
      spawn: () =>
        spawnChild({
          name: 'broken',
          command: process.execPath,
          args: ['-e', 'process.exit(7)'],
          cwd: REPO_ROOT,
          env: process.env,
          output: () => undefined,
          labelWidth: 0,
        }),
      readyUrl: `http://127.0.0.1:${port}/readyz`,
      output: () => undefined,
    });
    running.push(supervised);
    await expect(supervised.started({ timeoutMs: 30_000 })).rejects.toThrow(
      'broken exited before it was ready',
    );
    expect(supervised.state).toBe('starting');
    expect(supervised.restarts).toBe(0);
  });
});
