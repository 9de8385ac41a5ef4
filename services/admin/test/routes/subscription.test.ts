import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, queueCustomEmail, unsubscribeToken } from '@wellness/platform';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { otherPromotionUser, seededIds } from './dashboard-helpers';

const SUBSCRIBED = {
  email_friend_requests: true,
  email_wall_posts: true,
  email_team: true,
  email_daily: true,
  email_unsubscribe_all: false,
};

describe('e-mail subscription, unsubscribe and job status', () => {
  let server: FastifyInstance;
  let ids: Awaited<ReturnType<typeof seededIds>>;

  beforeAll(async () => {
    server = await buildTestApp(app);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetData(server);
    ids = await seededIds(server);
    await otherPromotionUser(server);
  });

  const as = async (
    email: string | null,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
  ) =>
    server.inject({
      method,
      url,
      headers: clientHeaders(email ? await signIn(server, email) : undefined),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  const unsubscribeBody = (email: string, promotionId = ids.demoId) => ({
    email,
    promotion_id: promotionId,
    token: unsubscribeToken(server.config.unsubscribeSecret, promotionId, email),
  });

  describe('GET and PUT /users/{id}/subscription', () => {
    it('a user reads and saves their own five flags, subscribed by default', async () => {
      const id = ids.userId('participant@demo.test');
      const read = await as('participant@demo.test', 'GET', `/api/users/${id}/subscription`);
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toEqual(SUBSCRIBED);

      const saved = { ...SUBSCRIBED, email_daily: false, email_wall_posts: false };
      const put = await as('participant@demo.test', 'PUT', `/api/users/${id}/subscription`, saved);
      expect(put.statusCode).toBe(200);
      expect(put.json().data).toEqual(saved);
      const again = await as('participant@demo.test', 'GET', `/api/users/${id}/subscription`);
      expect(again.json().data).toEqual(saved);
    });

    it('staff edit the users the settings rule lets them edit; others get 404', async () => {
      const id = ids.userId('participant@demo.test');
      const byCoordinator = await as(
        'coordinator@demo.test',
        'PUT',
        `/api/users/${id}/subscription`,
        {
          ...SUBSCRIBED,
          email_team: false,
        },
      );
      expect(byCoordinator.statusCode).toBe(200);
      const byPeer = await as('participant2@demo.test', 'GET', `/api/users/${id}/subscription`);
      expect(byPeer.statusCode).toBe(404);
      expect(byPeer.json()).toEqual({ errors: ['User could not be found'] });
      const anonymous = await as(null, 'GET', `/api/users/${id}/subscription`);
      expect(anonymous.statusCode).toBe(401);
    });

    it.each([
      ['a missing flag', { ...SUBSCRIBED, email_daily: undefined }],
      ['an extra field', { ...SUBSCRIBED, email_everything: true }],
      ['a flag as text', { ...SUBSCRIBED, email_team: 'yes' }],
      ['no body', null],
    ])('refuses %s with 400 and errors', async (_case, body) => {
      const id = ids.userId('participant@demo.test');
      const response = await as(
        'participant@demo.test',
        'PUT',
        `/api/users/${id}/subscription`,
        body ?? undefined,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.length).toBeGreaterThan(0);
    });
  });

  describe('POST /unsubscribe/one-click (the List-Unsubscribe header, RFC 8058)', () => {
    // What a mail client sends: a form body, no session, no X-Requested-With.
    const oneClick = (query: Record<string, string | number>) =>
      server.inject({
        method: 'POST',
        url: '/api/unsubscribe/one-click',
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });

    it("unsubscribes the header's address, and a repeat changes nothing", async () => {
      const link = unsubscribeBody('participant@demo.test');
      for (const attempt of [1, 2]) {
        const response = await oneClick(link);
        expect([attempt, response.statusCode]).toEqual([attempt, 200]);
        expect(response.json().data.email_unsubscribe_all).toBe(true);
      }
      const [user] = await server.db.query(
        "SELECT email_unsubscribe_all FROM users WHERE email = 'participant@demo.test'",
      );
      expect(Number(user.email_unsubscribe_all)).toBe(1);
    });

    it('refuses a tampered token with 403, and the app-only route still wants its header', async () => {
      const link = unsubscribeBody('participant@demo.test');
      const tampered = await oneClick({ ...link, token: `${link.token.slice(0, -2)}xx` });
      expect(tampered.statusCode).toBe(403);
      expect(tampered.json()).toEqual({ errors: ['This unsubscribe link is not valid.'] });
      const withoutHeader = await server.inject({
        method: 'POST',
        url: '/api/unsubscribe',
        payload: link,
      });
      expect(withoutHeader.statusCode).toBe(403);
    });
  });

  describe('POST /unsubscribe', () => {
    it("sets the address's email_unsubscribe_all with the link's token, without a session", async () => {
      const response = await as(
        null,
        'POST',
        '/api/unsubscribe',
        unsubscribeBody('participant@demo.test'),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        email: 'participant@demo.test',
        promotion_id: ids.demoId,
        email_unsubscribe_all: true,
      });
      const id = ids.userId('participant@demo.test');
      const read = await as('participant@demo.test', 'GET', `/api/users/${id}/subscription`);
      expect(read.json().data.email_unsubscribe_all).toBe(true);
    });

    it('refuses a tampered token, or the token of another address or promotion, with 403', async () => {
      const good = unsubscribeBody('participant@demo.test');
      const tampered = { ...good, token: `${good.token.slice(0, -2)}xx` };
      const otherAddress = { ...good, email: 'participant2@demo.test' };
      const otherPromotion = { ...good, promotion_id: ids.launchpadId };
      for (const body of [tampered, otherAddress, otherPromotion]) {
        const response = await as(null, 'POST', '/api/unsubscribe', body);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ errors: ['This unsubscribe link is not valid.'] });
      }
      const [user] = await server.db.query(
        "SELECT email_unsubscribe_all FROM users WHERE email = 'participant2@demo.test'",
      );
      expect(Number(user.email_unsubscribe_all)).toBe(0);
    });

    it('answers 404 for an address with a valid token that has no account', async () => {
      const response = await as(
        null,
        'POST',
        '/api/unsubscribe',
        unsubscribeBody('nobody@demo.test'),
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        errors: ['No subscription was found for this e-mail address.'],
      });
    });

    it.each([
      ['no token', { email: 'participant@demo.test', promotion_id: 2 }],
      ['a text promotion id', { email: 'participant@demo.test', promotion_id: '2', token: 'x' }],
      ['an extra field', { email: 'a@b.c', promotion_id: 2, token: 'x', all: true }],
      ['an empty e-mail', { email: '', promotion_id: 2, token: 'x' }],
    ])('refuses %s with 400 and errors', async (_case, body) => {
      const response = await as(null, 'POST', '/api/unsubscribe', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.length).toBeGreaterThan(0);
    });
  });

  describe('GET /jobs/{id} and GET /jobs?state=failed', () => {
    it("shows a custom e-mail's job to its promotion's staff, 404 to others", async () => {
      const { job_id: jobId } = await queueCustomEmail(server.db, server.emailQueue, {
        promotion_id: ids.demoId,
        subject: 'Later',
        body: 'Next week.',
        one_time_recipients: ['participant@demo.test'],
        send_at: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      });
      const coordinator = await as('coordinator@demo.test', 'GET', `/api/jobs/${jobId}`);
      expect(coordinator.statusCode).toBe(200);
      expect(coordinator.json().data).toEqual({
        id: jobId,
        name: 'custom-email',
        state: 'delayed',
        progress: { percent: 0, sent: 0, failed: 0, total: 0 },
      });
      const participant = await as('participant@demo.test', 'GET', `/api/jobs/${jobId}`);
      expect(participant.statusCode).toBe(403);
      // A coordinator of another promotion: not staff of the demo's.
      const [other] = await server.db.query(
        "SELECT id, promotion_id FROM users WHERE email = 'outsider@other.test'",
      );
      await server.db.query("UPDATE users SET role = 'Coordinator' WHERE id = ?", [other.id]);
      const session = await server.sessions.create({
        user_id: Number(other.id),
        promotion_id: Number(other.promotion_id),
        role: 'Coordinator',
        stay_logged_in: false,
      });
      const outsider = await server.inject({
        method: 'GET',
        url: `/api/jobs/${jobId}`,
        headers: clientHeaders(`${SESSION_COOKIE}=${session}`, 'other.localhost:8080'),
      });
      expect(outsider.statusCode).toBe(404);
      const missing = await as('coordinator@demo.test', 'GET', '/api/jobs/custom-email-999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ errors: ['Job could not be found'] });
    });

    it('lists failed jobs for masters only; the state is required', async () => {
      const master = await as('master@demo.test', 'GET', '/api/jobs?state=failed');
      expect(master.statusCode).toBe(200);
      expect(master.json().data).toEqual([]);
      expect((await as('coordinator@demo.test', 'GET', '/api/jobs?state=failed')).statusCode).toBe(
        403,
      );
      expect((await as('master@demo.test', 'GET', '/api/jobs')).statusCode).toBe(400);
      expect((await as('master@demo.test', 'GET', '/api/jobs?state=done')).statusCode).toBe(400);
    });
  });
});
