import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connectClient } from 'socket.io-client';
import type { Socket as ClientSocket } from 'socket.io-client';
import { RedisServer, buildTestApp, resetData, signIn } from '@wellness/platform/testing';
import { realtimeApp } from '../src/app';

/** The gateway while its Redis restarts: handshakes refused as unavailable, then a resync. */
describe('a gateway whose Redis restarts', () => {
  let redis: RedisServer;
  let server: FastifyInstance;
  let url: string;
  let cookie: string;
  const clients: ClientSocket[] = [];

  const connect = () => {
    const socket = connectClient(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { cookie },
    });
    clients.push(socket);
    return new Promise<ClientSocket>((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };

  beforeAll(async () => {
    redis = await RedisServer.start();
    server = await buildTestApp(realtimeApp, { redisUrl: redis.url });
    await resetData(server);
    await server.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    cookie = await signIn(server, 'participant@demo.test');
  });

  afterAll(async () => {
    clients.forEach((client) => client.close());
    await server.close();
    await redis.stop();
  });

  it('refuses handshakes with Service unavailable while Redis is away, and tells connected sockets to resync once it is back', async () => {
    const connected = await connect();
    const resync = new Promise<number>((resolve) =>
      connected.once('resync', () => resolve(Date.now())),
    );

    await redis.stop();
    await expect(connect()).rejects.toThrow('Service unavailable');

    await redis.start();
    const back = Date.now();
    // Within the 10 s of Redis returning.
    expect((await resync) - back).toBeLessThan(10_000);
    expect(connected.connected).toBe(true);
    // The sessions were in the Redis that was lost: a new sign-in connects again.
    cookie = await signIn(server, 'participant@demo.test');
    expect((await connect()).connected).toBe(true);
  });
});
