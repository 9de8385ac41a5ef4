import type { FastifyInstance } from 'fastify';
import type { Queue } from 'bullmq';
import { app as admin } from '@wellness/admin';
import type { CaughtMessage, MailCatcher } from '@wellness/mail-catcher';
import { queueCustomEmail } from '@wellness/platform';
import { clientHeaders, signIn, waitFor } from '@wellness/platform/testing';
import { startMailStack, stopMailStack } from './worker-process';
import type { WorkerProcess } from './worker-process';

jest.setTimeout(90_000);

const DEMO = 2;

let server: FastifyInstance;
let queue: Queue;
let catcher: MailCatcher;
let worker: WorkerProcess;

beforeAll(async () => {
  ({ server, catcher, worker, queue } = await startMailStack(admin, { JOB_LOCK_MS: '2000' }));
});

afterAll(() => stopMailStack({ server, catcher, worker, queue }));

const caught = (subject: string): CaughtMessage[] =>
  catcher.store.list().filter((m) => m.subject === subject);

const coordinator = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  server.inject({
    method,
    url,
    headers: clientHeaders(await signIn(server, 'coordinator@demo.test')),
    ...(payload ? { payload } : {}),
  });

async function statusOf(id: number): Promise<string> {
  const [row] = await server.db.query('SELECT status FROM custom_emails WHERE id = ?', [id]);
  return String(row.status);
}

const finished = (id: number) =>
  waitFor(
    `custom e-mail ${id} to be sent`,
    async () => ['sent', 'failed'].includes(await statusOf(id)),
    { timeoutMs: 60_000, intervalMs: 100 },
  );

describe('test e-mails', () => {
  it("arrive with the content item's subject, content and image in the promotion's colour, without an unsubscribe link; the job reports its progress", async () => {
    await server.db.query("UPDATE promotions SET theme_color = '#0b5d3b' WHERE id = ?", [DEMO]);
    await server.db.query(
      `INSERT INTO contents (promotion_id, category, \`key\`, \`group\`, sequence, title, email_subject, content, email_image, email_image_caption)
       VALUES (?, 'emails', 'welcome_main', 'Emails', 1, 'Welcome', 'Welcome to the demo programme', 'Log in each day.', '/api/files/welcome.png', 'Our team')`,
      [DEMO],
    );
    const response = await coordinator('POST', `/api/promotions/${DEMO}/test_email`, {
      recipients: 'tester1@example.com; Tester2@Example.com | tester1@example.com',
      promotion_id: DEMO,
      key: 'welcome_main',
    });
    expect(response.statusCode).toBe(202);
    const [{ message, job_id: jobId }] = response.json().data;
    expect(message).toBe('Test email sent to 2 recipients.');

    await waitFor('the job to complete', async () => {
      const job = await coordinator('GET', `/api/jobs/${jobId}`);
      return job.json().data.state === 'completed';
    });
    const status = await coordinator('GET', `/api/jobs/${jobId}`);
    expect(status.json().data).toEqual({
      id: jobId,
      name: 'test-email',
      state: 'completed',
      progress: { percent: 100, sent: 2, failed: 0, total: 2 },
    });

    const messages = caught('Welcome to the demo programme');
    expect(messages.map((m) => m.envelope.to[0]).sort()).toEqual([
      'tester1@example.com',
      'tester2@example.com',
    ]);
    const [{ program_name: programName }] = await server.db.query(
      'SELECT program_name FROM promotions WHERE id = ?',
      [DEMO],
    );
    for (const caughtMessage of messages) {
      expect(caughtMessage.html).toContain('Log in each day.');
      expect(caughtMessage.html).toContain(programName);
      expect(caughtMessage.html).toMatch(/background-color:#0b5d3b/i);
      expect(caughtMessage.html).toContain(
        'src="http://demo.localhost:8080/api/files/welcome.png"',
      );
      expect(caughtMessage.html).toContain('alt="Our team"');
      expect(caughtMessage.html).not.toContain('Unsubscribe');
      expect(caughtMessage.headers['list-unsubscribe']).toBeUndefined();
    }
    const deliveries = await server.db.query(
      'SELECT recipient, state FROM email_deliveries WHERE message_id = ? ORDER BY recipient',
      [`test_email:${jobId}`],
    );
    expect(deliveries).toEqual([
      { recipient: 'tester1@example.com', state: 'sent' },
      { recipient: 'tester2@example.com', state: 'sent' },
    ]);
  });
});

describe('one-time e-mails with filters', () => {
  it('reach the participants the filters choose when the e-mail is sent, not when it was queued', async () => {
    await server.db.query(
      "INSERT INTO teams (promotion_id, name, status) VALUES (?, 'Striders', 1)",
      [DEMO],
    );
    const [team] = await server.db.query("SELECT id FROM teams WHERE name = 'Striders'");
    const [pat] = await server.db.query(
      "SELECT id FROM users WHERE email = 'participant@demo.test'",
    );
    const [sam] = await server.db.query(
      "SELECT id FROM users WHERE email = 'participant2@demo.test'",
    );
    await server.db.query(
      'INSERT INTO team_members (team_id, user_id, promotion_id) VALUES (?, ?, ?)',
      [team.id, pat.id, DEMO],
    );
    const subject = 'Team news';
    const response = await coordinator('POST', `/api/promotions/${DEMO}/one_time_email`, {
      email: {
        subject,
        body: 'For the teams.',
        filters: { audience: 'all', team: 'on_team' },
        one_time_recipients: 'guest@example.com',
        send_at: new Date(Date.now() + 3000).toISOString(),
      },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    // Sam joins a team after the e-mail was queued, before it is sent.
    await server.db.query(
      'INSERT INTO team_members (team_id, user_id, promotion_id) VALUES (?, ?, ?)',
      [team.id, sam.id, DEMO],
    );
    await finished(id);
    expect(
      caught(subject)
        .map((m) => m.envelope.to[0])
        .sort(),
    ).toEqual(['guest@example.com', 'participant2@demo.test', 'participant@demo.test']);
    const shown = await coordinator('GET', `/api/promotions/${DEMO}/custom_emails/${id}`);
    expect(shown.json().data).toMatchObject({
      status: 'sent',
      total_count: 3,
      sent_count: 3,
      failed_count: 0,
      skipped_count: 0,
    });
    expect(shown.json().data.sent_at).toEqual(expect.any(String));
  });

  it('waits for the new time when an edit moved it after its job had been taken', async () => {
    const subject = 'Moved while starting';
    // Queued for now; then an edit stores a later time but cannot reach the job (the worker
    // holds it): the stored send_at decides.
    const sendAt = new Date(Date.now() + 3000);
    await worker.child.kill('SIGSTOP');
    try {
      const { id } = await queueCustomEmail(server.db, queue, {
        promotion_id: DEMO,
        subject,
        body: 'Later.',
        one_time_recipients: ['participant@demo.test'],
      });
      await server.db.query('UPDATE custom_emails SET send_at = ? WHERE id = ?', [sendAt, id]);
      worker.child.kill('SIGCONT');
      await waitFor('the job to wait for the new time', async () => {
        const job = await queue.getJob(`custom-email-${id}`);
        return (await job?.getState()) === 'delayed';
      });
      expect(await statusOf(id)).toBe('pending');
      await finished(id);
      const messages = caught(subject);
      expect(messages).toHaveLength(1);
      expect(Date.parse(messages[0]!.received_at)).toBeGreaterThanOrEqual(sendAt.getTime() - 1000);
    } finally {
      worker.child.kill('SIGCONT');
    }
  });
});
