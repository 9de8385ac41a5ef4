import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** Spec 2 s9 team status codes. */
export const TEAM_STATUS = { pending: 0, official: 1, deleted: 2 } as const;
export type TeamStatus = (typeof TEAM_STATUS)[keyof typeof TEAM_STATUS];

export interface TeamProfile {
  first_name: string;
  last_name: string;
  full_name: string;
  image_url: string | null;
}

/** The teams contract's TeamMember (the e-mail is shown to staff). */
export interface TeamMember {
  id: number;
  team_id: number;
  user_id: number;
  is_leader: boolean;
  user: { id: number; email?: string; profile: TeamProfile };
}

/** The teams contract's Team object. */
export interface Team {
  id: number;
  name: string;
  status: TeamStatus;
  competition_id: number | null;
  promotion_id: number;
  leader: { id: number; profile: Omit<TeamProfile, 'full_name'> } | null;
  member_count: number;
  is_full: boolean;
  team_size_min: number;
  team_size_max: number;
  team_members?: TeamMember[];
  total_points: number;
  avg_points: number;
  completed_works_count: number;
}

/** An unanswered invite or request of a team (the "view pending" dialog). */
export interface PendingInvite {
  id: number;
  email: string | null;
  invite_type: 'I' | 'R';
  user: { id: number; profile: TeamProfile } | null;
}

/** A competition of the promotion with the phase flags the server derives. */
export interface TeamCompetition {
  id: number;
  competition_starts_on: string;
  competition_ends_on: string;
  enrollment_starts_on: string;
  during_enrollment: boolean;
  during_competition: boolean;
  after_competition: boolean;
  current_date: string;
}

/** A user the member search found: participants of the promotion without a team. */
export interface FoundUser {
  id: number;
  full_name: string;
  email: string;
  team_id: number | null;
}

const dataOf = <T>(response: Envelope<T>) => response.data;
const TEAMS = { type: 'Teams' as const, id: 'ADMIN' };

/** The team administration's calls (the teams contract; services/social README "Teams"). */
export const teamsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeamCompetitions: build.query<TeamCompetition[], number>({
      query: (promotionId) => ({
        url: `promotions/${promotionId}/competitions`,
        params: { page_size: 0 },
      }),
      transformResponse: dataOf<TeamCompetition[]>,
      providesTags: ['Competitions'],
    }),
    /** Spec 3 s7 "Teams index by promotion and competition (promotion_id, competition_id, inc_deleted)". */
    getPromotionTeams: build.query<Team[], { promotionId: number; competitionId: number }>({
      query: ({ promotionId, competitionId }) => ({
        url: `promotions/${promotionId}/competitions/${competitionId}/teams`,
        params: {
          inc_deleted: true,
          include_members: true,
          sort: 'name',
          page_size: 0,
        },
      }),
      transformResponse: dataOf<Team[]>,
      providesTags: [TEAMS],
    }),
    getAdminTeam: build.query<Team, number>({
      query: (teamId) => `teams/${teamId}`,
      transformResponse: dataOf<Team>,
      providesTags: [TEAMS],
    }),
    getPendingInvites: build.query<PendingInvite[], number>({
      query: (teamId) => ({
        url: `teams/${teamId}/invites`,
        params: { type: 'pending', status: 'unresponded' },
      }),
      transformResponse: dataOf<PendingInvite[]>,
      providesTags: [TEAMS],
    }),
    /** Spec 3 s7 "User search (term, promotion_id)": the team's promotion (a master's pick). */
    searchTeamUsers: build.query<FoundUser[], { query: string; promotionId: number }>({
      query: ({ query, promotionId }) => ({
        url: 'users/search',
        params: { query, for: 'team', promotion_id: promotionId, page_size: 20 },
      }),
      transformResponse: dataOf<FoundUser[]>,
      providesTags: [TEAMS],
    }),
    updateAdminTeam: build.mutation<Team, { id: number; name?: string; status?: TeamStatus }>({
      query: ({ id, ...body }) => ({ url: `teams/${id}`, method: 'PUT', body }),
      transformResponse: dataOf<Team>,
      invalidatesTags: [TEAMS],
    }),
    addTeamMember: build.mutation<unknown, { teamId: number; userId: number }>({
      query: ({ teamId, userId }) => ({
        url: `teams/${teamId}/team_members`,
        method: 'POST',
        body: { user_id: userId },
      }),
      invalidatesTags: [TEAMS],
    }),
    makeTeamLeader: build.mutation<unknown, { teamId: number; memberId: number }>({
      query: ({ teamId, memberId }) => ({
        url: `teams/${teamId}/team_members/${memberId}`,
        method: 'PUT',
        body: { is_leader: true },
      }),
      invalidatesTags: [TEAMS],
    }),
    removeTeamMember: build.mutation<unknown, { teamId: number; memberId: number }>({
      query: ({ teamId, memberId }) => ({
        url: `teams/${teamId}/team_members/${memberId}`,
        method: 'DELETE',
      }),
      invalidatesTags: [TEAMS],
    }),
  }),
});

export const {
  useGetTeamCompetitionsQuery,
  useGetPromotionTeamsQuery,
  useGetAdminTeamQuery,
  useGetPendingInvitesQuery,
  useSearchTeamUsersQuery,
  useUpdateAdminTeamMutation,
  useAddTeamMemberMutation,
  useMakeTeamLeaderMutation,
  useRemoveTeamMemberMutation,
} = teamsAdminApi;
