import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Queue } from 'bullmq';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { startMailCatcher } from '@wellness/mail-catcher';
import type { MailCatcher } from '@wellness/mail-catcher';
import { createEmailQueue } from '@wellness/platform';
import type { Config } from '@wellness/platform';
import { buildTestApp, resetData, waitFor } from '@wellness/platform/testing';

const ROOT = path.resolve(__dirname, '../../..');
const EXIT_WITH_PARENT = pathToFileURL(path.join(__dirname, 'exit-with-parent.mjs')).href;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface WorkerProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * The worker as `npm start` runs it (node --import tsx src/server.ts) on the test worker's
 * database and Redis prefix, so a test can kill it for real (SIGKILL) mid-job.
 */
export async function startWorkerProcess(
  config: Config,
  env: Record<string, string>,
): Promise<WorkerProcess> {
  const port = await freePort();
  let output = '';
  const args = ['--import', EXIT_WITH_PARENT, '--import', 'tsx', 'services/worker/src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      MYSQL_URL: config.mysqlUrl,
      REDIS_URL: config.redisUrl,
      REDIS_PREFIX: config.redisPrefix,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    // The IPC channel only tells the worker when this process is gone (exit-with-parent.mjs).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  await waitFor(
    'the worker to answer /readyz',
    async () => {
      if (ended) throw new Error(`worker exited during start-up:\n${output}`);
      return fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
    },
    // tsx compiles the worker at start: over 30 s on a loaded CI machine.
    { timeoutMs: 60_000, intervalMs: 100 },
  );
  return { child, exited, output: () => output };
}

/** A service under test, an in-process mail catcher and the worker sending to it. */
export interface MailStack {
  server: FastifyInstance;
  catcher: MailCatcher;
  worker: WorkerProcess;
  queue: Queue;
}

/**
 * The set-up of the worker's e-mail tests: the service's test app on fresh data, a mail
 * catcher, and the worker process sending to it with links on localhost:8080.
 */
export async function startMailStack(
  app: FastifyPluginAsync<{ config: Config }>,
  env: Record<string, string> = {},
): Promise<MailStack> {
  const server = await buildTestApp(app);
  await resetData(server);
  const { config } = server;
  const queue = createEmailQueue(config.redisUrl, config.redisPrefix);
  const catcher = await startMailCatcher();
  const worker = await startWorkerProcess(config, {
    SMTP_URL: catcher.smtpUrl,
    PUBLIC_HOST: 'localhost:8080',
    ...env,
  });
  return { server, catcher, worker, queue };
}

export async function stopMailStack({ server, catcher, worker, queue }: MailStack) {
  if (worker.child.exitCode === null && worker.child.signalCode === null) {
    worker.child.kill('SIGTERM');
    await worker.exited;
  }
  await queue.close();
  await catcher.close();
  await server.close();
}

export interface UploadStack {
  server: FastifyInstance;
  worker: WorkerProcess;
  /** The demo promotion, whose coordinator uploads. */
  promotionId: number;
}

/**
 * A service that takes CSV uploads (eligibility, locations) on a fresh seed, with a real worker
 * process beside it to run their jobs.
 */
export async function startUploadStack(
  service: FastifyPluginAsync<{ config: Config }>,
): Promise<UploadStack> {
  const server = await buildTestApp(service);
  await resetData(server);
  const [demo] = await server.db.query("SELECT id FROM promotions WHERE subdomain = 'demo'");
  const worker = await startWorkerProcess(server.config, {});
  return { server, worker, promotionId: Number(demo.id) };
}

export async function stopUploadStack({ server, worker }: UploadStack) {
  worker.child.kill('SIGTERM');
  await worker.exited;
  await server.close();
}
