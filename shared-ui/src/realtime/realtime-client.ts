import type { Socket } from 'socket.io-client';
import type { Dispatch } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import type { RootState } from '../store/root-reducer';
import { emitRealtimeEvent } from './event-bus';

export interface RealtimeOptions {
  /** The promotion's websocket_channel: the socket joins `promotion:<channel>`. */
  channel: string;
  dispatch: Dispatch;
  getState: () => RootState;
  /** Defaults to the page's origin (the edge proxies /socket.io to realtime). */
  url?: string;
}

/** The page's one connection; its socket is opened once socket.io-client has loaded. */
interface Connection {
  socket: Socket | null;
  opened: Promise<void>;
}

let connection: Connection | null = null;

/** Spec 2 s9: "Socket reconnection delay 3 s with unlimited attempts". */
export const RECONNECTION_DELAY_MS = 3000;

/**
 * Rooms the page asked for beyond its promotion channel (`joinConversation` ids), by the
 * event that joins them: sent when the socket opens and again after every reconnect.
 */
const rooms = new Map<string, Set<string | number>>();

type JoinAck = { ok: boolean; errors?: string[] };

/** The gateway's answer while MySQL or Redis is away (services/realtime): worth asking again. */
export const SERVICE_UNAVAILABLE = 'Service unavailable';
const unavailable = (ack?: JoinAck) => Boolean(ack?.errors?.includes(SERVICE_UNAVAILABLE));

/**
 * Asks to join a room; a refusal because a backend is away is asked again after the
 * reconnection delay (while the socket is still open and the room still wanted), and once a
 * join asked again succeeds, `joinedLate` refetches what the room's events may have missed.
 */
function emitJoin(
  socket: Socket,
  event: string,
  id: string | number,
  joinedLate?: () => void,
  again = false,
) {
  socket.emit(event, id, (ack?: JoinAck) => {
    if (!ack || ack.ok) return again ? joinedLate?.() : undefined;
    if (!unavailable(ack)) return console.warn(`realtime: ${event} ${id} refused`, ack.errors);
    setTimeout(() => {
      const wanted = event === 'joinChannel' || rooms.get(event)?.has(id);
      if (socket.connected && wanted) emitJoin(socket, event, id, joinedLate, true);
    }, RECONNECTION_DELAY_MS);
  });
}

/**
 * Redis pub/sub is at most once, so events missed while disconnected are lost: after a
 * reconnect every cached query is refetched, MySQL being the truth.
 */
function refetchEverything(dispatch: Dispatch, getState: () => RootState) {
  const tagTypes = Object.keys(getState().api.provided.tags ?? {});
  if (tagTypes.length) dispatch(baseApi.util.invalidateTags(tagTypes as never[]));
}

/**
 * Opens the one socket of the page (idempotent); events reach `useRealtimeEvent` subscribers.
 * socket.io-client loads here, in its own chunk: a signed-out visit never needs it. Resolves
 * once the socket is open (or the connection was closed before it could be).
 */
export function connectRealtime({ channel, dispatch, getState, url }: RealtimeOptions) {
  if (connection) return connection.opened;
  const current: Connection = { socket: null, opened: Promise.resolve() };
  connection = current;
  current.opened = import('socket.io-client').then(({ io }) => {
    if (connection !== current) return; // closed while loading
    const opts = {
      path: '/socket.io',
      transports: ['websocket'],
      withCredentials: true,
      // Spec 2 s9: "Socket reconnection delay 3 s with unlimited attempts".
      reconnection: true,
      reconnectionDelay: RECONNECTION_DELAY_MS,
      reconnectionDelayMax: RECONNECTION_DELAY_MS,
      // Socket.IO's default jitter (0.5) would make the delay anything from 1.5 to 3 s.
      randomizationFactor: 0,
      reconnectionAttempts: Infinity,
    };
    const socket = url ? io(url, opts) : io(opts);
    let connectedBefore = false;
    const refetch = () => refetchEverything(dispatch, getState);
    socket.on('connect', () => {
      // A join that had to be asked again refetches once it succeeds: events of the room
      // published before it were not heard.
      emitJoin(socket, 'joinChannel', channel, refetch);
      rooms.forEach((ids, event) => ids.forEach((id) => emitJoin(socket, event, id, refetch)));
      if (connectedBefore) refetch();
      connectedBefore = true;
    });
    // A handshake refused by the gateway's middleware is not retried by Socket.IO itself; one
    // refused because Redis is away is, after the same delay as any reconnection.
    socket.on('connect_error', (error: Error) => {
      if (socket.active || error.message !== SERVICE_UNAVAILABLE) return;
      setTimeout(() => {
        if (connection === current && !socket.connected) socket.connect();
      }, RECONNECTION_DELAY_MS);
    });
    // The gateway lost its Redis subscription for a while (services/realtime RESYNC_EVENT).
    socket.on('resync', refetch);
    socket.onAny((type: string, payload: unknown) => emitRealtimeEvent(type, payload));
    current.socket = socket;
  });
  return current.opened;
}

/**
 * Joins a room by its join event (`joinConversation`, id), now if the socket is open and again
 * on every reconnect; the server refuses rooms the user does not belong to. Joining twice is
 * one membership (Socket.IO rooms are sets), so nothing arrives twice.
 */
export function joinRealtimeRoom(event: string, id: string | number): void {
  const ids = rooms.get(event) ?? new Set<string | number>();
  if (ids.has(id)) return;
  ids.add(id);
  rooms.set(event, ids);
  const socket = connection?.socket;
  if (socket?.connected) emitJoin(socket, event, id);
}

/**
 * The room of the user's team (spec 2 s4: the client emits addTeam), asked for now (after
 * joining or creating one) and on every reconnect; a user has one team, so a new id replaces
 * the old and null forgets it. The gateway refuses a team the user is not on.
 */
export function joinTeamRoom(teamId: number | null): void {
  const current = rooms.get('addTeam');
  if (teamId === null ? !current?.size : current?.has(teamId) && current.size === 1) return;
  rooms.delete('addTeam');
  if (teamId !== null) joinRealtimeRoom('addTeam', teamId);
}

/** Stops hearing a room (a conversation the user left); `leaveEvent` asks the server. */
export function leaveRealtimeRoom(event: string, leaveEvent: string, id: string | number): void {
  if (!rooms.get(event)?.delete(id)) return;
  connection?.socket?.emit(leaveEvent, id);
}

/** Closes the socket (logout, session expiry) and forgets the rooms. */
export function disconnectRealtime(): void {
  connection?.socket?.disconnect();
  connection = null;
  rooms.clear();
}
