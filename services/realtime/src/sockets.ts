import type { Server, Socket } from 'socket.io';
import type { SessionRecord } from '@wellness/platform';

/** The reply to `joinChannel`, `addTeam` and `joinConversation`. */
export type MembershipAck = { ok: true } | { ok: false; errors: string[] };
type Ack = (reply: MembershipAck) => void;

// Arguments come from the browser: typed as unknown and checked before use.
export interface ClientToServerEvents {
  joinChannel: (channel: unknown, ack?: Ack) => void;
  addTeam: (teamId: unknown, ack?: Ack) => void;
  joinConversation: (conversationId: unknown, ack?: Ack) => void;
  leaveConversation: (conversationId: unknown, ack?: Ack) => void;
}

// Domain events are emitted by name with their payload (see events.ts).
export type ServerToClientEvents = Record<string, (payload: unknown) => void>;

/** Who is on the other end: read from the session record at the handshake. */
export interface SocketUser {
  user_id: number;
  promotion_id: number;
  role: SessionRecord['role'];
  session_id: string;
}

export interface SocketData {
  user: SocketUser;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
