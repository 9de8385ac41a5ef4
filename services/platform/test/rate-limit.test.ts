import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { AttemptLimiter } from '../src';
import { testConfig } from '../src/testing';

const { redisUrl, redisPrefix } = testConfig();

describe('attempt counters in Redis', () => {
  // Two connections stand for two replicas of a service.
  const replicas = [new Redis(redisUrl), new Redis(redisUrl)];
  const [one, two] = replicas.map((redis) => new AttemptLimiter(redis, redisPrefix));
  afterAll(() => Promise.all(replicas.map((redis) => redis.quit())));

  const fresh = (limit: number, windowSeconds = 60) => ({
    key: `probe:${randomBytes(6).toString('hex')}`,
    limit,
    windowSeconds,
  });

  it('allows the limit, then refuses with the seconds until the oldest attempt expires', async () => {
    const account = fresh(3, 60);
    for (let i = 0; i < 3; i++) expect((await one.take([account])).allowed).toBe(true);
    const refused = await one.take([account]);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(55);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it('counts across replicas: attempts on one use up the limit on the other', async () => {
    const account = fresh(4);
    for (const limiter of [one, two, one, two]) {
      expect((await limiter.take([account])).allowed).toBe(true);
    }
    expect((await two.take([account])).allowed).toBe(false);
    expect((await one.take([account])).allowed).toBe(false);
  });

  it('frees the slot of an attempt that is given back', async () => {
    const account = fresh(1);
    const first = await one.take([account]);
    expect((await two.take([account])).allowed).toBe(false);
    if (first.allowed) await first.giveBack();
    expect((await two.take([account])).allowed).toBe(true);
  });

  it('keeps no attempt that one of its limits refused', async () => {
    const address = fresh(1);
    const account = fresh(2);
    expect((await one.take([account, address])).allowed).toBe(true);
    expect((await one.take([account, address])).allowed).toBe(false);
    // The refused attempt left the account's count at one: one more is still allowed.
    expect((await one.take([account])).allowed).toBe(true);
    expect((await one.take([account])).allowed).toBe(false);
  });

  it('slides: attempts older than the window stop counting, and keys expire', async () => {
    const account = fresh(1, 1);
    expect((await one.take([account])).allowed).toBe(true);
    expect((await one.take([account])).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await two.take([account])).allowed).toBe(true);
    const ttl = await replicas[0].pttl(`${redisPrefix}attempts:${account.key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1000);
  });
});
