import { arrangeAudience } from '../bench/realtime/audience';
import type { ApiTarget } from '../scripts/api-client';
import { Participant, openForLogging } from './participants';
import { ParticipantSocket } from './sockets';
import { call } from './writes';
import type { Write } from './writes';

/** The simulated participants of a run, each with its socket. */
export interface Crowd {
  promotionId: number;
  participants: Participant[];
  sockets: ParticipantSocket[];
  userIds: number[];
}

/**
 * `count` participants of the demo promotion on one team with its chat (sessions minted in
 * Redis as sign-in would: infra/bench/realtime/audience.ts), each with a socket through the
 * edge that has joined the promotion channel and the chat.
 */
export async function gatherCrowd(
  target: ApiTarget,
  backends: { mysqlUrl: string; redisUrl: string; redisPrefix: string },
  count: number,
  thinkMs: number,
): Promise<Crowd> {
  const audience = await arrangeAudience(
    backends.mysqlUrl,
    backends.redisUrl,
    backends.redisPrefix,
    count,
  );
  const { promotionId, conversationId, channel, cookies } = audience;
  const userIds = await Promise.all(
    cookies.map(async (cookie) => {
      const me = await call(target, cookie, 'GET', '/api/users/me');
      if (me.status !== 200) throw new Error(`GET /api/users/me gave ${me.status}`);
      return (me.body.data as { id: number }).id;
    }),
  );
  const open = await openForLogging(target, cookies[0], promotionId);
  if (!open.days.length || !open.activityIds.length) {
    throw new Error('The demo promotion has no open day or activity to log');
  }
  const playground = { target, promotionId, conversationId, ...open, thinkMs };
  const participants = cookies.map(
    (cookie, index) => new Participant(index, cookie, userIds[index], playground),
  );
  const sockets = cookies.map(
    (cookie) => new ParticipantSocket(target, cookie, channel, conversationId),
  );
  const deadline = Date.now() + 120_000;
  while (sockets.some((socket) => socket.joinedConnection < 1)) {
    if (Date.now() > deadline) throw new Error('Sockets did not all connect and join in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { promotionId, participants, sockets, userIds };
}

/** What the crowd's sockets show at the end: connected, joined, resynced, nothing missing. */
export interface SocketReport {
  sockets: number;
  connected: number;
  joined: number;
  reconnections: number;
  resyncs: number;
  /** Sockets that lack an acknowledged message once every resync is done. */
  missingMessages: number;
}

/** Waits (up to `timeoutMs`) until every socket has seen every acknowledged message. */
export async function settleSockets(
  crowd: Crowd,
  writes: Write[],
  timeoutMs = 30_000,
): Promise<SocketReport> {
  const expected = writes
    .filter((write) => write.kind === 'message' && write.outcome === 'acknowledged')
    .map((write) => write.recordId)
    .filter((id): id is number => typeof id === 'number');
  const lacking = () =>
    crowd.sockets.filter((socket) => expected.some((id) => !socket.seen.has(id)));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = crowd.sockets.every(
      (socket) => socket.connected && socket.joinedConnection === socket.connects,
    );
    if (ready && lacking().length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const { sockets } = crowd;
  return {
    sockets: sockets.length,
    connected: sockets.filter((socket) => socket.connected).length,
    joined: sockets.filter((socket) => socket.joinedConnection === socket.connects).length,
    reconnections: sockets.reduce((sum, socket) => sum + socket.connects - 1, 0),
    resyncs: sockets.reduce((sum, socket) => sum + socket.resyncs, 0),
    missingMessages: lacking().length,
  };
}
