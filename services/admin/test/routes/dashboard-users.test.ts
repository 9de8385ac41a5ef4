import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_HOST,
  buildTestApp,
  clientHeaders,
  resetData,
  signIn,
} from '@wellness/platform/testing';
import { app } from '../../src/app';
import { logActivity, otherPromotionUser, seededIds } from './dashboard-helpers';

describe('users table actions', () => {
  let server: FastifyInstance;
  let ids: Awaited<ReturnType<typeof seededIds>>;
  let other: Awaited<ReturnType<typeof otherPromotionUser>>;

  beforeAll(async () => {
    server = await buildTestApp(app);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetData(server);
    ids = await seededIds(server);
    other = await otherPromotionUser(server);
  });

  const remove = async (email: string, id: number, host?: string) =>
    server.inject({
      method: 'DELETE',
      url: `/api/users/${id}`,
      headers: clientHeaders(await signIn(server, email, host), host),
    });

  const count = async (sql: string, params: unknown[]) =>
    Number((await server.db.query(sql, params))[0].n);

  describe('DELETE /api/users/:id', () => {
    it("removes the user's data in one go and ends their sessions", async () => {
      const pat = ids.userId('participant@demo.test');
      const sam = ids.userId('participant2@demo.test');
      const patSession = await signIn(server, 'participant@demo.test');
      await logActivity(server, pat, '2026-01-05', 'Take a 20-minute walk');
      await server.db.query(
        'INSERT INTO user_activities (user_id, activity_id, is_active) SELECT ?, id, 1 FROM activities LIMIT 1',
        [pat],
      );
      await server.db.query(
        `INSERT INTO posts (promotion_id, user_id, content, wallable_type, wallable_id) VALUES (?, ?, 'Pat post', 'Promotion', ?)`,
        [ids.demoId, pat, ids.demoId],
      );
      const [post] = await server.db.query("SELECT id FROM posts WHERE content = 'Pat post'");
      await server.db.query(
        `INSERT INTO posts (promotion_id, user_id, content, wallable_type, wallable_id, parent_post_id, depth) VALUES (?, ?, 'Sam comment', 'Post', ?, ?, 1)`,
        [ids.demoId, sam, post.id, post.id],
      );
      await server.db.query(
        `INSERT INTO posts (promotion_id, user_id, content, wallable_type, wallable_id, is_flagged, flagged_by) VALUES (?, ?, 'Sam post', 'Promotion', ?, 1, ?)`,
        [ids.demoId, sam, ids.demoId, pat],
      );
      const [samPost] = await server.db.query("SELECT id FROM posts WHERE content = 'Sam post'");
      await server.db.query(
        "INSERT INTO likes (promotion_id, user_id, likeable_type, likeable_id) VALUES (?, ?, 'Post', ?), (?, ?, 'Post', ?)",
        [ids.demoId, sam, post.id, ids.demoId, pat, samPost.id],
      );
      await server.db.query('INSERT INTO post_tags (post_id, user_id) VALUES (?, ?)', [
        samPost.id,
        pat,
      ]);
      await server.db.query(
        'INSERT INTO follows (promotion_id, user_id, followee_id) VALUES (?, ?, ?), (?, ?, ?)',
        [ids.demoId, pat, sam, ids.demoId, sam, pat],
      );
      await server.db.query(
        `INSERT INTO notifications (promotion_id, user_id, \`key\`, link, title, message) VALUES
          (?, ?, 'k1', '/', 't', 'm'), (?, ?, ?, '/', 't', 'm')`,
        [ids.demoId, pat, ids.demoId, sam, `wall_post_${post.id}_like`],
      );
      await server.db.query(
        "INSERT INTO teams (promotion_id, name, status) VALUES (?, 'Walkers', 1)",
        [ids.demoId],
      );
      await server.db.query(
        "INSERT INTO team_members (team_id, user_id, promotion_id, is_leader) SELECT id, ?, ?, 1 FROM teams WHERE name = 'Walkers'",
        [pat, ids.demoId],
      );

      const response = await remove('coordinator@demo.test', pat);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ id: pat });

      expect(await count('SELECT COUNT(*) AS n FROM users WHERE id = ?', [pat])).toBe(0);
      for (const table of ['entries', 'user_activities', 'likes', 'post_tags', 'team_members']) {
        expect(await count(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`, [pat])).toBe(0);
      }
      expect(
        await count(
          'SELECT COUNT(*) AS n FROM entry_activities ea LEFT JOIN entries e ON e.id = ea.entry_id WHERE e.id IS NULL',
          [],
        ),
      ).toBe(0);
      // Pat's post went with Sam's comment on it and Sam's like of it; Sam's own post stays.
      expect(await count('SELECT COUNT(*) AS n FROM posts', [])).toBe(1);
      expect(await count('SELECT COUNT(*) AS n FROM likes', [])).toBe(0);
      expect(
        await server.db.query('SELECT is_flagged, flagged_by FROM posts WHERE id = ?', [
          samPost.id,
        ]),
      ).toEqual([{ is_flagged: 1, flagged_by: null }]);
      expect(await count('SELECT COUNT(*) AS n FROM follows', [])).toBe(0);
      expect(await count('SELECT COUNT(*) AS n FROM notifications', [])).toBe(0);

      const after = await server.inject({
        url: `/api/promotions/${ids.demoId}/stats`,
        headers: clientHeaders(patSession),
      });
      expect(after.statusCode).toBe(401);
    });

    it('refuses to delete yourself', async () => {
      const response = await remove('coordinator@demo.test', ids.userId('coordinator@demo.test'));
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual(['You cannot delete your own account.']);
    });

    it.each([
      ['coordinator@demo.test', 'poster@demo.test'],
      ['coordinator@demo.test', 'supercoordinator@demo.test'],
      ['coordinator@demo.test', 'master@demo.test'],
      ['supercoordinator@demo.test', 'reseller@demo.test'],
      ['reseller@demo.test', 'supercoordinator@demo.test'],
    ])('refuses %s deleting %s, who ranks at or above them', async (caller, target) => {
      const response = await remove(caller, ids.userId(target));
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual(['You are not allowed to do that.']);
      expect(
        await count('SELECT COUNT(*) AS n FROM users WHERE id = ?', [ids.userId(target)]),
      ).toBe(1);
    });

    it('refuses participants and location coordinators outright', async () => {
      for (const email of ['participant2@demo.test', 'locationcoordinator@demo.test']) {
        const response = await remove(email, ids.userId('participant@demo.test'));
        expect(response.statusCode).toBe(403);
      }
    });

    it('lets a coordinator delete a regional coordinator, a master a reseller, not a master', async () => {
      expect(
        (await remove('coordinator@demo.test', ids.userId('regionalcoordinator@demo.test')))
          .statusCode,
      ).toBe(200);
      expect(
        (await remove('master@wellness.test', ids.userId('reseller@demo.test'), DEFAULT_HOST))
          .statusCode,
      ).toBe(200);
      const master = await remove(
        'master@wellness.test',
        ids.userId('master@demo.test'),
        DEFAULT_HOST,
      );
      expect(master.statusCode).toBe(403);
    });

    it('answers 404 for a user of a promotion the caller does not manage, and for unknown ids', async () => {
      for (const email of [
        'coordinator@demo.test',
        'supercoordinator@demo.test',
        'reseller@demo.test',
      ]) {
        const response = await remove(email, other.userId);
        expect(response.statusCode).toBe(404);
        expect(response.json().errors).toEqual(['User could not be found']);
      }
      expect((await remove('coordinator@demo.test', 999_999)).statusCode).toBe(404);
      expect(await count('SELECT COUNT(*) AS n FROM users WHERE id = ?', [other.userId])).toBe(1);
    });

    it('lets a super coordinator delete a user of an assigned promotion', async () => {
      await server.db.query(
        `INSERT INTO users (promotion_id, email, password_hash, role, first_name, last_name)
         VALUES (?, 'pad@demo.test', 'x', 'User', 'Pad', 'User')`,
        [ids.launchpadId],
      );
      const [pad] = await server.db.query("SELECT id FROM users WHERE email = 'pad@demo.test'");
      expect((await remove('coordinator@demo.test', Number(pad.id))).statusCode).toBe(404);
      expect((await remove('supercoordinator@demo.test', Number(pad.id))).statusCode).toBe(200);
    });
  });

  describe('impersonation', () => {
    const impersonate = async (email: string, id: number, host?: string) =>
      server.inject({
        method: 'POST',
        url: '/api/users/impersonate',
        headers: clientHeaders(await signIn(server, email, host), host),
        payload: { impersonate_id: id },
      });

    /** What the shell's /impersonate page does with the link: POST the fragment's token. */
    const redeem = (link: string, cookie?: string) => {
      const url = new URL(link);
      return server.inject({
        method: 'POST',
        url: '/api/impersonation',
        headers: clientHeaders(cookie, url.host),
        payload: { token: url.hash.slice(1) },
      });
    };

    it('gives a one-time link on the user’s promotion host that signs in as them', async () => {
      const pat = ids.userId('participant@demo.test');
      const response = await impersonate('coordinator@demo.test', pat);
      expect(response.statusCode).toBe(200);
      // The demo's organization signs in with passwords: the cookie path (README).
      expect(response.json().data.via).toBe('cookie');
      const url = new URL(response.json().data.url);
      expect(url.host).toBe('demo.localhost:8080');
      expect(url.hash).toMatch(/^#[A-Za-z0-9_-]{43}$/);

      const opened = await redeem(url.href);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toEqual({ data: null, meta: {} });
      const cookie = opened.cookies.find((c) => c.name === 'wellness_session');
      expect(cookie?.httpOnly).toBe(true);
      // Signed in as Pat: a participant, refused the dashboard with 403 rather than 401.
      const asPat = await server.inject({
        url: `/api/promotions/${ids.demoId}/stats`,
        headers: clientHeaders(`wellness_session=${cookie!.value}`),
      });
      expect(asPat.statusCode).toBe(403);

      const again = await redeem(url.href);
      expect(again.statusCode).toBe(404);
    });

    it('never puts the token in a path or query a server logs: it travels in a POST body', async () => {
      const response = await impersonate(
        'coordinator@demo.test',
        ids.userId('participant@demo.test'),
      );
      const url = new URL(response.json().data.url);
      const token = url.hash.slice(1);
      // The fragment stays in the browser: only the path and query reach a server.
      expect(url.pathname).toBe('/impersonate');
      expect(url.search).toBe('');
      expect(`${url.pathname}${url.search}`).not.toContain(token);
      // The GET-style redeem path of old is gone, and does not burn the token.
      const getStyle = await server.inject({
        url: `/api/impersonation/${token}`,
        headers: { host: url.host },
      });
      expect(getStyle.statusCode).toBe(404);
      expect(getStyle.cookies).toEqual([]);
      expect((await redeem(url.href)).statusCode).toBe(200);
    });

    it('works only on the promotion’s own host and expires within 60 seconds', async () => {
      const response = await impersonate(
        'coordinator@demo.test',
        ids.userId('participant@demo.test'),
      );
      const url = new URL(response.json().data.url);
      const elsewhere = await redeem(`http://${DEFAULT_HOST}/impersonate${url.hash}`);
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json()).toEqual({ errors: ['Impersonation could not be found'] });
      expect(elsewhere.cookies).toEqual([]);
      // Burnt by the attempt: it no longer works on its own host either.
      expect((await redeem(url.href)).statusCode).toBe(404);

      const second = await impersonate(
        'coordinator@demo.test',
        ids.userId('participant@demo.test'),
      );
      const token = new URL(second.json().data.url).hash.slice(1);
      const ttl = await server.redis.ttl(`${server.config.redisPrefix}impersonation:${token}`);
      expect(ttl).toBeGreaterThan(50);
      expect(ttl).toBeLessThanOrEqual(60);
    });

    it('sends a super coordinator to the launchpad host for a launchpad user', async () => {
      await server.db.query(
        `INSERT INTO users (promotion_id, email, password_hash, role, first_name, last_name)
         VALUES (?, 'pad@demo.test', 'x', 'User', 'Pad', 'User')`,
        [ids.launchpadId],
      );
      const [pad] = await server.db.query("SELECT id FROM users WHERE email = 'pad@demo.test'");
      const response = await impersonate('supercoordinator@demo.test', Number(pad.id));
      expect(new URL(response.json().data.url).host).toBe('launchpad.localhost:8080');
      expect((await impersonate('coordinator@demo.test', Number(pad.id))).statusCode).toBe(404);
    });

    it('follows the delete rule: not yourself, not a peer or superior, not another promotion', async () => {
      const self = await impersonate('coordinator@demo.test', ids.userId('coordinator@demo.test'));
      expect(self.statusCode).toBe(403);
      expect(self.json().errors).toEqual(['You cannot impersonate yourself.']);
      const superior = await impersonate('coordinator@demo.test', ids.userId('reseller@demo.test'));
      expect(superior.statusCode).toBe(403);
      const peer = await impersonate(
        'reseller@demo.test',
        ids.userId('supercoordinator@demo.test'),
      );
      expect(peer.statusCode).toBe(403);
      expect((await impersonate('coordinator@demo.test', other.userId)).statusCode).toBe(404);
      const participant = await impersonate(
        'participant2@demo.test',
        ids.userId('participant@demo.test'),
      );
      expect(participant.statusCode).toBe(403);
    });

    describe('returning to your own account', () => {
      const sessionCookie = (response: { cookies: Array<{ name: string; value: string }> }) =>
        response.cookies.filter((c) => c.name === 'wellness_session').at(-1)?.value;
      const open = redeem;

      it('opened over the coordinator’s own session, ending it gives that session back', async () => {
        const own = await signIn(server, 'coordinator@demo.test');
        const granted = await server.inject({
          method: 'POST',
          url: '/api/users/impersonate',
          headers: clientHeaders(own),
          payload: { impersonate_id: ids.userId('participant@demo.test') },
        });
        const opened = await open(granted.json().data.url, own);
        const asPat = `wellness_session=${sessionCookie(opened)}`;

        const banner = await server.inject({
          url: '/api/impersonation',
          headers: clientHeaders(asPat),
        });
        expect(banner.json().data).toEqual({
          impersonator: { id: ids.userId('coordinator@demo.test'), full_name: 'Cora Coordinator' },
        });

        const ended = await server.inject({
          method: 'POST',
          url: '/api/impersonation/end',
          headers: clientHeaders(asPat),
          payload: {},
        });
        expect(ended.statusCode).toBe(200);
        expect(ended.json().data).toEqual({ resumed: true });
        expect(`wellness_session=${sessionCookie(ended)}`).toBe(own);
        // Pat's impersonated session is over; the coordinator's works as before.
        const stale = await server.inject({
          url: '/api/impersonation',
          headers: clientHeaders(asPat),
        });
        expect(stale.statusCode).toBe(401);
        const back = await server.inject({
          url: `/api/promotions/${ids.demoId}/stats`,
          headers: clientHeaders(own),
        });
        expect(back.statusCode).toBe(200);
      });

      it('opened without a session of the coordinator on this host, ending it signs out', async () => {
        const granted = await server.inject({
          method: 'POST',
          url: '/api/users/impersonate',
          headers: clientHeaders(await signIn(server, 'coordinator@demo.test')),
          payload: { impersonate_id: ids.userId('participant@demo.test') },
        });
        // Another user's session in this browser is not the coordinator's to come back to.
        const sams = await signIn(server, 'participant2@demo.test');
        const opened = await open(granted.json().data.url, sams);
        const asPat = `wellness_session=${sessionCookie(opened)}`;
        const ended = await server.inject({
          method: 'POST',
          url: '/api/impersonation/end',
          headers: clientHeaders(asPat),
          payload: {},
        });
        expect(ended.json().data).toEqual({ resumed: false });
        expect(sessionCookie(ended)).toBe('');
      });

      it('answers a session that is nobody’s impersonation with null, and its end with 409', async () => {
        const pat = await signIn(server, 'participant@demo.test');
        const banner = await server.inject({
          url: '/api/impersonation',
          headers: clientHeaders(pat),
        });
        expect(banner.json()).toEqual({ data: null, meta: {} });
        const ended = await server.inject({
          method: 'POST',
          url: '/api/impersonation/end',
          headers: clientHeaders(pat),
          payload: {},
        });
        expect(ended.statusCode).toBe(409);
        expect(ended.json()).toEqual({ errors: ['You are not impersonating anyone.'] });
        const still = await server.inject({
          url: '/api/impersonation',
          headers: clientHeaders(pat),
        });
        expect(still.statusCode).toBe(200);
      });
    });

    it('answers 404 for an unknown token and 400 for a malformed or missing one', async () => {
      const post = (payload: unknown) =>
        server.inject({
          method: 'POST',
          url: '/api/impersonation',
          headers: clientHeaders(),
          payload: payload as Record<string, unknown>,
        });
      const unknown = await post({ token: 'a'.repeat(43) });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ errors: ['Impersonation could not be found'] });
      for (const payload of [{ token: 'bad$token' }, {}, { token: 'a'.repeat(43), extra: 1 }]) {
        expect((await post(payload)).statusCode).toBe(400);
      }
    });
  });
});
