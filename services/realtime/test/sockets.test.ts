import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connectClient } from 'socket.io-client';
import type { Socket as ClientSocket } from 'socket.io-client';
import { eventsChannel, SESSION_COOKIE } from '@wellness/platform';
import type { DomainEvent } from '@wellness/platform';
import { buildTestApp, resetData, signIn } from '@wellness/platform/testing';
import { realtimeApp } from '../src/app';
import type { MembershipAck } from '../src/sockets';

let server: FastifyInstance;
let url: string;
const clients: ClientSocket[] = [];

interface Seeded {
  demo: { id: number; channel: string };
  other: { id: number; channel: string };
  participant: number;
  participant2: number;
}
let seeded: Seeded;

async function promotion(subdomain: string) {
  const [row]: Array<{ id: number; websocket_channel: string }> = await server.db.query(
    'SELECT id, websocket_channel FROM promotions WHERE subdomain = ?',
    [subdomain],
  );
  return { id: Number(row.id), channel: row.websocket_channel };
}

async function userId(email: string) {
  const [row]: Array<{ id: number }> = await server.db.query(
    'SELECT id FROM users WHERE email = ?',
    [email],
  );
  return Number(row.id);
}

/** Connects the way the browser does through the edge: websocket transport, cookie header. */
function connect(cookie?: string, headers: Record<string, string> = {}): Promise<ClientSocket> {
  const socket = connectClient(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { ...(cookie ? { cookie } : {}), ...headers },
  });
  clients.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function nextEvent<T = unknown>(socket: ClientSocket, name: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${name} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.once(name, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

async function publish(event: DomainEvent | string) {
  const message = typeof event === 'string' ? event : JSON.stringify(event);
  await server.redis.publish(eventsChannel(server.config.redisPrefix), message);
}

/**
 * Proves an earlier event was not delivered: events reach a socket in publish order, so once
 * a marker sent after it arrives in the user's own room, the earlier one would have too.
 */
async function flush(socket: ClientSocket, user: number) {
  const marker = nextEvent(socket, 'Marker');
  await publish({
    type: 'Marker',
    promotion_id: 0,
    audience: { kind: 'user', id: user },
    payload: {},
  });
  await marker;
}

beforeAll(async () => {
  server = await buildTestApp(realtimeApp);
  await resetData(server);
  await server.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  seeded = {
    demo: await promotion('demo'),
    other: await promotion('www'),
    participant: await userId('participant@demo.test'),
    participant2: await userId('participant2@demo.test'),
  };
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

afterAll(async () => {
  await server.close();
});

describe('health', () => {
  it('is alive and ready once MySQL and Redis answer', async () => {
    expect((await server.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await server.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('handshake', () => {
  it('refuses a connection without a session cookie', async () => {
    await expect(connect()).rejects.toThrow('Log In Required');
  });

  it('refuses a connection with an unknown session', async () => {
    await expect(connect(`${SESSION_COOKIE}=not-a-session`)).rejects.toThrow('Log In Required');
  });

  it('accepts a signed-in user', async () => {
    const socket = await connect(await signIn(server, 'participant@demo.test'));
    expect(socket.connected).toBe(true);
  });
});

describe('handshake Origin', () => {
  const DEMO = 'demo.localhost:8080';

  it("accepts a browser page of the promotion's own host", async () => {
    const cookie = await signIn(server, 'participant@demo.test');
    const socket = await connect(cookie, { host: DEMO, origin: `http://${DEMO}` });
    expect(socket.connected).toBe(true);
  });

  it("refuses a page of another host, another promotion's included, with connect_error", async () => {
    const cookie = await signIn(server, 'participant@demo.test');
    for (const origin of [
      'https://evil.example',
      'http://launchpad.localhost:8080',
      'http://demo.localhost:9999',
      'null',
    ]) {
      await expect(connect(cookie, { host: DEMO, origin })).rejects.toThrow(
        'Connections are accepted only from the promotion’s own site.',
      );
    }
  });

  it('accepts a client that sends no Origin (not a browser)', async () => {
    const socket = await connect(await signIn(server, 'participant@demo.test'), { host: DEMO });
    expect(socket.connected).toBe(true);
  });
});

describe('absolute session lifetime', () => {
  const openedLongAgo = async (cookie: string) => {
    const key = `${server.config.redisPrefix}session:${cookie.split('=')[1]}`;
    const record = JSON.parse((await server.redis.get(key))!);
    const lifetime = server.config.sessionAbsoluteTtl * 1000;
    record.created_at = new Date(Date.now() - lifetime - 1000).toISOString();
    await server.redis.set(key, JSON.stringify(record), 'KEEPTTL');
  };

  it('refuses the handshake of a session older than its absolute lifetime', async () => {
    const cookie = await signIn(server, 'participant@demo.test');
    await openedLongAgo(cookie);
    await expect(connect(cookie)).rejects.toThrow('Log In Required');
  });

  it('ends an open socket whose session passes its absolute lifetime while in use', async () => {
    const cookie = await signIn(server, 'participant@demo.test');
    const socket = await connect(cookie);
    expect(await socket.emitWithAck('joinChannel', seeded.demo.channel)).toEqual({ ok: true });
    await openedLongAgo(cookie);
    const disconnected = nextEvent(socket, 'disconnect');
    const ack: MembershipAck = await socket.emitWithAck('joinChannel', seeded.demo.channel);
    expect(ack).toEqual({ ok: false, errors: ['Log In Required'] });
    await expect(disconnected).resolves.toBe('io server disconnect');
  });
});

describe('joinChannel', () => {
  it("joins the user's promotion channel and delivers its LeaderboardChanged events", async () => {
    const socket = await connect(await signIn(server, 'participant@demo.test'));
    const ack: MembershipAck = await socket.emitWithAck('joinChannel', seeded.demo.channel);
    expect(ack).toEqual({ ok: true });

    const received = nextEvent(socket, 'LeaderboardChanged');
    await publish({
      type: 'LeaderboardChanged',
      promotion_id: seeded.demo.id,
      audience: { kind: 'promotion', id: seeded.demo.channel },
      payload: { user_id: seeded.participant, score: 25 },
    });
    await expect(received).resolves.toEqual({ user_id: seeded.participant, score: 25 });
  });

  it("refuses another promotion's channel and delivers none of its events", async () => {
    const socket = await connect(await signIn(server, 'participant@demo.test'));
    const ack: MembershipAck = await socket.emitWithAck('joinChannel', seeded.other.channel);
    expect(ack).toEqual({ ok: false, errors: ['Not a member of this channel'] });

    const leaked: unknown[] = [];
    socket.on('LeaderboardChanged', (payload) => leaked.push(payload));
    await publish({
      type: 'LeaderboardChanged',
      promotion_id: seeded.other.id,
      audience: { kind: 'promotion', id: seeded.other.channel },
      payload: { user_id: 1, score: 99 },
    });
    await flush(socket, seeded.participant);
    expect(leaked).toEqual([]);
  });

  it('refuses a channel that is not a string', async () => {
    const socket = await connect(await signIn(server, 'participant@demo.test'));
    const ack: MembershipAck = await socket.emitWithAck('joinChannel', { channel: 'x' });
    expect(ack).toEqual({ ok: false, errors: ['Not a member of this channel'] });
  });

  it('refuses once the session has ended, even if the end was not announced', async () => {
    const cookie = await signIn(server, 'participant@demo.test');
    const socket = await connect(cookie);
    // Expiry (or a lost announcement): the record is gone but no sessions-ended message came.
    await server.redis.del(`${server.config.redisPrefix}session:${cookie.split('=')[1]}`);
    const disconnected = nextEvent(socket, 'disconnect');
    const ack: MembershipAck = await socket.emitWithAck('joinChannel', seeded.demo.channel);
    expect(ack).toEqual({ ok: false, errors: ['Log In Required'] });
    await expect(disconnected).resolves.toBe('io server disconnect');
  });
});

describe('ended sessions', () => {
  it('closes the sockets of a session that logs out, and no other', async () => {
    const cookie = await signIn(server, 'participant@demo.test');
    const ending = await connect(cookie);
    const other = await connect(await signIn(server, 'participant@demo.test'));
    const disconnected = nextEvent(ending, 'disconnect');
    await server.sessions.destroy(cookie.split('=')[1]);
    await expect(disconnected).resolves.toBe('io server disconnect');
    await flush(other, seeded.participant);
    expect(other.connected).toBe(true);
  });

  it('closes every socket of a user whose sessions all end (lock, delete, unlock)', async () => {
    const first = await connect(await signIn(server, 'participant2@demo.test'));
    const second = await connect(await signIn(server, 'participant2@demo.test'));
    const closed = Promise.all([nextEvent(first, 'disconnect'), nextEvent(second, 'disconnect')]);
    await server.sessions.destroyAllForUser(seeded.participant2);
    await expect(closed).resolves.toEqual(['io server disconnect', 'io server disconnect']);
  });
});

describe('user rooms', () => {
  it("delivers a user's events to that user only", async () => {
    const mine = await connect(await signIn(server, 'participant@demo.test'));
    const theirs = await connect(await signIn(server, 'participant2@demo.test'));
    const leaked: unknown[] = [];
    theirs.on('friendRequestCreated', (payload) => leaked.push(payload));

    const received = nextEvent(mine, 'friendRequestCreated');
    await publish({
      type: 'friendRequestCreated',
      promotion_id: seeded.demo.id,
      audience: { kind: 'user', id: seeded.participant },
      payload: { id: 3 },
    });
    await expect(received).resolves.toEqual({ id: 3 });
    await flush(theirs, seeded.participant2);
    expect(leaked).toEqual([]);
  });

  it('skips a malformed message and keeps delivering', async () => {
    const socket = await connect(await signIn(server, 'participant@demo.test'));
    await publish('{not json');
    await publish(JSON.stringify({ type: 'connect', audience: { kind: 'user', id: 1 } }));
    await flush(socket, seeded.participant);
  });
});

describe('addTeam', () => {
  afterEach(async () => {
    await server.db.query('UPDATE users SET team_id = NULL WHERE id = ?', [seeded.participant]);
  });

  it("joins the user's team and delivers its events", async () => {
    await server.db.query('UPDATE users SET team_id = 7 WHERE id = ?', [seeded.participant]);
    const socket = await connect(await signIn(server, 'participant@demo.test'));
    expect(await socket.emitWithAck('addTeam', 7)).toEqual({ ok: true });

    const received = nextEvent(socket, 'teamPostCreated');
    await publish({
      type: 'teamPostCreated',
      promotion_id: seeded.demo.id,
      audience: { kind: 'team', id: 7 },
      payload: { id: 1 },
    });
    await expect(received).resolves.toEqual({ id: 1 });
  });

  it('refuses a team the user is not on', async () => {
    await server.db.query('UPDATE users SET team_id = 7 WHERE id = ?', [seeded.participant]);
    const socket = await connect(await signIn(server, 'participant@demo.test'));
    expect(await socket.emitWithAck('addTeam', 8)).toEqual({
      ok: false,
      errors: ['Not a member of this channel'],
    });
  });

  it('refuses any team to a user on none', async () => {
    const socket = await connect(await signIn(server, 'participant@demo.test'));
    expect(await socket.emitWithAck('addTeam', 7)).toEqual({
      ok: false,
      errors: ['Not a member of this channel'],
    });
  });
});

describe('joinConversation', () => {
  const conversations: number[] = [];
  afterEach(async () => {
    await server.db.query('UPDATE users SET team_id = NULL WHERE id IN (?)', [
      [seeded.participant, seeded.participant2],
    ]);
    await server.db.query('DELETE FROM team_members');
    await server.db.query('DELETE FROM conversation_members');
    await server.db.query('DELETE FROM conversations');
    conversations.splice(0);
  });

  /** A direct conversation of the given members, arranged as the social service writes it. */
  async function direct(members: number[]) {
    const { insertId } = await server.db.query(
      "INSERT INTO conversations (promotion_id, conversation_type) VALUES (?, 'd')",
      [seeded.demo.id],
    );
    for (const user of members)
      await server.db.query(
        'INSERT INTO conversation_members (conversation_id, user_id, promotion_id) VALUES (?, ?, ?)',
        [insertId, user, seeded.demo.id],
      );
    return Number(insertId);
  }

  const alert = (id: number) => ({
    type: 'conversationAlert',
    promotion_id: seeded.demo.id,
    audience: { kind: 'conversation' as const, id },
    payload: { conversation_id: id, action: 'message' },
  });

  it("joins a member to the conversation's room, once however often asked, and delivers its alerts", async () => {
    const id = await direct([seeded.participant, seeded.participant2]);
    const socket = await connect(await signIn(server, 'participant@demo.test'));
    expect(await socket.emitWithAck('joinConversation', id)).toEqual({ ok: true });
    expect(await socket.emitWithAck('joinConversation', String(id))).toEqual({ ok: true });
    const seen: unknown[] = [];
    socket.on('conversationAlert', (payload: unknown) => seen.push(payload));
    await publish(alert(id));
    await flush(socket, seeded.participant);
    // At most once per socket: joining twice does not deliver twice.
    expect(seen).toEqual([{ conversation_id: id, action: 'message' }]);
  });

  it('refuses a non-member, a member who left and a conversation of another promotion; none of their alerts arrive', async () => {
    const theirs = await direct([seeded.participant2]);
    const left = await direct([seeded.participant, seeded.participant2]);
    await server.db.query(
      'UPDATE conversation_members SET removed_at = NOW(3) WHERE conversation_id = ? AND user_id = ?',
      [left, seeded.participant],
    );
    const { insertId: elsewhere } = await server.db.query(
      "INSERT INTO conversations (promotion_id, conversation_type) VALUES (?, 'd')",
      [seeded.other.id],
    );
    await server.db.query(
      'INSERT INTO conversation_members (conversation_id, user_id, promotion_id) VALUES (?, ?, ?)',
      [elsewhere, seeded.participant, seeded.other.id],
    );
    const socket = await connect(await signIn(server, 'participant@demo.test'));
    const seen: unknown[] = [];
    socket.on('conversationAlert', (payload: unknown) => seen.push(payload));
    for (const id of [theirs, left, Number(elsewhere), 'x', -1]) {
      expect(await socket.emitWithAck('joinConversation', id)).toEqual({
        ok: false,
        errors: ['Not a member of this channel'],
      });
    }
    await publish(alert(theirs));
    await publish(alert(left));
    await flush(socket, seeded.participant);
    expect(seen).toEqual([]);
  });

  it("admits a team's members to its chat and refuses one removed from the team at once", async () => {
    const { insertId: teamId } = await server.db.query(
      "INSERT INTO teams (promotion_id, name, status) VALUES (?, 'Walkers', 1)",
      [seeded.demo.id],
    );
    const { insertId: chat } = await server.db.query(
      "INSERT INTO conversations (promotion_id, conversation_type, conversation_type_id) VALUES (?, 't', ?)",
      [seeded.demo.id, teamId],
    );
    await server.db.query(
      'INSERT INTO team_members (team_id, user_id, promotion_id) VALUES (?, ?, ?)',
      [teamId, seeded.participant, seeded.demo.id],
    );
    await server.db.query('UPDATE users SET team_id = ? WHERE id = ?', [
      teamId,
      seeded.participant,
    ]);
    const socket = await connect(await signIn(server, 'participant@demo.test'));
    expect(await socket.emitWithAck('joinConversation', Number(chat))).toEqual({ ok: true });
    const other = await connect(await signIn(server, 'participant2@demo.test'));
    expect(await other.emitWithAck('joinConversation', Number(chat))).toEqual({
      ok: false,
      errors: ['Not a member of this channel'],
    });
    await server.db.query('DELETE FROM team_members WHERE user_id = ?', [seeded.participant]);
    const again = await connect(await signIn(server, 'participant@demo.test'));
    expect(await again.emitWithAck('joinConversation', Number(chat))).toEqual({
      ok: false,
      errors: ['Not a member of this channel'],
    });
  });

  it('stops delivering a conversation the socket leaves', async () => {
    const id = await direct([seeded.participant]);
    const socket = await connect(await signIn(server, 'participant@demo.test'));
    expect(await socket.emitWithAck('joinConversation', id)).toEqual({ ok: true });
    expect(await socket.emitWithAck('leaveConversation', id)).toEqual({ ok: true });
    const seen: unknown[] = [];
    socket.on('conversationAlert', (payload: unknown) => seen.push(payload));
    await publish(alert(id));
    await flush(socket, seeded.participant);
    expect(seen).toEqual([]);
  });
});
