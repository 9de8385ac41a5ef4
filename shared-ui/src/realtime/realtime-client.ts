import { io } from 'socket.io-client';
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

let socket: Socket | null = null;

/**
 * Redis pub/sub is at most once, so events missed while disconnected are lost: after a
 * reconnect every cached query is refetched, MySQL being the truth.
 */
function refetchEverything(dispatch: Dispatch, getState: () => RootState) {
  const tagTypes = Object.keys(getState().api.provided.tags ?? {});
  if (tagTypes.length) dispatch(baseApi.util.invalidateTags(tagTypes as never[]));
}

/** Opens the one socket of the page (idempotent); events reach `useRealtimeEvent` subscribers. */
export function connectRealtime({ channel, dispatch, getState, url }: RealtimeOptions): Socket {
  if (socket) return socket;
  const opts = { path: '/socket.io', transports: ['websocket'], withCredentials: true };
  const current = url ? io(url, opts) : io(opts);
  let connectedBefore = false;
  current.on('connect', () => {
    current.emit('joinChannel', channel, (ack?: { ok: boolean; errors?: string[] }) => {
      if (ack && !ack.ok) console.warn('realtime: joinChannel refused', ack.errors);
    });
    if (connectedBefore) refetchEverything(dispatch, getState);
    connectedBefore = true;
  });
  current.onAny((type: string, payload: unknown) => emitRealtimeEvent(type, payload));
  socket = current;
  return current;
}

/** Closes the socket (logout, session expiry). */
export function disconnectRealtime(): void {
  socket?.disconnect();
  socket = null;
}
