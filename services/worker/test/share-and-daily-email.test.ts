import type { FastifyInstance } from 'fastify';
import type { Queue } from 'bullmq';
import { app as social } from '@wellness/social';
import type { CaughtMessage, MailCatcher } from '@wellness/mail-catcher';
import { DAILY_EMAIL_JOB } from '@wellness/platform';
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

const caught = (subject: string): CaughtMessage[] =>
  catcher.store.list().filter((m) => m.subject === subject);

const countsTo = (messages: CaughtMessage[], addresses: string[]) =>
  Object.fromEntries(
    addresses.map((address) => [
      address,
      messages.filter((m) => m.envelope.to.includes(address)).length,
    ]),
  );

async function finished(jobId: string) {
  await waitFor(
    `job ${jobId} to finish`,
    async () =>
      ['completed', 'failed'].includes(String(await (await queue.getJob(jobId))?.getState())),
    { timeoutMs: 60_000, intervalMs: 100 },
  );
  const job = (await queue.getJob(jobId))!;
  expect(await job.getState()).toBe('completed');
  return job;
}

let sequence = 0;
async function insertTip(
  promotionId: number,
  title: string,
  day: number,
  extra: { email_image?: string } = {},
) {
  sequence += 1;
  const result = await server.db.query(
    'INSERT INTO contents (category, promotion_id, `key`, `group`, title, content, hidden, days_from_start, sequence, email_image) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?)',
    [
      'tips',
      promotionId,
      `mail-test-${sequence}-${Date.now()}`,
      'Mail test',
      title,
      '<p>Stand up <strong>every hour</strong>.</p>',
      day,
      1000 + sequence,
      extra.email_image ?? null,
    ],
  );
  return Number(result.insertId);
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A date in the worker's (and this process's) time zone, `days` from today. */
function dayFromToday(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

let promotions = 0;
async function insertPromotion(startsOn: string, endsOn: string) {
  promotions += 1;
  const name = `mailtest${promotions}x${Date.now()}`;
  const result = await server.db.query(
    'INSERT INTO promotions (name, subdomain, program_name, starts_on, ends_on, websocket_channel) VALUES (?, ?, ?, ?, ?, ?)',
    [name, name, `Programme ${promotions}`, startsOn, endsOn, name],
  );
  return Number(result.insertId);
}

async function insertUser(
  promotionId: number,
  email: string,
  flags: { email_daily: boolean; email_unsubscribe_all: boolean },
) {
  await server.db.query(
    `INSERT INTO users (promotion_id, email, password_hash, first_name, last_name, email_daily, email_unsubscribe_all)
     SELECT ?, ?, password_hash, 'Mail', 'Test', ?, ? FROM users WHERE email = 'participant@demo.test'`,
    [promotionId, email, flags.email_daily, flags.email_unsubscribe_all],
  );
}

describe('share by e-mail (content-email job)', () => {
  it('sends the shared tip once to each recipient with the sharer’s words and the tip link; nothing to the unsubscribed', async () => {
    const [{ id: demoId }] = await server.db.query(
      "SELECT id FROM promotions WHERE subdomain = 'demo'",
    );
    const tipId = await insertTip(Number(demoId), 'Stretch your legs', 900, {
      email_image: '/api/files/public/stretch.png',
    });
    await server.db.query(
      "UPDATE users SET email_unsubscribe_all = 1 WHERE email = 'participant2@demo.test'",
    );
    const [{ first_name: firstName }] = await server.db.query(
      "SELECT first_name FROM users WHERE email = 'participant@demo.test'",
    );
    const cookie = await signIn(server, 'participant@demo.test');
    const response = await server.inject({
      method: 'POST',
      url: '/api/emails/content',
      headers: clientHeaders(cookie),
      payload: {
        message: 'This one <works> for me.',
        emails: 'friend@example.test; Colleague@Example.test, participant2@demo.test',
        model: 'Tip',
        id: tipId,
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().data.message).toBe('Email sent successfully.');

    const [job] = (await queue.getJobs(['waiting', 'active', 'completed', 'delayed'])).filter(
      (j) => j.name === 'content-email' && j.data.id === tipId,
    );
    const done = await finished(job!.id!);
    const subject = `${firstName} shared a tip with you: Stretch your legs`;
    const messages = caught(subject);
    expect(
      countsTo(messages, [
        'friend@example.test',
        'colleague@example.test',
        'participant2@demo.test',
      ]),
    ).toEqual({
      'friend@example.test': 1,
      'colleague@example.test': 1,
      'participant2@demo.test': 0,
    });
    expect(done.returnvalue).toEqual({ percent: 100, sent: 2, failed: 0, total: 3 });
    for (const message of messages) {
      expect(message.text).toContain('This one <works> for me.');
      expect(message.html).toContain('This one &lt;works&gt; for me.');
      expect(message.text).toContain('Stand up every hour.');
      expect(message.html).toContain(`href="http://demo.localhost:8080/tip/${tipId}"`);
      expect(message.html).toContain(
        'src="http://demo.localhost:8080/api/files/public/stretch.png"',
      );
      // A personal message: no unsubscribe link or header.
      expect(message.headers['list-unsubscribe']).toBeUndefined();
      expect(message.html).not.toContain('/unsubscribe?');
    }
    const rows = await server.db.query(
      'SELECT recipient, state FROM email_deliveries WHERE message_id = ? ORDER BY recipient',
      [`content-email:${job!.id}`],
    );
    expect(rows.map((r: { recipient: string; state: string }) => [r.recipient, r.state])).toEqual([
      ['colleague@example.test', 'sent'],
      ['friend@example.test', 'sent'],
      ['participant2@demo.test', 'skipped'],
    ]);
    await server.db.query('UPDATE users SET email_unsubscribe_all = 0');
  });

  it('sends a shared recipe with its description, ingredients and link', async () => {
    const [recipe] = await server.db.query(
      'SELECT id, title, ingredients FROM recipes ORDER BY id LIMIT 1',
    );
    const response = await server.inject({
      method: 'POST',
      url: '/api/emails/content',
      headers: clientHeaders(await signIn(server, 'participant@demo.test')),
      payload: { emails: 'cook@example.test', model: 'Recipe', id: Number(recipe.id) },
    });
    expect(response.statusCode).toBe(202);
    const [job] = (await queue.getJobs(['waiting', 'active', 'completed', 'delayed'])).filter(
      (j) => j.name === 'content-email' && j.data.model === 'Recipe',
    );
    await finished(job!.id!);
    const [message] = caught(`Pat shared a recipe with you: ${recipe.title}`);
    expect(message.text).toContain(String(recipe.ingredients).split('\n')[0]);
    expect(message.html).toContain(`href="http://demo.localhost:8080/recipe/${recipe.id}"`);
  });
});

describe('daily e-mail (daily-email job)', () => {
  it('is scheduled on start at 07:00 by default', async () => {
    const scheduler = await queue.getJobScheduler('daily-email');
    expect(scheduler).toMatchObject({ name: DAILY_EMAIL_JOB, pattern: '0 7 * * *' });
  });

  it('sends today’s tip to the participants with daily on, once a day; a promotion not running gets none', async () => {
    // Day 200 of the programme: no default tip of the seed is due that day.
    const running = await insertPromotion(dayFromToday(-199), dayFromToday(10));
    await insertTip(running, 'Daily: drink water', 200);
    await insertTip(running, 'Daily: not today', 201);
    const daily = ['on1@daily.test', 'off@daily.test', 'unsubscribed@daily.test', 'on2@daily.test'];
    await insertUser(running, daily[0]!, { email_daily: true, email_unsubscribe_all: false });
    await insertUser(running, daily[1]!, { email_daily: false, email_unsubscribe_all: false });
    await insertUser(running, daily[2]!, { email_daily: true, email_unsubscribe_all: true });
    await insertUser(running, daily[3]!, { email_daily: true, email_unsubscribe_all: false });

    const ended = await insertPromotion(dayFromToday(-230), dayFromToday(-1));
    await insertTip(ended, 'Daily: ended programme', 200);
    await insertTip(ended, 'Daily: ended programme, day 231', 231);
    await insertUser(ended, 'ended@daily.test', {
      email_daily: true,
      email_unsubscribe_all: false,
    });

    const run = async () => finished((await queue.add(DAILY_EMAIL_JOB, {})).id!);
    const first = await run();
    expect(countsTo(caught('Daily: drink water'), daily)).toEqual({
      'on1@daily.test': 1,
      'off@daily.test': 0,
      'unsubscribed@daily.test': 0,
      'on2@daily.test': 1,
    });
    expect(caught('Daily: not today')).toHaveLength(0);
    expect(
      catcher.store.list().filter((m) => m.envelope.to.includes('ended@daily.test')),
    ).toHaveLength(0);
    expect(first.returnvalue).toMatchObject({ date: dayFromToday(0), percent: 100 });
    expect(first.progress).toMatchObject({ percent: 100 });

    // Bulk: the unsubscribe link and one-click header, and the tip's page.
    for (const message of caught('Daily: drink water')) {
      expect(message.headers['list-unsubscribe']).toMatch(
        /^<http:\/\/mailtest\d+x\d+\.localhost:8080\/api\/unsubscribe\/one-click\?email=/,
      );
      expect(message.text).toMatch(/\/unsubscribe\?email=/);
      expect(message.text).toContain('Stand up every hour.');
      expect(message.html).toContain('Programme');
    }

    await run();
    expect(caught('Daily: drink water')).toHaveLength(2);
  });
});
