import type { FastifyInstance } from 'fastify';
import type { Queue } from 'bullmq';
import { app as social } from '@wellness/social';
import type { MailCatcher } from '@wellness/mail-catcher';
import { clientHeaders, signIn, waitFor } from '@wellness/platform/testing';
import { startMailStack, stopMailStack } from './worker-process';
import type { WorkerProcess } from './worker-process';

jest.setTimeout(90_000);

let server: FastifyInstance;
let queue: Queue;
let catcher: MailCatcher;
let worker: WorkerProcess;

beforeAll(async () => {
  ({ server, catcher, worker, queue } = await startMailStack(social));
});

afterAll(() => stopMailStack({ server, catcher, worker, queue }));

const form = {
  first_name: 'Pat',
  last_name: 'Quinn',
  organization: 'Acme',
  email: 'pat.quinn@example.com',
  extra_tags: 'Logging',
  message: 'My steps from yesterday are missing.',
  info: {
    browser_name: 'Chrome',
    browser_version: '131.0',
    operating_system: 'Linux',
    session_data: 'path=/support/contact; width=1280',
  },
};

test("a contact request is stored and e-mailed to the promotion's coordinators (not to its unsubscribed ones)", async () => {
  // A second coordinator who unsubscribed from everything is not written to.
  await server.db.query(
    `INSERT IGNORE INTO users (promotion_id, email, password_hash, first_name, last_name, role, email_unsubscribe_all)
     SELECT 2, 'quiet.coordinator@demo.test', password_hash, 'Quiet', 'Coordinator', 'Coordinator', TRUE
       FROM users WHERE email = 'coordinator@demo.test'`,
  );
  const coordinators: Array<{ email: string }> = await server.db.query(
    "SELECT email FROM users WHERE promotion_id = 2 AND role = 'Coordinator' AND email_unsubscribe_all = FALSE",
  );
  expect(coordinators.map((c) => c.email)).toContain('coordinator@demo.test');
  const cookie = await signIn(server, 'participant@demo.test');
  const response = await server.inject({
    method: 'POST',
    url: '/api/contact_requests',
    headers: clientHeaders(cookie),
    payload: form,
  });
  expect(response.statusCode).toBe(201);
  const { id, message } = response.json().data;
  expect(message).toBe('Thank you. Message sent successfully.');
  await waitFor(
    'the coordinators to receive the request',
    async () =>
      catcher.store.list().filter((m) => m.subject === 'Support request from Pat Quinn').length >=
      coordinators.length,
    { timeoutMs: 60_000, intervalMs: 100 },
  );
  const mails = catcher.store.list().filter((m) => m.subject === 'Support request from Pat Quinn');
  expect(mails.map((m) => m.envelope.to[0]).sort()).toEqual(
    coordinators.map((c) => c.email.toLowerCase()).sort(),
  );
  const [mail] = mails;
  for (const line of [
    'My steps from yesterday are missing.',
    'pat.quinn@example.com',
    'Browser: Chrome 131.0',
    'Operating system: Linux',
    'Session: path=/support/contact; width=1280',
  ])
    expect(mail.text).toContain(line);
  const [{ user_id }] = await server.db.query('SELECT id AS user_id FROM users WHERE email = ?', [
    'participant@demo.test',
  ]);
  expect(mail.text).toContain(`User id: ${user_id}`);
  expect(mails.some((m) => m.envelope.to.includes('quiet.coordinator@demo.test'))).toBe(false);
  const job = await queue.getJob(`contact-email-${id}`);
  await waitFor('the job to complete', async () => (await job!.getState()) === 'completed', {
    timeoutMs: 60_000,
    intervalMs: 100,
  });
});
