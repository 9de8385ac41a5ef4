import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';
import type { Team, TeamInvite, TeamUserResult } from './team-types';

export interface TeamsQuery {
  competitionId: number;
  /** for=join: only teams that are neither full nor deleted. */
  forJoin?: boolean;
}

export type TeamInviteKind = 'invited' | 'requested';

const data = <T>(body: Envelope<T>) => body.data;
const api = baseApi.enhanceEndpoints({ addTagTypes: ['TeamInvites', 'UserTeamInvites'] });

/**
 * The teams calls of spec 2 s7 "Teams" as the teams contract serves them. Writes that move the
 * caller on or off a team also invalidate the session (GET /users/me carries team_id).
 */
export const teamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeams: build.query<Team[], TeamsQuery>({
      query: ({ competitionId, forJoin }) => ({
        url: `/competitions/${competitionId}/teams`,
        params: {
          status: 'all',
          sort: 'member_count',
          sort_dir: 'asc',
          include_members: true,
          page_size: 0,
          ...(forJoin ? { for: 'join' } : {}),
        },
      }),
      transformResponse: data<Team[]>,
      providesTags: [{ type: 'Teams', id: 'LIST' }],
    }),
    getTeam: build.query<Team, number>({
      query: (id) => `/teams/${id}`,
      transformResponse: data<Team>,
      providesTags: (_result, _error, id) => [{ type: 'Teams', id }],
    }),
    createTeam: build.mutation<Team, { competitionId: number; name: string }>({
      query: ({ competitionId, name }) => ({
        url: `/competitions/${competitionId}/teams`,
        method: 'POST',
        body: { name },
      }),
      transformResponse: data<Team>,
      invalidatesTags: (_r, error) => (error ? [] : ['Teams', 'Session', 'Notifications']),
    }),
    deleteTeam: build.mutation<Team, number>({
      query: (id) => ({ url: `/teams/${id}`, method: 'DELETE' }),
      // Not the team itself: the screen leaving it must not read it again (a 404).
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Teams', id: 'LIST' }, 'Session']),
    }),
    /** A member leaves (their own member row) or the leader hands over (is_leader). */
    leaveTeam: build.mutation<unknown, { teamId: number; memberId: number }>({
      query: ({ teamId, memberId }) => ({
        url: `/teams/${teamId}/team_members/${memberId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Teams', id: 'LIST' }, 'Session']),
    }),
    makeLeader: build.mutation<unknown, { teamId: number; memberId: number }>({
      query: ({ teamId, memberId }) => ({
        url: `/teams/${teamId}/team_members/${memberId}`,
        method: 'PUT',
        body: { is_leader: true },
      }),
      invalidatesTags: (_r, error, { teamId }) => (error ? [] : [{ type: 'Teams', id: teamId }]),
    }),
    getTeamInvites: build.query<TeamInvite[], { teamId: number; type: TeamInviteKind }>({
      query: ({ teamId, type }) => ({
        url: `/teams/${teamId}/invites`,
        params: { type, status: 'unresponded', page_size: 0 },
      }),
      transformResponse: data<TeamInvite[]>,
      providesTags: ['TeamInvites'],
    }),
    inviteToTeam: build.mutation<TeamInvite, { teamId: number; user_id?: number; email?: string }>({
      query: ({ teamId, ...who }) => ({
        url: `/teams/${teamId}/invites`,
        method: 'POST',
        body: { ...who, invite_type: 'I' },
      }),
      transformResponse: data<TeamInvite>,
      invalidatesTags: (_r, error) => (error ? [] : ['TeamInvites']),
    }),
    /** The leader answers a request (status) or resends an invite (resend). */
    updateTeamInvite: build.mutation<
      TeamInvite,
      { teamId: number; inviteId: number; status?: 'A' | 'D'; resend?: true }
    >({
      query: ({ teamId, inviteId, ...body }) => ({
        url: `/teams/${teamId}/invites/${inviteId}`,
        method: 'PUT',
        body,
      }),
      transformResponse: data<TeamInvite>,
      invalidatesTags: (_r, error, { status }) =>
        error ? [] : status ? ['TeamInvites', 'Teams'] : ['TeamInvites'],
    }),
    withdrawTeamInvite: build.mutation<unknown, { teamId: number; inviteId: number }>({
      // Spec 2 s4: a withdraw answered 404 (already gone) is a success.
      queryFn: async ({ teamId, inviteId }, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: `/teams/${teamId}/invites/${inviteId}`,
          method: 'DELETE',
        });
        if (result.error && result.error.status !== 404) return { error: result.error };
        return { data: null };
      },
      invalidatesTags: (_r, error) => (error ? [] : ['TeamInvites']),
    }),
    getUserTeamInvites: build.query<TeamInvite[], { userId: number; type: TeamInviteKind }>({
      query: ({ userId, type }) => ({
        url: `/users/${userId}/team_invites`,
        params: { type, status: 'unresponded', page_size: 0 },
      }),
      transformResponse: data<TeamInvite[]>,
      providesTags: ['UserTeamInvites'],
    }),
    requestToJoin: build.mutation<TeamInvite, { userId: number; teamId: number }>({
      query: ({ userId, teamId }) => ({
        url: `/users/${userId}/team_invites`,
        method: 'POST',
        body: { team_id: teamId, invite_type: 'R' },
      }),
      transformResponse: data<TeamInvite>,
      invalidatesTags: (_r, error) => (error ? [] : ['UserTeamInvites']),
    }),
    /** The user answers an invite (status) or resends their request (resend). */
    updateUserTeamInvite: build.mutation<
      TeamInvite,
      { userId: number; inviteId: number; status?: 'A' | 'D'; resend?: true }
    >({
      query: ({ userId, inviteId, ...body }) => ({
        url: `/users/${userId}/team_invites/${inviteId}`,
        method: 'PUT',
        body,
      }),
      transformResponse: data<TeamInvite>,
      invalidatesTags: (_r, error, { status }) =>
        error ? [] : status === 'A' ? ['UserTeamInvites', 'Teams', 'Session'] : ['UserTeamInvites'],
    }),
    withdrawUserTeamInvite: build.mutation<unknown, { userId: number; inviteId: number }>({
      queryFn: async ({ userId, inviteId }, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: `/users/${userId}/team_invites/${inviteId}`,
          method: 'DELETE',
        });
        if (result.error && result.error.status !== 404) return { error: result.error };
        return { data: null };
      },
      invalidatesTags: (_r, error) => (error ? [] : ['UserTeamInvites']),
    }),
    searchTeamUsers: build.query<TeamUserResult[], string>({
      query: (query) => ({
        url: '/users/search',
        params: { query, for: 'team', page_size: 20 },
      }),
      transformResponse: data<TeamUserResult[]>,
    }),
  }),
});

export const {
  useGetTeamsQuery,
  useGetTeamQuery,
  useCreateTeamMutation,
  useDeleteTeamMutation,
  useLeaveTeamMutation,
  useMakeLeaderMutation,
  useGetTeamInvitesQuery,
  useInviteToTeamMutation,
  useUpdateTeamInviteMutation,
  useWithdrawTeamInviteMutation,
  useGetUserTeamInvitesQuery,
  useRequestToJoinMutation,
  useUpdateUserTeamInviteMutation,
  useWithdrawUserTeamInviteMutation,
  useSearchTeamUsersQuery,
} = teamsApi;
