import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '@wellness/schema';
import { PROMOTION_DISABLED } from '@wellness/platform';
import { clientHeaders, login } from '@wellness/platform/testing';
import { participantApp } from '../helpers';

/**
 * Spec 3 s2 "A promotion disabled on a date earlier than the current date is reachable only by
 * a launchpad viewer who is coordinator or above; others are redirected" (platform README
 * "tenancy").
 */
describe('a promotion disabled on an earlier day', () => {
  let server: FastifyInstance;
  let participantCookie: string;

  beforeAll(async () => {
    server = await participantApp({ logLevel: 'error' });
    participantCookie = await login(server, 'participant@demo.test', DEMO_PASSWORD);
    await server.db.query(
      "UPDATE promotions SET disabled_on = CURDATE() - INTERVAL 1 DAY WHERE subdomain = 'demo'",
    );
    // What the admin service's save does: every replica forgets the label.
    await server.promotionCache.forget(['demo']);
  });
  afterAll(() => server.close());

  const authenticate = (email: string) =>
    server.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: clientHeaders(),
      payload: { email, password: DEMO_PASSWORD },
    });

  it('says so to anyone in GET /promotions/current, so the client can send them away', async () => {
    const response = await server.inject({
      url: '/api/promotions/current',
      headers: clientHeaders(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.disabled).toBe(true);
  });

  it('refuses a participant the sign-in, after the password check', async () => {
    const response = await authenticate('participant@demo.test');
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([PROMOTION_DISABLED]);
    expect(response.cookies.find((c) => c.name === 'wellness_session')).toBeUndefined();
    const wrong = await server.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: clientHeaders(),
      payload: { email: 'participant@demo.test', password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("refuses a participant's open session on every other route", async () => {
    const response = await server.inject({
      url: '/api/promotions/2/activities?page_size=0',
      headers: clientHeaders(participantCookie),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([PROMOTION_DISABLED]);
  });

  it('still lets a coordinator sign in and work', async () => {
    const response = await authenticate('coordinator@demo.test');
    expect(response.statusCode).toBe(200);
    const cookie = `wellness_session=${response.cookies.find((c) => c.name === 'wellness_session')!.value}`;
    const activities = await server.inject({
      url: '/api/promotions/2/activities?page_size=0',
      headers: clientHeaders(cookie),
    });
    expect(activities.statusCode).toBe(200);
  });
});
