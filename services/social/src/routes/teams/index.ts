import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  IdParam,
  competitionWithPhase,
  createdResponses,
  notFound,
  ok,
  responses,
  teamStatusChanged,
} from '@wellness/platform';
import {
  afterOfficial,
  createTeam,
  destroyTeam,
  isStaff,
  serializeTeam,
  teamRow,
  teamWithMembers,
  updateTeam,
} from '../../domain/teams';
import { callerOf, teamDeps, teamPromotionOf } from './deps';
import { TeamSchema } from './schemas';
import { memberReadRoutes, memberWriteRoutes } from './members';
import { inviteReadRoutes, inviteWriteRoutes } from './invites';
import { userTeamInviteRoutes } from './user-invites';
import { userSearchRoutes } from './search';
import { TeamListFilters, promotionTeamRoutes, teamIndex } from './team-index';

const inPromotion = { access: { allow: 'signed-in', scope: 'promotion' } } as const;
const write = { ...inPromotion, limit: 'write' } as const;
const TeamParams = Type.Object({ id: IdParam });
const CompetitionParams = Type.Object({ competition_id: IdParam });

/** After a status change commits: off the team boards, or back at 0 (participant README). */
const boardsFollow = (fastify: FastifyInstance, teamId: number) =>
  teamStatusChanged(fastify.db, fastify.redis, fastify.config.redisPrefix, teamId);

/** Teams (services/social README "Teams"): the teams contract's team routes. */
const teamReadRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/competitions/:competition_id/teams',
    {
      config: inPromotion,
      schema: {
        tags: ['teams'],
        params: CompetitionParams,
        querystring: Type.Object({
          ...TeamListFilters,
          for: Type.Optional(Type.Literal('join')),
          query: Type.Optional(Type.String({ maxLength: 100 })),
          promotion_id: Type.Optional(IdParam),
          competition_id: Type.Optional(IdParam),
        }),
        response: responses(Type.Array(TeamSchema)),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const q = request.query;
      const competition = await competitionWithPhase(
        fastify.db,
        caller.promotion_id,
        request.params.competition_id,
      );
      if (!competition) throw notFound('Competition');
      const list = {
        status: q.status ?? 'all',
        forJoin: q.for === 'join',
        query: q.query?.trim() ?? '',
        sort: q.sort ?? 'member_count',
        sortDir: q.sort_dir ?? 'asc',
        includeDeleted: Boolean(q.inc_deleted) && isStaff(caller),
        page_size: q.page_size ?? 0,
        page: q.page ?? 1,
      } as const;
      return teamIndex(
        fastify.db,
        competition.id,
        list,
        Boolean(q.include_members),
        isStaff(caller),
      );
    },
  );

  fastify.get(
    '/teams/:id',
    {
      config: inPromotion,
      schema: {
        tags: ['teams'],
        params: TeamParams,
        querystring: Type.Object({ competition_id: Type.Optional(IdParam) }),
        response: responses(TeamSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await teamWithMembers(fastify.db, caller.promotion_id, request.params.id, isStaff(caller)),
      );
    },
  );
};

const teamUpdateRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.put(
    '/teams/:id',
    {
      config: write,
      schema: {
        tags: ['teams'],
        params: TeamParams,
        body: Type.Object(
          {
            id: Type.Optional(IdParam),
            name: Type.Optional(Type.String({ maxLength: 255 })),
            status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
          },
          { additionalProperties: false },
        ),
        response: responses(TeamSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const deps = teamDeps(fastify, request);
      const change = await updateTeam(deps, caller, request.params.id, request.body);
      if (change.becameOfficial) await afterOfficial(deps, change.teamId);
      if (request.body.status !== undefined) await boardsFollow(fastify, change.teamId);
      return ok(
        await teamWithMembers(fastify.db, caller.promotion_id, change.teamId, isStaff(caller)),
      );
    },
  );
};

const teamDeleteRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.delete(
    '/teams/:id',
    {
      config: write,
      schema: { tags: ['teams'], params: TeamParams, response: responses(TeamSchema) },
    },
    async (request) => {
      const caller = callerOf(request);
      await destroyTeam(teamDeps(fastify, request), caller, request.params.id);
      await boardsFollow(fastify, request.params.id);
      return ok(serializeTeam(await teamRow(fastify.db, caller.promotion_id, request.params.id)));
    },
  );
};

const teamCreateRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/competitions/:competition_id/teams',
    {
      config: write,
      schema: {
        tags: ['teams'],
        params: CompetitionParams,
        body: Type.Object(
          { name: Type.String({ maxLength: 255 }), promotion_id: Type.Optional(IdParam) },
          { additionalProperties: false },
        ),
        response: createdResponses(TeamSchema),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const deps = teamDeps(fastify, request);
      const change = await createTeam(
        deps,
        caller,
        request.params.competition_id,
        request.body.name,
      );
      if (change.becameOfficial) await afterOfficial(deps, change.teamId);
      const team = await teamWithMembers(
        fastify.db,
        caller.promotion_id,
        change.teamId,
        isStaff(caller),
      );
      return reply.status(201).send(ok(team));
    },
  );
};

/**
 * Teams (services/social README "Teams"): the teams contract's routes, declared in the order
 * of a team's life (read it, run it, delete it, then join or found another): the
 * authorization matrix calls the routes in this order, each caller on their own arranged team
 * (infra/guardrails/arrange/teams.ts).
 */
export const teamRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // The routes on one team: the dashboard's picked promotion for dashboard-only staff.
  fastify.addHook('preHandler', async (request) => {
    if (request.routeOptions.url?.includes('/teams/:id'))
      await teamPromotionOf(fastify.db, request);
  });
  await fastify.register(teamReadRoutes);
  await fastify.register(promotionTeamRoutes);
  await fastify.register(memberReadRoutes);
  await fastify.register(inviteReadRoutes);
  await fastify.register(teamUpdateRoutes);
  await fastify.register(inviteWriteRoutes);
  await fastify.register(memberWriteRoutes);
  await fastify.register(teamDeleteRoutes);
  await fastify.register(userSearchRoutes);
  await fastify.register(userTeamInviteRoutes);
  await fastify.register(teamCreateRoutes);
};
