import { useEffect } from 'react';
import { connectRealtime, disconnectRealtime, useAppStore } from '@wellness/shared-ui';

/** Keeps the socket open while a user is signed in to a promotion; closes it otherwise. */
export function useRealtimeConnection(userId: number | undefined, channel: string | undefined) {
  const store = useAppStore();
  useEffect(() => {
    if (!userId || !channel) return;
    void connectRealtime({ channel, dispatch: store.dispatch, getState: store.getState });
    return () => disconnectRealtime();
  }, [userId, channel, store]);
}
