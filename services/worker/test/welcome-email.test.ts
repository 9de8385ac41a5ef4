import type { FastifyInstance } from 'fastify';
import { app as participant } from '@wellness/participant';
import type { MailCatcher } from '@wellness/mail-catcher';
import { WELCOME_EMAIL_JOB, queueWelcomeEmail } from '@wellness/platform';
import { clientHeaders, waitFor } from '@wellness/platform/testing';
import { startMailStack, stopMailStack } from './worker-process';
import type { MailStack } from './worker-process';

jest.setTimeout(90_000);

const EMAIL = 'welcome.me@demo.test';

let stack: MailStack;
let server: FastifyInstance;
let catcher: MailCatcher;

beforeAll(async () => {
  stack = await startMailStack(participant);
  ({ server, catcher } = stack);
});

afterAll(() => stopMailStack(stack));

describe('the welcome-email job', () => {
  it("sends a new participant the promotion's welcome_main item once, without an unsubscribe link", async () => {
    const [promotion] = await server.db.query("SELECT id FROM promotions WHERE subdomain = 'demo'");
    const promotionId = Number(promotion.id);
    // The promotion's own item wins over the default one.
    await server.db.query(
      `INSERT INTO contents (category, promotion_id, \`key\`, \`group\`, title, email_subject, content)
       VALUES ('emails', ?, 'welcome_main', 'Emails', 'Welcome', 'Welcome to Healthy Habits', 'Log a walk today.')`,
      [promotionId],
    );
    const [image] = await server.db.query(
      'SELECT id FROM profile_images WHERE promotion_id = ? ORDER BY id LIMIT 1',
      [promotionId],
    );
    const [location] = await server.db.query(
      "SELECT id FROM locations WHERE name = 'Austin Office'",
    );
    const response = await server.inject({
      method: 'POST',
      url: '/api/users',
      headers: clientHeaders(),
      payload: {
        email: EMAIL,
        password: 'Fresh!start42',
        profile: { first_name: 'Wen', last_name: 'Welcome', image: { id: Number(image.id) } },
        eligibility_identifier: 'E1003',
        location_id: Number(location.id),
        opted_in_individual_leaderboard: true,
      },
    });
    expect(response.statusCode).toBe(200);
    const userId = response.json().data.id as number;

    const message = await waitFor(
      'the welcome e-mail at the catcher',
      () => catcher.store.list().find((m) => m.envelope.to.includes(EMAIL)),
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    expect(message.subject).toBe('Welcome to Healthy Habits');
    expect(message.text).toContain('Log a walk today.');
    expect(message.headers['list-unsubscribe']).toBeUndefined();

    // Queued again (a retried request, a second worker): still one message.
    await queueWelcomeEmail(server.emailQueue, {
      user_id: userId,
      promotion_id: promotionId,
      email: EMAIL,
    });
    const again = await server.emailQueue.add(WELCOME_EMAIL_JOB, {
      user_id: userId,
      promotion_id: promotionId,
      email: EMAIL,
    });
    await waitFor(
      'both jobs to finish',
      async () => {
        const states = await Promise.all(
          [`welcome-email-${userId}`, again.id!].map(async (id) => {
            const job = await server.emailQueue.getJob(id);
            return job ? job.getState() : 'completed';
          }),
        );
        return states.every((state) => state === 'completed') ? true : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    expect(await again.getState()).toBe('completed');
    expect(catcher.store.list().filter((m) => m.envelope.to.includes(EMAIL))).toHaveLength(1);
    const deliveries = await server.db.query(
      'SELECT state, recipient FROM email_deliveries WHERE message_id = ?',
      [`welcome:${userId}`],
    );
    expect(deliveries).toEqual([{ state: 'sent', recipient: EMAIL }]);
  });
});
