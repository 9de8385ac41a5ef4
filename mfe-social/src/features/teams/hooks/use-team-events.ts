import { joinTeamRoom, useAppDispatch, useRealtimeEvent } from '@wellness/shared-ui';
import { teamsApi } from '../api/teams-api';

/**
 * Spec 2 s4 "Socket events": someone joined the user's team (TeamInviteAccepted) or the
 * user's request was accepted (UserTeamRequestAccepted): what the team screens show is read again.
 */
export function useTeamEvents() {
  const dispatch = useAppDispatch();
  const refetch = () =>
    dispatch(teamsApi.util.invalidateTags(['Teams', 'Session', 'TeamInvites', 'UserTeamInvites']));
  useRealtimeEvent('TeamInviteAccepted', refetch);
  useRealtimeEvent<{ team_id: number }>('UserTeamRequestAccepted', (payload) => {
    joinTeamRoom(payload.team_id);
    refetch();
  });
}
