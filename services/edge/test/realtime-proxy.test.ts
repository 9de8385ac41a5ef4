import { createServer } from 'node:http';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { io as connectClient } from 'socket.io-client';
import type { Socket as ClientSocket } from 'socket.io-client';
import { buildEdge, urlOf } from './helpers';

describe('/socket.io through the edge', () => {
  let upstream: HttpServer;
  let realtime: Server;
  let edge: FastifyInstance;
  let client: ClientSocket | undefined;

  beforeAll(async () => {
    // A stand-in for the realtime gateway: accepts only the session cookie it expects.
    upstream = createServer();
    realtime = new Server(upstream);
    realtime.use((socket, next) =>
      socket.handshake.headers.cookie === 'wellness_session=s1'
        ? next()
        : next(new Error('Log In Required')),
    );
    realtime.on('connection', (socket) => {
      const { host, origin } = socket.handshake.headers;
      socket.emit('hello', { transport: socket.conn.transport.name, host, origin });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    edge = await buildEdge(
      { realtimeUrls: [`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`] },
      { loadDocuments: async () => [] },
    );
    await edge.listen({ port: 0, host: '127.0.0.1' });
  });

  afterEach(() => client?.close());

  afterAll(async () => {
    await edge.close();
    await realtime.close();
  });

  const connect = (cookie: string, transports: Array<'websocket' | 'polling'>) => {
    client = connectClient(urlOf(edge), {
      transports,
      reconnection: false,
      forceNew: true,
      // What a page of the demo promotion sends: realtime checks Origin against Host.
      extraHeaders: {
        cookie,
        host: 'demo.localhost:8080',
        origin: 'http://demo.localhost:8080',
      },
    });
    return client;
  };

  const hello = (socket: ClientSocket) =>
    new Promise((resolve, reject) => {
      socket.once('hello', resolve);
      socket.once('connect_error', reject);
    });

  it.each([['websocket'], ['polling']] as const)(
    'carries a %s connection and its session cookie to realtime',
    async (transport) => {
      const socket = connect('wellness_session=s1', [transport]);
      expect(await hello(socket)).toMatchObject({ transport });
    },
  );

  it("keeps the handshake's Host and Origin, which realtime compares", async () => {
    const socket = connect('wellness_session=s1', ['websocket']);
    expect(await hello(socket)).toEqual({
      transport: 'websocket',
      host: 'demo.localhost:8080',
      origin: 'http://demo.localhost:8080',
    });
  });

  it("passes realtime's refusal back to the client", async () => {
    const socket = connect('wellness_session=wrong', ['websocket']);
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe('Log In Required');
  });
});

describe('/socket.io while the realtime gateway is down', () => {
  it('answers 503 with the envelope, at once', async () => {
    // A port nothing listens on: the gateway was killed or is restarting.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const edge = await buildEdge(
      { realtimeUrls: [`http://127.0.0.1:${port}`] },
      { loadDocuments: async () => [] },
    );

    const response = await edge.inject({
      method: 'GET',
      url: '/socket.io/?EIO=4&transport=polling',
      headers: { host: 'demo.localhost:8080' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ errors: ['Service unavailable'] });
    await edge.close();
  });
});
