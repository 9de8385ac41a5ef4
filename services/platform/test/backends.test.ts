import {
  BackendUnreachableError,
  connectMysql,
  connectRedis,
  isBackendUnavailable,
  loadConfig,
} from '../src';
import { RedisServer } from '../src/testing/faults';

describe('backing services', () => {
  it('names the MySQL URL, without its password, when MySQL cannot be reached', async () => {
    const error = await connectMysql('mysql://root:secret@127.0.0.1:1/wellness', 1).catch(
      (e: Error) => e,
    );
    expect(error).toBeInstanceOf(BackendUnreachableError);
    expect((error as Error).message).toBe(
      'Cannot reach MySQL at mysql://root:***@127.0.0.1:1/wellness (ECONNREFUSED)',
    );
  });

  it('names the Redis URL when Redis cannot be reached', async () => {
    const error = await connectRedis('redis://127.0.0.1:1').catch((e: Error) => e);
    expect(error).toBeInstanceOf(BackendUnreachableError);
    expect((error as Error).message).toMatch(/^Cannot reach Redis at redis:\/\/127\.0\.0\.1:1/);
  });

  it('uses the architecture defaults and refuses invalid configuration', () => {
    const config = loadConfig(4101, {});
    expect(config.mysqlUrl).toBe('mysql://root@127.0.0.1:3306/wellness');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.port).toBe(4101);
    expect(() => loadConfig(4101, { PORT: 'eighty' })).toThrow(/Invalid configuration/);
  });

  it('waits BACKEND_TIMEOUT_MS (default 5 s) for a backend, and no less than 100 ms', () => {
    expect(loadConfig(4101, {}).backendTimeoutMs).toBe(5000);
    expect(loadConfig(4101, { BACKEND_TIMEOUT_MS: '1500' }).backendTimeoutMs).toBe(1500);
    expect(() => loadConfig(4101, { BACKEND_TIMEOUT_MS: '50' })).toThrow(
      /Invalid configuration: \/backendTimeoutMs/,
    );
  });

  it('fails a Redis command left unanswered after the timeout, as a backend unavailable', async () => {
    const server = await RedisServer.start();
    const redis = await connectRedis(server.url, 500);
    try {
      server.pause();
      const started = Date.now();
      const error = await redis.get('anything').catch((e: Error) => e);
      expect((error as Error).message).toMatch(/Command timed out/);
      expect(isBackendUnavailable(error)).toBe(true);
      // The configured 500 ms, not the 5 s default.
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      server.resume();
      redis.disconnect();
      await server.stop();
    }
  });
});
