import type { FastifyInstance } from 'fastify';
import type { Queue } from 'bullmq';
import { app as admin } from '@wellness/admin';
import { startMailCatcher } from '@wellness/mail-catcher';
import type { CaughtMessage, MailCatcher } from '@wellness/mail-catcher';
import { createEmailQueue, queueCustomEmail } from '@wellness/platform';
import type { Config } from '@wellness/platform';
import { buildTestApp, clientHeaders, resetData, waitFor } from '@wellness/platform/testing';
import { startWorkerProcess } from './worker-process';
import type { WorkerProcess } from './worker-process';

jest.setTimeout(180_000);

const DEMO = 2;
const THREE = ['participant@demo.test', 'participant2@demo.test', 'coordinator@demo.test'];

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
    JOB_LOCK_MS: '2000',
    EMAIL_BATCH_SIZE: '1',
    ...env,
  });
  workers.push(worker);
  return worker;
}

const caught = (subject: string): CaughtMessage[] =>
  catcher.store.list().filter((m) => m.subject === subject);

const countsBy = (messages: CaughtMessage[]) =>
  Object.fromEntries(
    THREE.map((address) => [
      address,
      messages.filter((m) => m.envelope.to.includes(address)).length,
    ]),
  );

async function statusOf(id: number): Promise<string> {
  const [row] = await server.db.query('SELECT status FROM custom_emails WHERE id = ?', [id]);
  return String(row.status);
}

const finished = (id: number) =>
  waitFor(
    `custom e-mail ${id} to be sent`,
    async () => ['sent', 'failed'].includes(await statusOf(id)),
    // A restarted worker's start and the stalled job's recovery: over 30 s on a loaded CI machine.
    { timeoutMs: 90_000, intervalMs: 100 },
  );

