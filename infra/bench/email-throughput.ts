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
 * claims each recipient alone, a few in flight at once, and keeps only the addresses still to
 * send).
 *
 * What is judged is what each send adds to the worker's resident memory (its peak less the
 * memory before it), at the larger count against the smaller: a worker holding the messages
 * it sent, or all recipients' rows, adds tens of MB more at 10,000 than at 1,000. Peaks alone
 * also counted V8 sizing its heap up once, which the first send pays: on a loaded machine
 * (load 11) the peaks were 164.0 and 181.2 MB while each send added 13.9 and 17.2 MB.
 */
export const ALLOWED_WORKER_GROWTH_MB = 12;

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
      // What the larger send added beyond what the smaller one did.
      growthMb: second.peakRssMb - second.rssBeforeMb - (first.peakRssMb - first.rssBeforeMb),
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
    `worker memory grew with the e-mail count: a send of ${large.messages} added ` +
      `${(large.peakRssMb - large.rssBeforeMb).toFixed(1)} MB, one of ${small.messages} ` +
      `${(small.peakRssMb - small.rssBeforeMb).toFixed(1)} MB ` +
      `(allowed growth ${result.allowedGrowthMb} MB)`,
  ];
}
