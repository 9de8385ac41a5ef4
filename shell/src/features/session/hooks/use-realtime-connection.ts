import { useEffect } from 'react';
import {
  connectRealtime,
  disconnectRealtime,
  joinTeamRoom,
  useAppStore,
} from '@wellness/shared-ui';

/**
 * Keeps the socket open while a user is signed in to a promotion; closes it otherwise. A user
 * on a team asks for the team's room (addTeam, spec 2 s4), again whenever their team changes.
 */
export function useRealtimeConnection(
  userId: number | undefined,
  channel: string | undefined,
  teamId: number | null = null,
) {
  const store = useAppStore();
  useEffect(() => {
    if (userId && channel) joinTeamRoom(teamId);
  }, [userId, channel, teamId]);
  useEffect(() => {
    if (!userId || !channel) return;
    void connectRealtime({ channel, dispatch: store.dispatch, getState: store.getState });
    return () => disconnectRealtime();
  }, [userId, channel, store]);
}
