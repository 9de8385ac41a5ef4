import { BackendUnreachableError, connectMysql, connectRedis, loadConfig } from '../src';

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
});
