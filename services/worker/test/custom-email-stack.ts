import type { FastifyInstance } from 'fastify';
import type { Queue } from 'bullmq';
import { app as admin } from '@wellness/admin';
import { startMailCatcher } from '@wellness/mail-catcher';
import type { CaughtMessage, MailCatcher } from '@wellness/mail-catcher';
import { createEmailQueue, customEmailJobId } from '@wellness/platform';
import type { Config } from '@wellness/platform';
import { buildTestApp, resetData, waitFor } from '@wellness/platform/testing';
import { startWorkerProcess } from './worker-process';
import type { WorkerProcess } from './worker-process';

export const DEMO = 2;
export const THREE = ['participant@demo.test', 'participant2@demo.test', 'coordinator@demo.test'];

/**
 * The custom e-mail tests' set-up, registered as Jest hooks: the admin app on fresh data, the
 * e-mail queue, a mail catcher, and worker processes started on demand (killed after each test).
 */
export function useCustomEmailStack() {
  let server: FastifyInstance;
  let config: Config;
  let queue: Queue;
  let catcher: MailCatcher;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    server = await buildTestApp(admin);
    config = server.config;
    await resetData(server);
    queue = createEmailQueue(config.redisUrl, config.redisPrefix);
    catcher = await startMailCatcher();
  });

  afterEach(async () => {
    await queue.resume(); // a test may pause the queue between a job's attempts
    for (const worker of workers.splice(0)) {
      if (worker.child.exitCode === null && worker.child.signalCode === null) {
        worker.child.kill('SIGKILL');
        await worker.exited;
      }
    }
  });

  afterAll(async () => {
    await queue.close();
    await catcher.close();
    await server.close();
  });

  /** A worker process sending through the catcher; slow sends leave time to kill it mid-batch. */
  async function startWorker(env: Record<string, string> = {}) {
    const worker = await startWorkerProcess(config, {
      SMTP_URL: catcher.smtpUrl,
      PUBLIC_HOST: 'localhost:8080',
      // Long enough not to lapse on a busy machine: a lapsed lock lets the worker take the job
      // again beside itself, and the second run can record the e-mail sent before the first
      // has delivered its messages. A dead worker's job is resumed within about 20 s.
      JOB_LOCK_MS: '10000',
      EMAIL_BATCH_SIZE: '1',
      ...env,
    });
    workers.push(worker);
    return worker;
  }

  const caught = (subject: string): CaughtMessage[] =>
    catcher.store.list().filter((m) => m.subject === subject);

  async function statusOf(id: number): Promise<string> {
    const [row] = await server.db.query('SELECT status FROM custom_emails WHERE id = ?', [id]);
    return String(row.status);
  }

  /** Until the e-mail's send ends; on a timeout, says where its job and the workers stood. */
  async function finished(id: number) {
    try {
      await waitFor(
        `custom e-mail ${id} to be sent`,
        async () => ['sent', 'failed'].includes(await statusOf(id)),
        // A restarted worker's start and the stalled job's recovery: over 30 s on a loaded CI machine.
        { timeoutMs: 90_000, intervalMs: 100 },
      );
    } catch (error) {
      const job = await queue.getJob(customEmailJobId(id));
      const state = `job ${await job?.getState()} (${job?.failedReason ?? 'no failure'})`;
      const outputs = workers.map((worker) => worker.output()).join('\n---\n');
      throw new Error(`${(error as Error).message}; ${state}; workers said:\n${outputs}`);
    }
  }

  return {
    get server() {
      return server;
    },
    get config() {
      return config;
    },
    get queue() {
      return queue;
    },
    startWorker,
    caught,
    statusOf,
    finished,
  };
}

export const countsBy = (messages: CaughtMessage[]) =>
  Object.fromEntries(
    THREE.map((address) => [
      address,
      messages.filter((m) => m.envelope.to.includes(address)).length,
    ]),
  );
