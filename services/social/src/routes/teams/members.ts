import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  COORDINATOR_OR_ABOVE,
  IdParam,
  createdResponses,
  notFound,
  ok,
  responses,
  teamStatusChanged,
} from '@wellness/platform';
import {
  addMember,
  afterOfficial,
  changeLeader,
  deleteMember,
  isStaff,
  membersOf,
  teamRow,
} from '../../domain/teams';
import { callerOf, teamDeps } from './deps';
import { TeamMemberSchema } from './schemas';

const inPromotion = { access: { allow: 'signed-in', scope: 'promotion' } } as const;
const TeamParams = Type.Object({ id: IdParam });
const MemberParams = Type.Object({ id: IdParam, member_id: IdParam });

/** Team members (spec 2 s7 "Team members under a team: index, POST, PUT is_leader, DELETE"). */
export const memberReadRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/teams/:id/team_members',
    {
      config: inPromotion,
      schema: {
        tags: ['teams'],
        params: TeamParams,
        querystring: Type.Object({
          page_size: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
        }),
        response: responses(Type.Array(TeamMemberSchema)),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await teamRow(fastify.db, caller.promotion_id, request.params.id);
      return ok(await membersOf(fastify.db, [request.params.id], isStaff(caller)));
    },
  );
};

/** A coordinator adds; the leader or a coordinator changes the leader or removes; a member leaves. */
export const memberWriteRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const memberOf = async (
    promotionId: number,
    teamId: number,
    memberId: number,
    staff: boolean,
  ) => {
    const member = (await membersOf(fastify.db, [teamId], staff)).find((m) => m.id === memberId);
    if (!member || member.promotion_id !== promotionId) throw notFound('Team member');
    return member;
  };

  fastify.post(
    '/teams/:id/team_members',
    {
      config: { access: { allow: COORDINATOR_OR_ABOVE, scope: 'promotion' }, limit: 'write' },
      schema: {
        tags: ['teams'],
        params: TeamParams,
        body: Type.Object(
          {
            user_id: IdParam,
            team_id: Type.Optional(IdParam),
            promotion_id: Type.Optional(IdParam),
          },
          { additionalProperties: false },
        ),
        response: createdResponses(TeamMemberSchema),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const deps = teamDeps(fastify, request);
      const change = await addMember(deps, caller, request.params.id, request.body.user_id);
      if (change.becameOfficial) await afterOfficial(deps, change.teamId);
      return reply
        .status(201)
        .send(ok(await memberOf(caller.promotion_id, change.teamId, change.memberId, true)));
    },
  );

  fastify.put(
    '/teams/:id/team_members/:member_id',
    {
      config: { ...inPromotion, limit: 'write' },
      schema: {
        tags: ['teams'],
        params: MemberParams,
        body: Type.Object({ is_leader: Type.Literal(true) }, { additionalProperties: false }),
        response: responses(TeamMemberSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id, member_id } = request.params;
      await changeLeader(teamDeps(fastify, request), caller, id, member_id);
      return ok(await memberOf(caller.promotion_id, id, member_id, isStaff(caller)));
    },
  );

  fastify.delete(
    '/teams/:id/team_members/:member_id',
    {
      config: { ...inPromotion, limit: 'write' },
      schema: {
        tags: ['teams'],
        params: MemberParams,
        response: responses(
          Type.Object({
            id: IdParam,
            team_id: IdParam,
            user_id: IdParam,
            team_deleted: Type.Boolean(),
          }),
        ),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const deps = teamDeps(fastify, request);
      const { id, member_id } = request.params;
      const change = await deleteMember(deps, caller, id, member_id);
      if (change.becameOfficial) await afterOfficial(deps, id);
      // The last member gone deletes the team: off the team boards (participant README).
      if (change.deleted) {
        await teamStatusChanged(fastify.db, fastify.redis, fastify.config.redisPrefix, id);
      }
      return ok({
        id: member_id,
        team_id: id,
        user_id: change.member.user_id,
        team_deleted: change.deleted,
      });
    },
  );
};
