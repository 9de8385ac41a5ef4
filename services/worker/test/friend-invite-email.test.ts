import type { FastifyInstance } from 'fastify';
import type { Queue } from 'bullmq';
import { app as social } from '@wellness/social';
import type { MailCatcher } from '@wellness/mail-catcher';
import { FRIEND_INVITE_JOB } from '@wellness/platform';
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

const mailTo = (address: string) =>
  catcher.store.list().filter((message) => message.envelope.to.includes(address));

/** Waits until the e-mail queue holds no friend-invite job that is waiting or running. */
async function settled() {
  await waitFor(
    'the friend-invite jobs to finish',
    async () => {
      const jobs = await queue.getJobs(['waiting', 'active', 'delayed', 'prioritized']);
      return !jobs.some((job) => job.name === FRIEND_INVITE_JOB);
    },
    { timeoutMs: 60_000, intervalMs: 100 },
  );
}

it('e-mails an invite once, to the address, with the link that registers into the friendship', async () => {
  const cookie = await signIn(server, 'participant@demo.test');
  const address = 'new.friend@example.test';
  const sent = await server.inject({
    method: 'POST',
    url: '/api/emails/invite',
    headers: clientHeaders(cookie),
    payload: { emails: address, message: 'Come walk with me!' },
  });
  expect(sent.statusCode).toBe(201);
  expect(sent.json().data.message).toBe('Invite successfully sent!');

  await waitFor('the invite to be delivered', async () => mailTo(address).length > 0, {
    timeoutMs: 60_000,
    intervalMs: 100,
  });
  const [invite] = await server.db.query(
    'SELECT id, invite_token FROM friendships WHERE friend_email = ?',
    [address],
  );
  const [message] = mailTo(address);
  expect(message.subject).toBe('Pat Participant invited you to join Healthy Habits Challenge');
  expect(message.text).toContain('"Come walk with me!"');
  expect(message.text).toContain(
    `http://demo.localhost:8080/register?friend_invite=${invite.invite_token}`,
  );

  // Delivery is at least once: the same send run again (a retry after a crash, a duplicate
  // job) finds its delivery claimed in MySQL and sends nothing.
  const [delivery] = await server.db.query(
    'SELECT message_id, state FROM email_deliveries WHERE recipient = ?',
    [address],
  );
  expect(delivery.state).toBe('sent');
  const sentAt = Number(String(delivery.message_id).split(':')[2]);
  expect(delivery.message_id).toBe(`friend_invite:${invite.id}:${sentAt}`);
  await queue.add(FRIEND_INVITE_JOB, {
    friendship_id: Number(invite.id),
    promotion_id: 2,
    email: address,
    sent: sentAt,
  });
  await settled();
  expect(mailTo(address)).toHaveLength(1);

  // Once withdrawn, a queued send sends nothing either.
  await server.db.query('DELETE FROM friendships WHERE id = ?', [invite.id]);
  await queue.add(FRIEND_INVITE_JOB, {
    friendship_id: Number(invite.id),
    promotion_id: 2,
    email: address,
    sent: sentAt + 1,
  });
  await settled();
  expect(mailTo(address)).toHaveLength(1);
});
