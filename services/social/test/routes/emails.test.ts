import type { FastifyInstance } from 'fastify';
import type { Queue } from 'bullmq';
import { CONTENT_EMAIL_JOB } from '@wellness/platform';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { wallServer } from '../wall-helpers';
import type { WallActors, api } from '../wall-helpers';

describe('share by e-mail (POST /api/emails/content)', () => {
  let server: FastifyInstance;
  let actors: WallActors;
  let wall: ReturnType<typeof api>;
  let queue: Queue;
  let demoId: number;
  let tipId: number;

  async function tip(promotionId: number, extra: { hidden?: boolean } = {}) {
    const result = await server.db.query(
      'INSERT INTO contents (category, promotion_id, `key`, `group`, title, content, hidden, days_from_start, sequence) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        'tips',
        promotionId,
        `share${Date.now()}${Math.random()}`,
        'Week 1',
        'Walk at lunch',
        'Ten minutes.',
        extra.hidden ?? false,
        1,
        1,
      ],
    );
    return Number(result.insertId);
  }

  beforeAll(async () => {
    ({ server, actors, wall } = await wallServer());
    queue = server.emailQueue;
    [{ id: demoId }] = await server.db.query("SELECT id FROM promotions WHERE subdomain = 'demo'");
    demoId = Number(demoId);
    tipId = await tip(demoId);
  });
  afterAll(() => server.close());

  const share = (body: object, who = actors.author) =>
    wall.call(who, 'POST', '/api/emails/content', body);

  const shareJobs = async () =>
    (await queue.getJobs(['waiting', 'delayed', 'active', 'prioritized'])).filter(
      (job) => job.name === CONTENT_EMAIL_JOB,
    );

  it('queues one job with the recipients split on commas and semicolons, trimmed, once each', async () => {
    const before = (await shareJobs()).length;
    const response = await share({
      message: '  Try this one!  ',
      emails: ' a@example.test; B@Example.test ,, b@example.test;',
      model: 'Tip',
      id: tipId,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      data: { message: 'Email sent successfully.', recipients: 2 },
      meta: {},
    });
    const jobs = await shareJobs();
    expect(jobs).toHaveLength(before + 1);
    const job = jobs.find((j) => j.data.id === tipId && j.data.message === 'Try this one!')!;
    expect(job.data).toEqual({
      promotion_id: demoId,
      user_id: actors.author.id,
      model: 'Tip',
      id: tipId,
      message: 'Try this one!',
      recipients: ['a@example.test', 'b@example.test'],
    });
    // A second share is a second job (the job id is new for every request).
    expect((await share({ emails: 'a@example.test', model: 'Tip', id: tipId })).statusCode).toBe(
      202,
    );
    expect(await shareJobs()).toHaveLength(before + 2);
  });

  it.each([
    ['nothing', ''],
    ['only separators and spaces', ' ;, ; '],
  ])('refuses %s with the spec message', async (_, emails) => {
    const response = await share({ emails, model: 'Tip', id: tipId });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: ['Must include at least 1 email address.'] });
  });

  it('names an entry without @', async () => {
    const response = await share({ emails: 'a@example.test; bob', model: 'Tip', id: tipId });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: ['bob is not an email address.'] });
  });

  it('refuses 11 recipients and takes 10', async () => {
    const addresses = (n: number) =>
      Array.from({ length: n }, (_, i) => `friend${i}@example.test`).join(', ');
    const eleven = await share({ emails: addresses(11), model: 'Tip', id: tipId });
    expect(eleven.statusCode).toBe(422);
    expect(eleven.json()).toEqual({
      errors: ['Share with at most 10 email addresses at a time.'],
    });
    const ten = await share({ emails: addresses(10), model: 'Tip', id: tipId });
    expect(ten.statusCode).toBe(202);
    expect(ten.json().data.recipients).toBe(10);
  });

  it("answers 404 for another promotion's tip, a hidden tip and a model that is not shareable", async () => {
    const [{ id: otherId }] = await server.db.query(
      "INSERT INTO promotions (name, subdomain, program_name, starts_on, ends_on, websocket_channel) VALUES ('Other', CONCAT('other', FLOOR(RAND()*1e9)), 'Other', '2026-01-01', '2026-12-31', CONCAT('ch', FLOOR(RAND()*1e9))) RETURNING id",
    );
    const foreign = await share({
      emails: 'a@example.test',
      model: 'Tip',
      id: await tip(Number(otherId)),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ errors: ['Custom Content could not be found'] });
    const hidden = await share({
      emails: 'a@example.test',
      model: 'Tip',
      id: await tip(demoId, { hidden: true }),
    });
    expect(hidden.statusCode).toBe(404);
    // The demo's tip is not the outsider's (another promotion's caller).
    const outsider = await share(
      { emails: 'a@example.test', model: 'Tip', id: tipId },
      actors.outsider,
    );
    expect(outsider.statusCode).toBe(404);
    const article = await share({ emails: 'a@example.test', model: 'Article', id: tipId });
    expect(article.statusCode).toBe(400);
    const noRecipe = await share({ emails: 'a@example.test', model: 'Recipe', id: 2_147_483_000 });
    expect(noRecipe.statusCode).toBe(404);
    expect(noRecipe.json()).toEqual({ errors: ['Recipe could not be found'] });
  });

  it('refuses a message over 2,000 characters and unknown fields', async () => {
    const long = await share({
      emails: 'a@example.test',
      model: 'Tip',
      id: tipId,
      message: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    const extra = await share({ emails: 'a@example.test', model: 'Tip', id: tipId, subject: 'Hi' });
    expect(extra.statusCode).toBe(400);
  });

  it('is for signed-in callers', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/emails/content',
      headers: clientHeaders(),
      payload: { emails: 'a@example.test', model: 'Tip', id: tipId },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('share by e-mail: the e-mail rate class', () => {
  let server: FastifyInstance;
  let cookie: string;
  let tipId: number;

  beforeAll(async () => {
    server = await buildTestApp(app, {
      rateLimits: { email: { user: 2, address: 10, windowSeconds: 60 } },
      rateLimitAllowance: 1,
    });
    await resetData(server);
    cookie = await signIn(server, 'participant@demo.test');
    const [{ id }] = await server.db.query(
      "SELECT c.id FROM contents c WHERE c.category = 'tips' AND c.promotion_id = 1 AND c.hidden = 0 AND NOT EXISTS (SELECT 1 FROM contents o WHERE o.category = 'tips' AND o.promotion_id <> 1 AND o.`key` = c.`key`) LIMIT 1",
    );
    tipId = Number(id);
  });
  afterAll(() => server.close());

  it('refuses a third share within the window with 429 and Retry-After', async () => {
    const share = () =>
      server.inject({
        method: 'POST',
        url: '/api/emails/content',
        headers: clientHeaders(cookie),
        payload: { emails: 'friend@example.test', model: 'Tip', id: tipId },
      });
    expect((await share()).statusCode).toBe(202);
    expect((await share()).statusCode).toBe(202);
    const third = await share();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      errors: ['Too many requests. Please wait a moment and try again.'],
    });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});
