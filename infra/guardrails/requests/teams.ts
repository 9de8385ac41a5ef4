import type { RequestContext, RequestSpec, RequestTable } from './types';

/** A request about the caller's own arranged team (arrange/teams.ts). */
const onTeam = (
  extra: (context: RequestContext) => {
    params?: Record<string, number>;
    query?: Record<string, string | number | boolean>;
    body?: unknown;
  } = () => ({}),
): RequestSpec => ({
  names: true,
  build: (context) => {
    const { params, ...rest } = extra(context);
    return { params: { id: context.own.teams.teamId, ...params }, ...rest };
  },
});

/** A request about the caller's own invites (their user id in the path). */
const ownInvites = (
  extra: (context: RequestContext) => {
    invite_id?: number;
    body?: unknown;
    query?: Record<string, string>;
  },
): RequestSpec => ({
  names: true,
  build: (context) => {
    const { invite_id, ...rest } = extra(context);
    return {
      params: {
        user_id: context.own.userId,
        ...(invite_id === undefined ? {} : { invite_id }),
      },
      ...rest,
    };
  },
});

/**
 * The team routes, in the order the service declares them (a caller's team is read, run and
 * deleted, then the caller asks to join a team and founds another).
 */
export const TEAM_REQUESTS: RequestTable = {
  'GET /api/competitions/:competition_id/teams': {
    names: true,
    build: ({ shared }) => ({
      params: { competition_id: shared.teams.competitionId },
      query: { page_size: 0, include_members: true, status: 'all' },
    }),
  },
  'GET /api/promotions/:promotion_id/competitions/:competition_id/teams': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, competition_id: shared.teams.competitionId },
      query: { inc_deleted: true, page_size: 0 },
    }),
  },
  'GET /api/teams/:id/all_activity': onTeam(() => ({ query: { wk: 1 } })),
  'GET /api/teams/weekly_winners': { names: false, build: () => ({ query: { wk: 1 } }) },
  'GET /api/work/:work_id': {
    names: true,
    build: ({ shared }) => ({
      params: { work_id: shared.teams.teamWorkId },
      query: { team: true },
    }),
  },
  'GET /api/work/:work_id/image': {
    names: true,
    build: ({ shared }) => ({
      params: { work_id: shared.teams.teamWorkId },
      query: { team: true, segments: 20 },
    }),
  },
  'GET /api/teams/:id': onTeam(),
  'GET /api/teams/:id/team_members': onTeam(),
  'GET /api/teams/:id/invites': onTeam(() => ({ query: { type: 'pending' } })),
  'PUT /api/teams/:id': onTeam(({ own }) => ({ body: { name: `Renamed team ${own.userId}` } })),
  'POST /api/teams/:id/invites': onTeam(({ own }) => ({
    body: { user_id: own.teams.inviteeId, invite_type: 'I', message: 'Join us' },
  })),
  'PUT /api/teams/:id/invites/:invite_id': onTeam(({ own }) => ({
    params: { invite_id: own.teams.requestId },
    body: { status: 'A' },
  })),
  'DELETE /api/teams/:id/invites/:invite_id': onTeam(({ own }) => ({
    params: { invite_id: own.teams.withdrawableInviteId },
  })),
  'POST /api/teams/:id/team_members': onTeam(({ own }) => ({
    body: { user_id: own.teams.addableUserId },
  })),
  'PUT /api/teams/:id/team_members/:member_id': onTeam(({ own }) => ({
    params: { member_id: own.teams.ownMemberId },
    body: { is_leader: true },
  })),
  'DELETE /api/teams/:id/team_members/:member_id': onTeam(({ own }) => ({
    params: { member_id: own.teams.removableMemberId },
  })),
  'DELETE /api/teams/:id': onTeam(),
  'GET /api/users/search': {
    names: false,
    build: () => ({ query: { query: 'guardrail', for: 'team', page_size: 20 } }),
  },
  'GET /api/users/:user_id/team_invites': ownInvites(() => ({ query: { type: 'requested' } })),
  'PUT /api/users/:user_id/team_invites/:invite_id': ownInvites(({ own }) => ({
    invite_id: own.teams.ownRequestId,
    body: { resend: true },
  })),
  'DELETE /api/users/:user_id/team_invites/:invite_id': ownInvites(({ own }) => ({
    invite_id: own.teams.withdrawableRequestId,
  })),
  'POST /api/users/:user_id/team_invites': ownInvites(({ shared }) => ({
    body: { team_id: shared.teams.openTeamId, invite_type: 'R', message: 'May I join?' },
  })),
  'POST /api/competitions/:competition_id/teams': {
    names: true,
    build: ({ shared, own }) => ({
      params: { competition_id: shared.teams.competitionId },
      body: { name: `Founded team ${own.userId}` },
    }),
  },
};
