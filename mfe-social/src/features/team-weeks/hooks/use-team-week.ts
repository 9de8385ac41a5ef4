import { useEffect, useState } from 'react';
import { joinTeamRoom, useRealtimeEvent } from '@wellness/shared-ui';
import { useGetTeamWeekQuery } from '../api/team-weeks-api';
import { WORK_POLL_MS } from '../lib/week-paths';

/**
 * The team's week: polled every 5 s until its work is complete (spec 2 s4 "Team weekly work
 * image"), and read again when the team's image of that week is completed (teamImageCreated).
 */
export function useTeamWeek(teamId: number, week: number) {
  const [complete, setComplete] = useState(false);
  const query = useGetTeamWeekQuery(
    { teamId, week },
    { pollingInterval: complete ? 0 : WORK_POLL_MS },
  );
  const done = query.data?.work?.completed === true;
  useEffect(() => setComplete(done), [done]);
  useEffect(() => {
    joinTeamRoom(teamId);
  }, [teamId]);
  useRealtimeEvent<{ team_id: number; week: number }>('teamImageCreated', (payload) => {
    if (payload.team_id === teamId && payload.week === week) void query.refetch();
  });
  return query;
}
