import { io } from 'socket.io-client';
import type { Dispatch } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import { act, useState } from 'react';
import { baseApi } from '../api/base-api';
import { makeStore } from '../store/make-store';
import { emitRealtimeEvent, renderWithProviders } from '../testing';
import {
  connectRealtime,
  disconnectRealtime,
  joinRealtimeRoom,
  leaveRealtimeRoom,
} from './realtime-client';
import { useRealtimeEvent } from './use-realtime-event';

type Listener = (...args: unknown[]) => void;

/** The socket.io-client mock from setup-tests, with its registered listeners. */
function fakeSocket() {
  const socket = jest.mocked(io).mock.results.at(-1)?.value as {
    on: jest.Mock;
    onAny: jest.Mock;
    emit: jest.Mock;
    disconnect: jest.Mock;
  };
  const listener = (event: string) =>
    socket.on.mock.calls.find(([name]) => name === event)?.[1] as Listener;
  return { socket, listener, anyListener: socket.onAny.mock.calls[0][0] as Listener };
}

beforeEach(() => jest.clearAllMocks());
afterEach(() => disconnectRealtime());

describe('realtime client', () => {
  it('opens one websocket to the page origin and joins the promotion channel', async () => {
    const store = makeStore();
    void connectRealtime({
      channel: 'demo-channel',
      dispatch: store.dispatch,
      getState: store.getState,
    });
    await connectRealtime({
      channel: 'demo-channel',
      dispatch: store.dispatch,
      getState: store.getState,
    });
    expect(io).toHaveBeenCalledTimes(1);
    expect(io).toHaveBeenCalledWith({
      path: '/socket.io',
      transports: ['websocket'],
      withCredentials: true,
      reconnection: true,
      reconnectionDelay: 3000,
      reconnectionDelayMax: 3000,
      randomizationFactor: 0,
      reconnectionAttempts: Infinity,
    });
    const { socket, listener } = fakeSocket();
    listener('connect')();
    expect(socket.emit).toHaveBeenCalledWith('joinChannel', 'demo-channel', expect.any(Function));
  });

  it('rejoins and refetches everything after a reconnect (pub/sub is at most once)', async () => {
    const store = makeStore();
    const dispatch = jest.fn();
    jest.spyOn(store, 'getState').mockReturnValue({
      ...store.getState(),
      api: {
        ...store.getState().api,
        provided: { tags: { Leaderboard: {}, Posts: {} }, keys: {} },
      },
    } as ReturnType<typeof store.getState>);
    await connectRealtime({
      channel: 'demo-channel',
      dispatch: dispatch as unknown as Dispatch,
      getState: store.getState,
    });
    const { socket, listener } = fakeSocket();

    listener('connect')();
    expect(dispatch).not.toHaveBeenCalled();
    listener('connect')();
    expect(socket.emit).toHaveBeenCalledTimes(2);
    expect(dispatch).toHaveBeenCalledWith(baseApi.util.invalidateTags(['Leaderboard', 'Posts']));
  });

  it('hands socket events to useRealtimeEvent subscribers of that type only', async () => {
    function LatestScore() {
      const [score, setScore] = useState<number | null>(null);
      useRealtimeEvent<{ score: number }>('LeaderboardChanged', (payload) =>
        setScore(payload.score),
      );
      return <p>Score: {score ?? 'none'}</p>;
    }
    const { store } = renderWithProviders(<LatestScore />);
    await connectRealtime({ channel: 'c', dispatch: store.dispatch, getState: store.getState });
    const { anyListener } = fakeSocket();

    act(() => anyListener('newPostCreated', { id: 1 }));
    expect(screen.getByText('Score: none')).toBeInTheDocument();
    act(() => anyListener('LeaderboardChanged', { user_id: 10, score: 42 }));
    expect(await screen.findByText('Score: 42')).toBeInTheDocument();
    act(() => emitRealtimeEvent('LeaderboardChanged', { user_id: 10, score: 43 }));
    expect(screen.getByText('Score: 43')).toBeInTheDocument();
  });

  it('joins conversation rooms once, and again after every reconnect; a left room is not rejoined', async () => {
    const store = makeStore();
    joinRealtimeRoom('joinConversation', 7); // asked before the socket opened
    await connectRealtime({ channel: 'c', dispatch: store.dispatch, getState: store.getState });
    const { socket, listener } = fakeSocket();
    const joins = () =>
      socket.emit.mock.calls.filter(([event]) => event === 'joinConversation').map(([, id]) => id);
    listener('connect')();
    expect(joins()).toEqual([7]);
    Object.assign(socket, { connected: true });
    joinRealtimeRoom('joinConversation', 8);
    joinRealtimeRoom('joinConversation', 8);
    expect(joins()).toEqual([7, 8]);
    leaveRealtimeRoom('joinConversation', 'leaveConversation', 7);
    expect(socket.emit).toHaveBeenCalledWith('leaveConversation', 7);
    listener('connect')(); // reconnected
    expect(joins()).toEqual([7, 8, 8]);
  });

  it('closes the socket on disconnect', async () => {
    const store = makeStore();
    await connectRealtime({ channel: 'c', dispatch: store.dispatch, getState: store.getState });
    const { socket } = fakeSocket();
    disconnectRealtime();
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('opens no socket when closed before socket.io-client has loaded', async () => {
    const store = makeStore();
    const opened = connectRealtime({
      channel: 'c',
      dispatch: store.dispatch,
      getState: store.getState,
    });
    disconnectRealtime();
    await opened;
    expect(io).not.toHaveBeenCalled();
  });
});
