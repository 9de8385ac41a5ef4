import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AllPageQuery,
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
  listTeams,
  serializeTeam,
  teamRow,
  teamWithMembers,
  updateTeam,
  membersOf,
} from '../../domain/teams';
import { callerOf, teamDeps } from './deps';
import { TeamSchema } from './schemas';
import { teamMemberRoutes } from './members';
import { teamInviteRoutes } from './invites';
import { userTeamInviteRoutes } from './user-invites';
import { userSearchRoutes } from './search';

const inPromotion = { access: { allow: 'signed-in', scope: 'promotion' } } as const;
const write = { ...inPromotion, limit: 'write' } as const;
const TeamParams = Type.Object({ id: IdParam });
const CompetitionParams = Type.Object({ competition_id: IdParam });
const Bool = Type.Optional(Type.Boolean());

/** Teams (services/social README "Teams"): the teams contract's team routes. */
export const teamRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const boardsFollow = (teamId: number) =>
    teamStatusChanged(fastify.db, fastify.redis, fastify.config.redisPrefix, teamId);

  fastify.get(
    '/competitions/:competition_id/teams',
    {
      config: inPromotion,
      schema: {
        tags: ['teams'],
        params: CompetitionParams,
        querystring: Type.Object({
          status: Type.Optional(
            Type.Union([Type.Literal('all'), Type.Literal('official'), Type.Literal('pending')]),
          ),
          for: Type.Optional(Type.Literal('join')),
          query: Type.Optional(Type.String({ maxLength: 100 })),
          sort: Type.Optional(
            Type.Union([
              Type.Literal('member_count'),
              Type.Literal('name'),
              Type.Literal('total_points'),
            ]),
          ),
          sort_dir: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
          include_members: Bool,
          inc_deleted: Bool,
          promotion_id: Type.Optional(IdParam),
          competition_id: Type.Optional(IdParam),
          ...AllPageQuery,
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
      const { teams, total } = await listTeams(fastify.db, competition.id, {
        status: q.status ?? 'all',
        forJoin: q.for === 'join',
        query: q.query?.trim() ?? '',
        sort: q.sort ?? 'member_count',
        sortDir: q.sort_dir ?? 'asc',
        includeDeleted: Boolean(q.inc_deleted) && isStaff(caller),
        page_size: q.page_size ?? 0,
        page: q.page ?? 1,
      });
      if (!q.include_members) return ok(teams, { total_records: total });
      const members = await membersOf(
        fastify.db,
        teams.map((team) => team.id),
        isStaff(caller),
      );
      return ok(
        teams.map((team) => ({
          ...team,
          team_members: members.filter((member) => member.team_id === team.id),
        })),
        { total_records: total },
      );
    },
  );

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
      // Deleted: off the team boards; undeleted: back on them at 0 (participant README).
      if (request.body.status !== undefined) await boardsFollow(change.teamId);
      return ok(
        await teamWithMembers(fastify.db, caller.promotion_id, change.teamId, isStaff(caller)),
      );
    },
  );

  fastify.delete(
    '/teams/:id',
    {
      config: write,
      schema: { tags: ['teams'], params: TeamParams, response: responses(TeamSchema) },
    },
    async (request) => {
      const caller = callerOf(request);
      await destroyTeam(teamDeps(fastify, request), caller, request.params.id);
      await boardsFollow(request.params.id);
      return ok(serializeTeam(await teamRow(fastify.db, caller.promotion_id, request.params.id)));
    },
  );

  await fastify.register(teamMemberRoutes);
  await fastify.register(teamInviteRoutes);
  await fastify.register(userTeamInviteRoutes);
  await fastify.register(userSearchRoutes);
};
