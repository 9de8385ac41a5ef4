import { LOG_IN_REQUIRED, SERVICE_UNAVAILABLE, isBackendUnavailable } from '@wellness/platform';
import type { SessionStore } from '@wellness/platform';
import type { FastifyBaseLogger } from 'fastify';
import { roomOf, sessionRoom } from './events';
import type { MembershipDirectory } from './membership';
import type { MembershipAck, RealtimeSocket } from './sockets';

export const NOT_A_MEMBER = 'Not a member of this channel';
const SIGNED_OUT: MembershipAck = { ok: false, errors: [LOG_IN_REQUIRED] };

interface RoomDeps {
  sessions: Pick<SessionStore, 'read'>;
  memberships: MembershipDirectory;
  log: FastifyBaseLogger;
}

type Check = (socket: RealtimeSocket, requested: unknown) => Promise<string | null>;

/** The room for a `joinChannel` request: only the user's own promotion channel. */
const promotionRoom =
  (memberships: MembershipDirectory): Check =>
  async (socket, channel) => {
    if (typeof channel !== 'string' || channel === '') return null;
    const own = await memberships.promotionChannel(socket.data.user.promotion_id);
    return own !== null && own === channel ? roomOf('promotion', channel) : null;
  };

/** The room for an `addTeam` request: only the team the user is on now. */
const teamRoom =
  (memberships: MembershipDirectory): Check =>
  async (socket, teamId) => {
    const requested = typeof teamId === 'string' ? Number(teamId) : teamId;
    if (typeof requested !== 'number' || !Number.isInteger(requested)) return null;
    const own = await memberships.teamOf(socket.data.user.user_id);
    return own !== null && own === requested ? roomOf('team', requested) : null;
  };

/** The room for a `joinConversation` request: only a conversation the user is a member of. */
const conversationRoom =
  (memberships: MembershipDirectory): Check =>
  async (socket, conversationId) => {
    const requested = typeof conversationId === 'string' ? Number(conversationId) : conversationId;
    if (typeof requested !== 'number' || !Number.isInteger(requested) || requested < 1) return null;
    const { user_id, promotion_id } = socket.data.user;
    return (await memberships.inConversation(user_id, promotion_id, requested))
      ? roomOf('conversation', requested)
      : null;
  };

/**
 * A connected socket hears its user's room at once; it joins its promotion's and team's
 * rooms and its conversations' rooms on request, and the server refuses any room the user does not belong to.
 */
export function roomHandlers({ sessions, memberships, log }: RoomDeps) {
  const handle =
    (socket: RealtimeSocket, event: string, check: Check) =>
    (requested: unknown, ack?: unknown) => {
      const reply = (result: MembershipAck) => {
        if (typeof ack === 'function') ack(result);
      };
      const join = async (): Promise<MembershipAck> => {
        // The session may have ended since the handshake (logout, lock, password change).
        if (!(await sessions.read(socket.data.user.session_id))) return SIGNED_OUT;
        const room = await check(socket, requested);
        if (!room) return { ok: false, errors: [NOT_A_MEMBER] };
        await socket.join(room);
        return { ok: true };
      };
      join().then(
        (result) => {
          reply(result);
          if (result === SIGNED_OUT) socket.disconnect(true);
        },
        (error: unknown) => {
          if (isBackendUnavailable(error)) {
            // MySQL or Redis away: the client asks again (shared-ui's realtime client).
            log.warn({ err: error, event }, 'room join while a backend is unavailable');
            return reply({ ok: false, errors: [SERVICE_UNAVAILABLE] });
          }
          log.error({ err: error, event, user_id: socket.data.user.user_id }, 'room join failed');
          reply({ ok: false, errors: ['Something went wrong on our side. Please try again.'] });
        },
      );
    };

  return (socket: RealtimeSocket) => {
    void socket.join(roomOf('user', socket.data.user.user_id));
    void socket.join(sessionRoom(socket.data.user.session_id));
    socket.on('joinChannel', handle(socket, 'joinChannel', promotionRoom(memberships)));
    socket.on('addTeam', handle(socket, 'addTeam', teamRoom(memberships)));
    socket.on(
      'joinConversation',
      handle(socket, 'joinConversation', conversationRoom(memberships)),
    );
    // Leaving needs no check: a socket only ever stops hearing a room.
    socket.on('leaveConversation', (conversationId: unknown, ack?: unknown) => {
      if (Number.isInteger(Number(conversationId)))
        void socket.leave(roomOf('conversation', Number(conversationId)));
      if (typeof ack === 'function') ack({ ok: true });
    });
  };
}
