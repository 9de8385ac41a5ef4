import { EventPublisher, eventsChannel } from '@wellness/platform';
import { clientHeaders, login, signIn, waitFor } from '@wellness/platform/testing';
import { DEMO_PASSWORD } from '@wellness/schema';
import { callApi } from '../scripts/api-client';
import type { Cluster } from './cluster';
import {
  closeSockets,
  connectSocket,
  countRequests,
  nextEvent,
  startCluster,
  urlOf,
} from './cluster';

// Six apps migrate, seed (argon2 hashes) and start on a busy two-core machine.
jest.setTimeout(120_000);

const TOO_MANY = { errors: ['Too many requests. Please wait a moment and try again.'] };
// Three writes per user in a minute, counted wherever they land.
const WRITES_PER_USER = 3;

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({
    rateLimits: { write: { user: WRITES_PER_USER, address: 100, windowSeconds: 60 } },
    rateLimitAllowance: 1,
  });
});

afterEach(closeSockets);

afterAll(() => cluster?.close());

const [DEMO_EMAIL, TEAMMATE_EMAIL] = ['participant@demo.test', 'participant2@demo.test'];

describe('sessions across replicas', () => {
  it('a session opened by logging in on one replica is honoured by the other, and ends on both', async () => {
    const [first, second] = cluster.participant;
    const cookie = await login(first, DEMO_EMAIL, DEMO_PASSWORD);
    const me = await second.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: clientHeaders(cookie),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(DEMO_EMAIL);

    const logout = await second.inject({
      method: 'DELETE',
      url: '/api/authenticate',
      headers: clientHeaders(cookie),
    });
    expect(logout.statusCode).toBe(200);
    const after = await first.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: clientHeaders(cookie),
    });
    expect(after.statusCode).toBe(401);
  });

  it('the edge shares requests between the two replicas, and each answers for the same session', async () => {
    const cookie = await signIn(cluster.participant[0], DEMO_EMAIL);
    const counting = countRequests(cluster.participant);
    const target = { origin: urlOf(cluster.edge), host: 'demo.localhost:8080' };
    for (let i = 0; i < 6; i += 1) {
      const response = await callApi<{ email: string }>(target, 'GET', '/api/users/me', { cookie });
      expect(response.status).toBe(200);
      expect(response.body.data?.email).toBe(DEMO_EMAIL);
    }
    counting.stop();
    expect(counting.counts).toEqual([3, 3]);
  });
});

