/**
 * @jest-environment node
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Dispatch } from '@reduxjs/toolkit';
import { Server } from 'socket.io';
import type { Socket as ServerSocket } from 'socket.io';
import { baseApi } from '../api/base-api';
import type { RootState } from '../store/root-reducer';
import {
  RECONNECTION_DELAY_MS,
  SERVICE_UNAVAILABLE,
  connectRealtime,
  disconnectRealtime,
  joinRealtimeRoom,
} from './realtime-client';

// This file opens a real socket (setup-tests mocks socket.io-client for every other test).
jest.unmock('socket.io-client');
/** Resolves when `check` holds, polling every 20 ms (a ceiling, not a sleep). */
async function until(what: string, check: () => boolean, timeoutMs = 15_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A bare Socket.IO server that records each connection and the rooms it asks for. While
 * `unavailable` handshakes or conversation joins remain, it refuses them as the gateway does
 * while MySQL or Redis is away.
 */
async function gateway(unavailable = { handshakes: 0, joins: 0 }) {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  const connections: Array<{ socket: ServerSocket; at: number; joins: string[] }> = [];
  const refusedHandshakes: number[] = [];
  io.use((_socket, next) => {
    if (refusedHandshakes.length >= unavailable.handshakes) return next();
    refusedHandshakes.push(Date.now());
    next(new Error(SERVICE_UNAVAILABLE));
  });
  io.on('connection', (socket) => {
    const connection = { socket, at: Date.now(), joins: [] as string[] };
    connections.push(connection);
    for (const event of ['joinChannel', 'joinConversation'])
      socket.on(
        event,
        (id: unknown, ack?: (answer: { ok: boolean; errors?: string[] }) => void) => {
          connection.joins.push(`${event} ${String(id)}`);
          if (event === 'joinConversation' && unavailable.joins > 0) {
            unavailable.joins -= 1;
            return ack?.({ ok: false, errors: [SERVICE_UNAVAILABLE] });
          }
          ack?.({ ok: true });
        },
      );
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections,
    refusedHandshakes,
    close: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
}

let server: Awaited<ReturnType<typeof gateway>>;
beforeEach(async () => {
  server = await gateway();
});
afterEach(async () => {
  disconnectRealtime();
  await server.close();
});

it('reconnects 3 s after the connection drops, rejoins its rooms and refetches what it shows', async () => {
  const dispatch = jest.fn();
  // A page showing the wall and the leaderboard: RTK Query's provided tags.
  const getState = () =>
    ({ api: { provided: { tags: { Posts: {}, Leaderboard: {} } } } }) as unknown as RootState;
  joinRealtimeRoom('joinConversation', 7);
  await connectRealtime({
    channel: 'demo-channel',
    dispatch: dispatch as unknown as Dispatch,
    getState,
    url: server.url,
  });
  await until('the first connection to join', () => server.connections[0]?.joins.length === 2);
  expect(server.connections[0].joins).toEqual(['joinChannel demo-channel', 'joinConversation 7']);
  expect(dispatch).not.toHaveBeenCalled();

  // The network drops (not a logout: the server did not end the session).
  const dropped = Date.now();
  server.connections[0].socket.conn.close();
  await until('the client to reconnect', () => server.connections.length === 2, 10_000);
  const delay = server.connections[1].at - dropped;
  expect(delay).toBeGreaterThanOrEqual(RECONNECTION_DELAY_MS - 100);
  expect(delay).toBeLessThan(RECONNECTION_DELAY_MS + 1500);

  await until('the rooms to be joined again', () => server.connections[1].joins.length === 2);
  expect(server.connections[1].joins).toEqual(['joinChannel demo-channel', 'joinConversation 7']);
  // Events published while it was away are lost (pub/sub is at most once): it reads MySQL again.
  await until('the refetch', () => dispatch.mock.calls.length > 0);
  expect(dispatch).toHaveBeenCalledWith(baseApi.util.invalidateTags(['Posts', 'Leaderboard']));
});

it('tries again while the gateway answers Service unavailable: the handshake, then a room, then refetches', async () => {
  await server.close();
  server = await gateway({ handshakes: 1, joins: 1 });
  const dispatch = jest.fn();
  const getState = () =>
    ({ api: { provided: { tags: { Messages: {} } } } }) as unknown as RootState;
  joinRealtimeRoom('joinConversation', 9);
  await connectRealtime({
    channel: 'demo-channel',
    dispatch: dispatch as unknown as Dispatch,
    getState,
    url: server.url,
  });

  await until('the handshake to be asked again', () => server.connections.length === 1, 10_000);
  const wait = server.connections[0].at - server.refusedHandshakes[0];
  expect(wait).toBeGreaterThanOrEqual(RECONNECTION_DELAY_MS - 100);
  expect(wait).toBeLessThan(RECONNECTION_DELAY_MS + 1500);

  // The conversation's join was refused once (MySQL away): asked again, then a refetch.
  await until('the room to be asked for again', () => server.connections[0].joins.length === 3);
  expect(server.connections[0].joins).toEqual([
    'joinChannel demo-channel',
    'joinConversation 9',
    'joinConversation 9',
  ]);
  await until('the refetch', () => dispatch.mock.calls.length > 0);
  expect(dispatch).toHaveBeenCalledWith(baseApi.util.invalidateTags(['Messages']));
});
