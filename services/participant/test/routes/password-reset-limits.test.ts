import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData } from '@wellness/platform/testing';
import { app } from '../../src/app';

const TOO_MANY = { errors: ['Too many attempts. Please wait a few minutes and try again.'] };
const limits = {
  loginRateLimitAccount: 3,
  loginRateLimitIp: 5,
  loginRateLimitWindowSeconds: 60,
  rateLimitAllowance: 1,
};

describe('forgotten password limits, per account and per address as sign-in', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await buildTestApp(app, limits);
  });
  beforeEach(() => resetData(server));
  afterAll(() => server.close());

  const post = (url: string, payload: object, address: string) =>
    server.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...clientHeaders(), 'x-forwarded-for': address },
      payload,
    });

  it('sends 3 links per address in the window, from any client, then answers 429', async () => {
    for (let n = 0; n < 3; n++) {
      const response = await post(
        '/users/forgot',
        { email: 'participant@demo.test' },
        `203.0.113.${n}`,
      );
      expect(response.statusCode).toBe(200);
    }
    const limited = await post('/users/forgot', { email: 'Participant@demo.test' }, '198.51.100.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Unknown addresses count the same way, so the limit tells nothing about accounts.
    for (let n = 0; n < 3; n++) {
      await post('/users/forgot', { email: 'nobody@demo.test' }, `203.0.113.${n + 20}`);
    }
    expect(
      (await post('/users/forgot', { email: 'nobody@demo.test' }, '198.51.100.9')).json(),
    ).toEqual(TOO_MANY);
  });

  it('answers 429 to a client guessing tokens once its address has used its attempts', async () => {
    for (let n = 0; n < 5; n++) {
      const guess = await post(
        '/users/verify_password_reset',
        { thing: `guess-${n}` },
        '203.0.113.50',
      );
      expect(guess.json().data).toEqual({ allow: false, email: null });
    }
    const limited = await post(
      '/users/verify_password_reset',
      { thing: 'guess-6' },
      '203.0.113.50',
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    const reset = await server.inject({
      method: 'PUT',
      url: '/api/users/password_reset',
      headers: { ...clientHeaders(), 'x-forwarded-for': '203.0.113.50' },
      payload: { thing: 'guess-7', password: 'Fresh!start42' },
    });
    expect(reset.json()).toEqual(TOO_MANY);
  });
});