describe('request limits across replicas', () => {
  it("counts one user's writes on both replicas together: the one over the limit is refused wherever it lands", async () => {
    const cookie = await signIn(cluster.social[0], DEMO_EMAIL);
    const write = (i: number) =>
      cluster.social[i % 2].inject({
        method: 'POST',
        url: '/api/notifications/mark_as_seen',
        headers: clientHeaders(cookie),
        payload: { ids: 'all' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < WRITES_PER_USER; i += 1) statuses.push((await write(i)).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    for (const i of [WRITES_PER_USER, WRITES_PER_USER + 1]) {
      const refused = await write(i);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
    }
  });
});

/** Two members of one new team of the demo promotion, and its team chat. */
async function teamChat() {
  const db = cluster.social[0].db;
  const [{ id: promotionId }] = await db.query(
    "SELECT id FROM promotions WHERE subdomain = 'demo'",
  );
  const users: Array<{ id: number }> = await db.query(
    'SELECT id FROM users WHERE email IN (?, ?)',
    [DEMO_EMAIL, TEAMMATE_EMAIL],
  );
  const team = await db.query(
    "INSERT INTO teams (promotion_id, name, status) VALUES (?, 'Replica walkers', 1)",
    [promotionId],
  );
  for (const { id } of users) {
    await db.query('UPDATE users SET team_id = ? WHERE id = ?', [team.insertId, id]);
    await db.query('INSERT INTO team_members (team_id, user_id, promotion_id) VALUES (?, ?, ?)', [
      team.insertId,
      id,
      promotionId,
    ]);
  }
  const conversation = await db.query(
    "INSERT INTO conversations (promotion_id, conversation_type, conversation_type_id) VALUES (?, 't', ?)",
    [promotionId, team.insertId],
  );
  return Number(conversation.insertId);
}

describe('realtime across gateways', () => {
  it("a team chat message posted while the sender's socket is on gateway 2 reaches the member on gateway 1", async () => {
    const conversationId = await teamChat();
    const reader = await signIn(cluster.social[0], DEMO_EMAIL);
    const sender = await signIn(cluster.social[0], TEAMMATE_EMAIL);
    const onFirst = await connectSocket(urlOf(cluster.realtime[0]), reader);
    const onSecond = await connectSocket(urlOf(cluster.realtime[1]), sender);
    for (const socket of [onFirst, onSecond]) {
      expect(await socket.emitWithAck('joinConversation', conversationId)).toEqual({ ok: true });
    }
    const isMessage = (alert: { conversation_id: number; action: string }) =>
      alert.conversation_id === conversationId && alert.action === 'message';
    const heard = [onFirst, onSecond].map((socket) =>
      nextEvent(socket, 'conversationAlert', isMessage),
    );

    const posted = await cluster.social[1].inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: clientHeaders(sender),
      payload: { body: 'Lunch walk at noon?' },
    });
    expect(posted.statusCode).toBe(201);
    await expect(Promise.all(heard)).resolves.toHaveLength(2);
  });

  it("an event published anywhere reaches the promotion's room on both gateways", async () => {
    const cookie = await signIn(cluster.realtime[0], DEMO_EMAIL);
    const [{ websocket_channel: channel }] = await cluster.realtime[0].db.query(
      "SELECT websocket_channel FROM promotions WHERE subdomain = 'demo'",
    );
    const sockets = [
      await connectSocket(urlOf(cluster.realtime[0]), cookie),
      await connectSocket(urlOf(cluster.realtime[1]), cookie),
    ];
    for (const socket of sockets)
      expect(await socket.emitWithAck('joinChannel', channel)).toEqual({ ok: true });
    const heard = sockets.map((socket) => nextEvent(socket, 'notificationPublished'));
    const { redis, config, log } = cluster.participant[1];
    await new EventPublisher(redis, config.redisPrefix, log).publish({
      type: 'notificationPublished',
      promotion_id: 0,
      audience: { kind: 'promotion', id: channel },
      payload: { title: 'Replicas', message: 'Both gateways hear this.' },
    });
    await expect(Promise.all(heard)).resolves.toEqual([
      { title: 'Replicas', message: 'Both gateways hear this.' },
      { title: 'Replicas', message: 'Both gateways hear this.' },
    ]);
    expect(eventsChannel(config.redisPrefix)).toBe(`${config.redisPrefix}events`);
  });

  it('keeps a polling socket, and its upgrade to websocket, on one gateway through the edge', async () => {
    const [{ websocket_channel: channel }] = await cluster.realtime[0].db.query(
      "SELECT websocket_channel FROM promotions WHERE subdomain = 'demo'",
    );
    // Several sessions: they hash to both gateways; each must keep its sid's gateway. (Node's
    // polling transport cannot send the page's Host, so no Origin either: a program's socket.)
    for (let i = 0; i < 6; i += 1) {
      const cookie = await signIn(cluster.realtime[0], DEMO_EMAIL);
      const polling = await connectSocket(urlOf(cluster.edge), cookie, ['polling'], false);
      expect(await polling.emitWithAck('joinChannel', channel)).toEqual({ ok: true });
      const upgrading = await connectSocket(
        urlOf(cluster.edge),
        cookie,
        ['polling', 'websocket'],
        false,
      );
      await new Promise<void>((resolve) => {
        if (upgrading.io.engine.transport.name === 'websocket') resolve();
        else upgrading.io.engine.once('upgrade', () => resolve());
      });
      expect(await upgrading.emitWithAck('joinChannel', channel)).toEqual({ ok: true });
    }
  });

  it('sends new sockets to the other gateway when one stops accepting connections', async () => {
    await cluster.realtime[1].close();
    const cookies = await Promise.all(
      Array.from({ length: 6 }, () => signIn(cluster.realtime[0], DEMO_EMAIL)),
    );
    // The edge notices within its probe interval; a socket sent there before that is refused.
    const connectAll = () =>
      Promise.all(cookies.map((cookie) => connectSocket(urlOf(cluster.edge), cookie))).catch(() => {
        closeSockets();
        return null;
      });
    const sockets = await waitFor('every socket connected through the edge', connectAll, {
      timeoutMs: 15_000,
    });
    expect(sockets.every((socket) => socket.connected)).toBe(true);
  });
});