describe('custom e-mails', () => {
  it('reach 3 recipients exactly once each when the worker is killed mid-batch and restarted', async () => {
    const subject = 'Killed mid-batch';
    const { id } = await queueCustomEmail(server.db, queue, {
      promotion_id: DEMO,
      subject,
      body: 'Three recipients, one worker killed.',
      one_time_recipients: THREE,
    });
    const first = await startWorker({ EMAIL_SEND_INTERVAL_MS: '1500' });
    // Killed in the pause after the first send is recorded (a kill between the SMTP answer
    // and its record is the at-most-once window, which marks that recipient failed by design).
    await waitFor(
      'the first message, recorded',
      async () => {
        const [row] = await server.db.query(
          "SELECT COUNT(*) AS n FROM email_deliveries WHERE message_id = ? AND state = 'sent'",
          [`custom_email:${id}`],
        );
        return caught(subject).length >= 1 && Number(row.n) >= 1;
      },
      { timeoutMs: 60_000 },
    );
    first.child.kill('SIGKILL');
    await first.exited;
    expect(caught(subject).length).toBeLessThan(3);

    const second = await startWorker();
    await finished(id);
    expect(await statusOf(id)).toBe('sent');
    expect(countsBy(caught(subject))).toEqual(Object.fromEntries(THREE.map((a) => [a, 1])));
    const deliveries = await server.db.query(
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

  it('sends a scheduled e-mail once at its time after a worker restart that lost its job', async () => {
    const subject = 'Scheduled';
    const first = await startWorker();
    const sendAt = new Date(Date.now() + 4000);
    const { id, job_id: jobId } = await queueCustomEmail(server.db, queue, {
      promotion_id: DEMO,
      subject,
      body: 'Sent at its time.',
      one_time_recipients: ['participant@demo.test'],
      send_at: sendAt,
    });
    expect(await (await queue.getJob(jobId))?.getState()).toBe('delayed');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // Redis loses the delayed job: MySQL, the truth, still has the e-mail to send.
    await (await queue.getJob(jobId))?.remove();

    await startWorker();
    await waitFor('the delayed job to be queued again', async () =>
      (await queue.getJob(jobId))?.getState(),
    );
    await finished(id);
    const messages = caught(subject);
    expect(messages).toHaveLength(1);
    expect(Date.parse(messages[0]!.received_at)).toBeGreaterThanOrEqual(sendAt.getTime() - 50);
  });

  describe('with a worker running', () => {
    beforeEach(() => startWorker());

    it('sends nothing to a user who unsubscribed from everything', async () => {
      await server.db.query(
        "UPDATE users SET email_unsubscribe_all = 1 WHERE email = 'participant2@demo.test'",
      );
      const subject = 'Not for the unsubscribed';
      const { id } = await queueCustomEmail(server.db, queue, {
        promotion_id: DEMO,
        subject,
        body: 'Only the subscribed.',
        one_time_recipients: ['participant@demo.test', 'participant2@demo.test'],
      });
      await finished(id);
      expect(countsBy(caught(subject))).toMatchObject({
        'participant@demo.test': 1,
        'participant2@demo.test': 0,
      });
      const [row] = await server.db.query(
        'SELECT sent_count, skipped_count, total_count, status FROM custom_emails WHERE id = ?',
        [id],
      );
      expect(row).toMatchObject({
        sent_count: 1,
        skipped_count: 1,
        total_count: 2,
        status: 'sent',
      });
      await server.db.query('UPDATE users SET email_unsubscribe_all = 0');
    });

    it('brands every message, with an unsubscribe link and header that unsubscribe its address', async () => {
      const subject = 'Branded and unsubscribable';
      const { id, job_id: jobId } = await queueCustomEmail(server.db, queue, {
        promotion_id: DEMO,
        subject,
        body: 'Hello <everyone>.\n\nSecond paragraph.',
        one_time_recipients: ['participant@demo.test', 'participant2@demo.test'],
      });
      await finished(id);
      const messages = caught(subject);
      expect(messages).toHaveLength(2);
      const [{ program_name: programName }] = await server.db.query(
        'SELECT program_name FROM promotions WHERE id = ?',
        [DEMO],
      );
      const pageLink =
        /http:\/\/demo\.localhost:8080\/unsubscribe\?email=[^&"\s]+&(?:amp;)?token=[^"\s\]]+/;
      for (const message of messages) {
        // The header: the one-click address a mail client POSTs to (RFC 8058).
        const header = message.headers['list-unsubscribe'];
        expect(header).toMatch(
          /^<http:\/\/demo\.localhost:8080\/api\/unsubscribe\/one-click\?email=[^&]+&promotion_id=2&token=[^>]+>$/,
        );
        expect(message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
        expect(new URL(header!.slice(1, -1)).searchParams.get('email')).toBe(
          message.envelope.to[0],
        );
        // The body: the unsubscribe page's link, for the same address.
        const link = new URL((message.text ?? '').match(pageLink)![0]);
        expect(message.html).toContain(link.toString().replace(/&/g, '&amp;'));
        expect(link.searchParams.get('email')).toBe(message.envelope.to[0]);
        expect(message.html).toContain(programName);
        expect(message.html).toContain('Hello &lt;everyone&gt;.');
      }

      // The mail client's one-click POST, as it sends it: a form, no session, no app header.
      const oneClick = new URL(messages[0]!.headers['list-unsubscribe']!.slice(1, -1));
      const email = oneClick.searchParams.get('email')!;
      const response = await server.inject({
        method: 'POST',
        url: `${oneClick.pathname}${oneClick.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        email,
        promotion_id: DEMO,
        email_unsubscribe_all: true,
      });
      const [user] = await server.db.query(
        'SELECT email_unsubscribe_all FROM users WHERE email = ? AND promotion_id = ?',
        [email, DEMO],
      );
      expect(Number(user.email_unsubscribe_all)).toBe(1);

      // The body's link, as the unsubscribe page posts it.
      const link = new URL((messages[1]!.text ?? '').match(pageLink)![0]);
      const byPage = await server.inject({
        method: 'POST',
        url: '/api/unsubscribe',
        headers: clientHeaders(),
        payload: {
          email: link.searchParams.get('email'),
          promotion_id: DEMO,
          token: link.searchParams.get('token'),
        },
      });
      expect(byPage.statusCode).toBe(200);
      expect(byPage.json().data.email_unsubscribe_all).toBe(true);

      // The job's progress, as a coordinator of the promotion reads it.
      const job = await queue.getJob(jobId);
      expect(job?.progress).toEqual({ percent: 100, sent: 2, failed: 0, total: 2 });
      await server.db.query('UPDATE users SET email_unsubscribe_all = 0');
    });
  });
});
