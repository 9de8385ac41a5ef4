import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DataSource } from 'typeorm';
import {
  AllPageQuery,
  COORDINATOR_OR_ABOVE,
  IdParam,
  competitionWithPhase,
  notFound,
  ok,
  responses,
} from '@wellness/platform';
import { listTeams, membersOf } from '../../domain/teams';
import type { TeamListQuery } from '../../domain/teams';
import { TeamSchema } from './schemas';

const Bool = Type.Optional(Type.Boolean());

/** The list filters both team indexes take (spec 2 s7, spec 3 s7). */
export const TeamListFilters = {
  status: Type.Optional(
    Type.Union([Type.Literal('all'), Type.Literal('official'), Type.Literal('pending')]),
  ),
  sort: Type.Optional(
    Type.Union([Type.Literal('member_count'), Type.Literal('name'), Type.Literal('total_points')]),
  ),
  sort_dir: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  include_members: Bool,
  inc_deleted: Bool,
  ...AllPageQuery,
};

/** A competition's teams, with their members when asked (`withEmail`: staff see e-mails). */
export async function teamIndex(
  db: DataSource,
  competitionId: number,
  list: TeamListQuery,
  includeMembers: boolean,
  withEmail: boolean,
) {
  const { teams, total } = await listTeams(db, competitionId, list);
  if (!includeMembers) return ok(teams, { total_records: total });
  const members = await membersOf(
    db,
    teams.map((team) => team.id),
    withEmail,
  );
  return ok(
    teams.map((team) => ({
      ...team,
      team_members: members.filter((member) => member.team_id === team.id),
    })),
    { total_records: total },
  );
}

/**
 * Spec 3 s7 "Teams index by promotion and competition (promotion_id, competition_id,
 * inc_deleted)", under the promotion's competition (the admin service's older
 * `/promotions/{id}/teams` is the promotion's teams in another shape): the dashboard's Teams tab for the promotion the staff member works on (a
 * master's or super user's picked one included: scope `managed`); the competition must be
 * that promotion's (services/social README "Teams").
 */
export const promotionTeamRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/competitions/:competition_id/teams',
    {
      config: { access: { allow: COORDINATOR_OR_ABOVE, scope: 'managed' } },
      schema: {
        tags: ['teams'],
        params: Type.Object({ promotion_id: IdParam, competition_id: IdParam }),
        querystring: Type.Object(TeamListFilters, { additionalProperties: false }),
        response: responses(Type.Array(TeamSchema)),
      },
    },
    async (request) => {
      const q = request.query;
      const competition = await competitionWithPhase(
        fastify.db,
        request.params.promotion_id,
        request.params.competition_id,
      );
      if (!competition) throw notFound('Competition');
      const list: TeamListQuery = {
        status: q.status ?? 'all',
        forJoin: false,
        query: '',
        sort: q.sort ?? 'name',
        sortDir: q.sort_dir ?? 'asc',
        includeDeleted: Boolean(q.inc_deleted),
        page_size: q.page_size ?? 0,
        page: q.page ?? 1,
      };
      return teamIndex(fastify.db, competition.id, list, Boolean(q.include_members), true);
    },
  );
};
