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

/** Spec 2 s9: a dropped socket retries every 3 s, forever; on reconnect it rejoins and refetches. */
export const RECONNECTION_DELAY_MS = 3000;

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
      reconnectionAttempts: Infinity,
    };
    const socket = url ? io(url, opts) : io(opts);
    let connectedBefore = false;
    socket.on('connect', () => {
      socket.emit('joinChannel', channel, (ack?: { ok: boolean; errors?: string[] }) => {
        if (ack && !ack.ok) console.warn('realtime: joinChannel refused', ack.errors);
      });
      if (connectedBefore) refetchEverything(dispatch, getState);
      connectedBefore = true;
    });
    socket.onAny((type: string, payload: unknown) => emitRealtimeEvent(type, payload));
    current.socket = socket;
  });
  return current.opened;
}

/** Closes the socket (logout, session expiry). */
export function disconnectRealtime(): void {
  connection?.socket?.disconnect();
  connection = null;
}
