import { createEmailQueue, queueCustomEmail } from '@wellness/platform';
import { openDatabase } from '@wellness/schema';
import type { DataSource } from 'typeorm';
import { BENCH_REDIS_PREFIX, redisUrl } from './config';
import { memoryOf, pidListeningOn, resetPeak } from './export-memory';

/**
 * Issue 12: a one-time e-mail to many addresses goes through the real path (a custom_emails
 * row, its BullMQ job, the worker, SMTP to the stack's mail catcher) and is timed from the
 * queueing to the catcher's count; the worker's peak resident memory is read from /proc.
 * A small send and one ten times larger: the worker's peak must stay flat (it renders once,
 * claims one recipient at a time and keeps only the addresses still to send).
 *
 * Measured on this machine (2 cores, smoke run while other work ran): 200 e-mails in 1.1 s,
 * 2,000 in 8.8 s (228 a second), peak 180.9 and 184.9 MB: 4 MB apart at ten times the
 * count. 20 MB allows for V8 growing its heap by itself; a worker holding each message it
 * sent would grow by tens of MB at 10,000.
 */
export const ALLOWED_WORKER_GROWTH_MB = 20;

export interface EmailRun {
  messages: number;
  seconds: number;
  messagesPerSecond: number;
  rssBeforeMb: number;
  peakRssMb: number;
}

export interface EmailThroughput {
  runs: EmailRun[];
  allowedGrowthMb: number;
  growthMb: number;
  judged: boolean;
}

const mb = (kilobytes: number) => kilobytes / 1024;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function caughtSoFar(catcherWebPort: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${catcherWebPort}/readyz`);
  const body = (await response.json()) as { data: { received: number } };
  return body.data.received;
}

async function sendOnce(
  db: DataSource,
  queue: ReturnType<typeof createEmailQueue>,
  options: { workerPid: number; catcherWebPort: number; promotionId: number; run: number },
  count: number,
): Promise<EmailRun> {
  const addresses = Array.from(
    { length: count },
    (_, i) => `bench-mail-${options.run}-${i}@example.test`,
  );
  const before = await memoryOf(options.workerPid);
  const peakResettable = await resetPeak(options.workerPid);
  let sampledPeakKb = before.rssKb;
  const sampler = setInterval(() => {
    void memoryOf(options.workerPid).then(({ rssKb }) => {
      sampledPeakKb = Math.max(sampledPeakKb, rssKb);
    });
  }, 20);
  try {
    const caughtBefore = await caughtSoFar(options.catcherWebPort);
    const started = performance.now();
    const { id } = await queueCustomEmail(db, queue, {
      promotion_id: options.promotionId,
      subject: `Benchmark message ${options.run}`,
      body: 'A short note to every participant.\n\nThank you for taking part.',
      one_time_recipients: addresses,
      filters: { audience: 'none' },
    });
    const deadline = started + 10 * 60_000;
    for (;;) {
      const caught = (await caughtSoFar(options.catcherWebPort)) - caughtBefore;
      const [row]: Array<{ status: string }> = await db.query(
        'SELECT status FROM custom_emails WHERE id = ?',
        [id],
      );
      if (row?.status === 'failed') throw new Error(`custom e-mail ${id} failed`);
      if (caught >= count && row?.status === 'sent') break;
      if (performance.now() > deadline) {
        throw new Error(`only ${caught} of ${count} e-mails reached the catcher in 10 minutes`);
      }
      await pause(100);
    }
    const seconds = (performance.now() - started) / 1000;
    const caught = (await caughtSoFar(options.catcherWebPort)) - caughtBefore;
    if (caught !== count) throw new Error(`the catcher received ${caught} e-mails for ${count}`);
    const after = await memoryOf(options.workerPid);
    const peakKb = Math.max(sampledPeakKb, peakResettable ? after.peakKb : 0, after.rssKb);
    return {
      messages: count,
      seconds,
      messagesPerSecond: count / seconds,
      rssBeforeMb: mb(before.rssKb),
      peakRssMb: mb(peakKb),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** A warm-up send, then the small and the large one; the bench database is dropped next run. */
export async function measureEmailThroughput(options: {
  mysqlUrl: string;
  workerPort: number;
  catcherWebPort: number;
  sizes: [small: number, large: number];
  judged: boolean;
}): Promise<EmailThroughput> {
  const workerPid = await pidListeningOn(options.workerPort);
  const db = await openDatabase(options.mysqlUrl, { poolSize: 2 });
  const queue = createEmailQueue(redisUrl(), BENCH_REDIS_PREFIX);
  try {
    const [demo]: Array<{ id: number }> = await db.query(
      "SELECT id FROM promotions WHERE subdomain = 'demo'",
    );
    if (!demo) throw new Error('The demo promotion is missing');
    const context = { workerPid, catcherWebPort: options.catcherWebPort, promotionId: demo.id };
    await sendOnce(db, queue, { ...context, run: 0 }, 50);
    const [small, large] = options.sizes;
    const first = await sendOnce(db, queue, { ...context, run: 1 }, small);
    const second = await sendOnce(db, queue, { ...context, run: 2 }, large);
    return {
      runs: [first, second],
      allowedGrowthMb: ALLOWED_WORKER_GROWTH_MB,
      growthMb: second.peakRssMb - first.peakRssMb,
      judged: options.judged,
    };
  } finally {
    await queue.close();
    await db.destroy();
  }
}

export function emailThroughputFailures(result: EmailThroughput): string[] {
  if (!result.judged || result.growthMb <= result.allowedGrowthMb) return [];
  const [small, large] = result.runs;
  return [
    `worker memory grew with the e-mail count: peak ${large.peakRssMb.toFixed(1)} MB at ` +
      `${large.messages} e-mails vs ${small.peakRssMb.toFixed(1)} MB at ${small.messages} ` +
      `(allowed growth ${result.allowedGrowthMb} MB)`,
  ];
}
