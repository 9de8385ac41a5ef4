import { Worker } from 'bullmq';
import {
  CUSTOM_EMAIL_JOB,
  EMAIL_QUEUE,
  bullConnection,
  bullPrefix,
  queueCustomEmail,
} from '@wellness/platform';
import { waitFor } from '@wellness/platform/testing';
import { DEMO, THREE, countsBy, useCustomEmailStack } from './custom-email-stack';

jest.setTimeout(180_000);

const stack = useCustomEmailStack();
const { startWorker, caught, statusOf, finished } = stack;

describe('custom e-mails across worker deaths and lost jobs', () => {
  it('reach 3 recipients exactly once each when the worker is killed mid-batch twice and restarted', async () => {
    const subject = 'Killed mid-batch';
    const { id } = await queueCustomEmail(stack.server.db, stack.queue, {
      promotion_id: DEMO,
      subject,
      body: 'Three recipients, two workers killed.',
      one_time_recipients: THREE,
    });
    const sentRecords = async () => {
      const [row] = await stack.server.db.query(
        "SELECT COUNT(*) AS n FROM email_deliveries WHERE message_id = ? AND state = 'sent'",
        [`custom_email:${id}`],
      );
      return Number(row.n);
    };
    // Each killed in the pause after its first send is recorded (a kill between the SMTP answer
    // and its record is the at-most-once window, which marks that recipient failed by design).
    // Two kills are two stalls of one job: it is still resumed (BullMQ's default fails it).
    // Their lock (10 s, custom-email-stack.ts) must not lapse: the worker would take the job
    // again beside itself and send the next message before the pause is over.
    for (const sent of [1, 2]) {
      const doomed = await startWorker({ EMAIL_SEND_INTERVAL_MS: '5000' });
      await waitFor(
        `message ${sent}, recorded`,
        async () => caught(subject).length >= sent && (await sentRecords()) >= sent,
        { timeoutMs: 60_000 },
      );
      doomed.child.kill('SIGKILL');
      await doomed.exited;
      expect(caught(subject).length).toBeLessThan(3);
    }

    const second = await startWorker();
    await finished(id);
    expect(await statusOf(id)).toBe('sent');
    expect(countsBy(caught(subject))).toEqual(Object.fromEntries(THREE.map((a) => [a, 1])));
    const deliveries = await stack.server.db.query(
      'SELECT state, COUNT(*) AS n FROM email_deliveries WHERE message_id = ? GROUP BY state',
      [`custom_email:${id}`],
    );
    expect(deliveries.map((d: { state: string; n: number }) => [d.state, Number(d.n)])).toEqual([
      ['sent', 3],
    ]);

    // SIGTERM closes the worker (worker.close()) and the process exits cleanly.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('is recorded sent only once another run of its job has recorded the send it claimed', async () => {
    const subject = 'Two runs';
    const messageId = (id: number) => `custom_email:${id}`;
    const { id, job_id: jobId } = await queueCustomEmail(stack.server.db, stack.queue, {
      promotion_id: DEMO,
      subject,
      body: 'A lapsed lock, and the job running twice.',
      one_time_recipients: THREE,
    });
    await startWorker({ EMAIL_SEND_INTERVAL_MS: '5000' });
    await waitFor('the first message', async () => caught(subject).length >= 1);
    // In the pause after it, another run of the job (the queue took it again when this run's
    // lock lapsed) claims the last recipient and is still sending to it.
    const [{ recipient: last }] = await stack.server.db.query(
      "SELECT recipient FROM email_deliveries WHERE message_id = ? AND state = 'pending' ORDER BY id DESC LIMIT 1",
      [messageId(id)],
    );
    const claimed: { affectedRows: number } = await stack.server.db.query(
      "UPDATE email_deliveries SET state = 'sending', claimed_at = NOW(3), attempts = 1 WHERE message_id = ? AND recipient = ? AND state = 'pending'",
      [messageId(id), last],
    );
    expect(claimed.affectedRows).toBe(1);
    // The job's next attempt waits until the test lets the queue go on.
    await stack.queue.pause();
    const attempted = await waitFor('the first run to end', async () => {
      const job = await stack.queue.getJob(jobId);
      return job && job.attemptsMade >= 1 ? job : undefined;
    });
    expect(attempted.failedReason).toBe(
      `custom e-mail ${id}: 1 recipient(s) still being sent by another run; checking again`,
    );
    expect(await statusOf(id)).toBe('sending');

    // The other run records its send; the job's next attempt finds nothing left and ends it.
    await stack.server.db.query(
      "UPDATE email_deliveries SET state = 'sent', sent_at = NOW(3) WHERE message_id = ? AND recipient = ?",
      [messageId(id), last],
    );
    await stack.queue.resume();
    await finished(id);
    expect(await statusOf(id)).toBe('sent');
    // This worker sent to the other two; the other run's message is its own.
    expect(countsBy(caught(subject))).toEqual(
      Object.fromEntries(THREE.map((address) => [address, address === last ? 0 : 1])),
    );
  });

  it('sends a scheduled e-mail once at its time after a worker restart that lost its job', async () => {
    const subject = 'Scheduled';
    const first = await startWorker();
    const sendAt = new Date(Date.now() + 4000);
    const { id, job_id: jobId } = await queueCustomEmail(stack.server.db, stack.queue, {
      promotion_id: DEMO,
      subject,
      body: 'Sent at its time.',
      one_time_recipients: ['participant@demo.test'],
      send_at: sendAt,
    });
    expect(await (await stack.queue.getJob(jobId))?.getState()).toBe('delayed');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // Redis loses the delayed job: MySQL, the truth, still has the e-mail to send.
    await (await stack.queue.getJob(jobId))?.remove();

    await startWorker();
    await waitFor('the delayed job to be queued again', async () =>
      (await stack.queue.getJob(jobId))?.getState(),
    );
    await finished(id);
    const messages = caught(subject);
    expect(messages).toHaveLength(1);
    expect(Date.parse(messages[0]!.received_at)).toBeGreaterThanOrEqual(sendAt.getTime() - 50);
  });

  it('retries, when the worker starts, the failed job of an e-mail MySQL still has as sending', async () => {
    const subject = 'Failed while sending';
    const { id, job_id: jobId } = await queueCustomEmail(stack.server.db, stack.queue, {
      promotion_id: DEMO,
      subject,
      body: 'Its job failed; the send had not ended.',
      one_time_recipients: ['participant@demo.test'],
    });
    // Its last attempt claimed the e-mail, then lost MySQL: the job failed, the row says sending.
    const data = (await stack.queue.getJob(jobId))!.data;
    await (await stack.queue.getJob(jobId))!.remove();
    await stack.queue.add(CUSTOM_EMAIL_JOB, data, { jobId, attempts: 1 });
    await stack.server.db.query("UPDATE custom_emails SET status = 'sending' WHERE id = ?", [id]);
    const failing = new Worker(
      EMAIL_QUEUE,
      async () => {
        throw new Error('Connection lost: The server closed the connection.');
      },
      {
        connection: bullConnection(stack.config.redisUrl),
        prefix: bullPrefix(stack.config.redisPrefix),
      },
    );
    await waitFor('the job to fail', async () => (await stack.queue.getJob(jobId))?.isFailed());
    await failing.close();

    await startWorker();
    await finished(id);
    expect(await statusOf(id)).toBe('sent');
    expect(caught(subject)).toHaveLength(1);
    // The job completes just after it records the e-mail sent.
    await waitFor('the retried job to complete', async () =>
      (await stack.queue.getJob(jobId))?.isCompleted(),
    );
  });
});
