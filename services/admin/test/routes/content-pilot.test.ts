import type { FastifyInstance } from 'fastify';
import { pilotAccessKey } from '@wellness/platform';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';

const DEMO = 2;
const future = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

/** Spec 3 s2 "Other": before launch guests reach only welcome, support, contact, faqs, terms, privacy. */
describe('content before launch: the pilot password gate', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    await server.db.query('UPDATE promotions SET launch_on = ? WHERE id = ?', [future(), DEMO]);
  });
  afterAll(() => server.close());

  const list = (category: string, cookie?: string) =>
    server.inject({
      url: `/api/promotions/${DEMO}/custom_content?category=${category}`,
      headers: clientHeaders(cookie),
    });

  it.each([
    'welcome',
    'welcome_overlay',
    'countdown',
    'registration_content',
    'eligibility',
    'tips',
  ])(
    "refuses a guest without the pilot cookie the %s content with 'Incorrect Pilot Password.'",
    async (category) => {
      const response = await list(category);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errors: ['Incorrect Pilot Password.'] });
      const one = await server.inject({
        url: `/api/promotions/${DEMO}/custom_content/${category}/anything`,
        headers: clientHeaders(),
      });
      expect(one.statusCode).toBe(403);
    },
  );

  it.each(['privacy', 'terms', 'faqs', '404'])(
    'still shows a guest the %s page',
    async (category) => {
      expect((await list(category)).statusCode).toBe(200);
    },
  );

  it('shows the welcome content to a guest with a live pilot cookie, not a made-up one', async () => {
    await server.redis.set(
      pilotAccessKey(server.config.redisPrefix, DEMO, 'granted-token'),
      '1',
      'EX',
      60,
    );
    const granted = await list('welcome', 'pilotPassword=granted-token');
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.length).toBeGreaterThan(0);
    expect((await list('welcome', 'pilotPassword=made-up')).statusCode).toBe(403);
  });

  it('shows it to a signed-in user and, once launched, to everyone', async () => {
    const cookie = await signIn(server, 'coordinator@demo.test');
    expect((await list('welcome', cookie)).statusCode).toBe(200);
    await server.db.query('UPDATE promotions SET launch_on = starts_on WHERE id = ?', [DEMO]);
    expect((await list('welcome')).statusCode).toBe(200);
    // Signed-out visitors read the tips once launched (spec 3 s2 "Other": "except recipes and tips").
    const tips = await list('tips');
    expect(tips.statusCode).toBe(200);
    expect(tips.json().data.length).toBeGreaterThan(0);
  });
});
