import type { FastifyInstance } from 'fastify';
import type { Queue } from 'bullmq';
import { app as social } from '@wellness/social';
import type { MailCatcher } from '@wellness/mail-catcher';
import { TEAM_INVITE_EMAIL_JOB, currentDate } from '@wellness/platform';
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

const day = (n: number) =>
  new Date(Date.parse(`${currentDate()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The demo promotion's competition, enrolment open; the participant leads a team in it. */
async function teamLedBy(email: string) {
  const [{ id: promotionId }] = await server.db.query(
    "SELECT id FROM promotions WHERE subdomain = 'demo'",
  );
  const competition = await server.db.query(
    `INSERT INTO competitions (promotion_id, enrollment_starts_on, enrollment_ends_on,
       competition_starts_on, competition_ends_on, comp_length) VALUES (?, ?, ?, ?, ?, 28)`,
    [promotionId, day(-1), day(5), day(6), day(33)],
  );
  const cookie = await signIn(server, email);
  const created = await server.inject({
    method: 'POST',
    url: `/api/competitions/${competition.insertId}/teams`,
    headers: clientHeaders(cookie),
    payload: { name: 'Morning Movers' },
  });
  expect(created.statusCode).toBe(201);
  return { teamId: created.json().data.id as number, cookie };
}

async function finished(inviteId: number) {
  let jobId = '';
  await waitFor(
    `the invite ${inviteId} e-mail job to finish`,
    async () => {
      const jobs = await queue.getJobs(['completed', 'failed']);
      const job = jobs.find(
        (j) => j.name === TEAM_INVITE_EMAIL_JOB && j.data.invite_id === inviteId,
      );
      jobId = job?.id ?? '';
      return Boolean(job);
    },
    { timeoutMs: 30_000, intervalMs: 100 },
  );
  const job = (await queue.getJob(jobId))!;
  expect(await job.getState()).toBe('completed');
  return jobId;
}

it('e-mails an invite with the team, the leader and a link to register or to join; never against email_team', async () => {
  const { teamId, cookie } = await teamLedBy('participant@demo.test');
  const [leader] = await server.db.query(
    "SELECT first_name, last_name FROM users WHERE email = 'participant@demo.test'",
  );
  const invite = async (body: object) => {
    const response = await server.inject({
      method: 'POST',
      url: `/api/teams/${teamId}/invites`,
      headers: clientHeaders(cookie),
      payload: { invite_type: 'I', ...body },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.id as number;
  };
  const subject = `${leader.first_name} ${leader.last_name} invited you to join Morning Movers`;

  await finished(await invite({ email: 'newcomer@example.test', message: 'Walk with us!' }));
  const [toNewcomer] = catcher.store
    .list()
    .filter((m) => m.envelope.to.includes('newcomer@example.test'));
  expect(toNewcomer.subject).toBe(subject);
  expect(toNewcomer.text).toContain('Walk with us!');
  expect(toNewcomer.text).toContain('http://demo.localhost:8080/register');

  // A registered participant without a team: the link opens the join page.
  await finished(await invite({ email: 'participant2@demo.test' }));
  const [toParticipant] = catcher.store
    .list()
    .filter((m) => m.envelope.to.includes('participant2@demo.test'));
  expect(toParticipant.subject).toBe(subject);
  expect(toParticipant.text).toContain('http://demo.localhost:8080/artprize/join');

  // One who opted out of team e-mails gets the invite in the app only.
  await server.db.query(
    "UPDATE users SET email_team = 0 WHERE email = 'locationcoordinator@demo.test'",
  );
  await finished(await invite({ email: 'locationcoordinator@demo.test' }));
  expect(
    catcher.store.list().filter((m) => m.envelope.to.includes('locationcoordinator@demo.test')),
  ).toEqual([]);
});
