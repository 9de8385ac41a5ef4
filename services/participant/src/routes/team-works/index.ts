import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AllPageQuery,
  ErrorsSchema,
  IdParam,
  MAX_ALL_ROWS,
  ok,
  responses,
  unprocessable,
} from '@wellness/platform';
import {
  NOT_REVEALED_YET,
  SEGMENTS_PER_WORK,
  pngHeaders,
  teamWeekActivity,
  teamWorkOf,
  teamWorkPicture,
  weeklyWinners,
  workImage,
} from '../../domain/works';

const access = { access: { allow: 'signed-in', scope: 'promotion' } } as const;
const Week = Type.Integer({ minimum: 1, maximum: 520 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const TeamWorkSchema = Type.Object({
  id: Type.Integer(),
  image_url: Nullable(Type.String()),
  team_id: Type.Integer(),
  week: Type.Integer(),
  segments_available: Type.Integer(),
  segments_total: Type.Integer(),
  completed: Type.Boolean(),
  completed_at: Nullable(Type.String()),
});
const TeamRef = Type.Object({ id: Type.Integer(), name: Type.String() });

const ActivitySchema = Type.Object({
  team: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    week: Type.Integer(),
    starts_on: Type.String(),
    ends_on: Type.String(),
  }),
  work: Nullable(TeamWorkSchema),
  members: Type.Array(
    Type.Object({
      user_id: Type.Integer(),
      profile: Type.Object({
        first_name: Type.String(),
        last_name: Type.String(),
        full_name: Type.String(),
        image_url: Nullable(Type.String()),
      }),
      points: Type.Integer(),
      days_logged: Type.Integer(),
      activities_logged: Type.Integer(),
      segments: Type.Integer(),
    }),
  ),
});

/** Team weekly works (README "Team weekly works"; the teams contract's [weeks] routes). */
export const teamWorkRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/teams/:id/all_activity',
    {
      config: access,
      schema: {
        tags: ['teams'],
        params: Type.Object({ id: IdParam }),
        querystring: Type.Object({ wk: Week }, { additionalProperties: false }),
        response: responses(ActivitySchema),
      },
    },
    async (request) =>
      ok(await teamWeekActivity(fastify.db, request.user!, request.params.id, request.query.wk)),
  );

  fastify.get(
    '/teams/weekly_winners',
    {
      config: access,
      schema: {
        tags: ['teams'],
        querystring: Type.Object({ wk: Week, ...AllPageQuery }, { additionalProperties: false }),
        response: responses(
          Type.Array(Type.Object({ rank: Type.Integer(), team: TeamRef, work: TeamWorkSchema })),
          Type.Object({
            total_records: Type.Integer(),
            week: Type.Integer(),
            status: Type.Union([
              Type.Literal('winners'),
              Type.Literal('in_progress'),
              Type.Literal('no_winners'),
            ]),
          }),
        ),
      },
    },
    async (request) => {
      const { wk, page_size = 0 } = request.query;
      const limit = page_size === 0 ? MAX_ALL_ROWS : page_size;
      const winners = await weeklyWinners(fastify.db, request.user!, wk, limit);
      return ok(winners.rows, { total_records: winners.total, week: wk, status: winners.status });
    },
  );

  fastify.get(
    '/work/:work_id',
    {
      config: access,
      schema: {
        tags: ['teams'],
        params: Type.Object({ work_id: IdParam }),
        querystring: Type.Object({ team: Type.Literal(true) }, { additionalProperties: false }),
        response: responses(Type.Intersect([TeamWorkSchema, Type.Object({ team: TeamRef })])),
      },
    },
    async (request) => ok(await teamWorkOf(fastify.db, request.user!, request.params.work_id)),
  );

  const deps = { db: fastify.db, redis: fastify.redis, prefix: fastify.config.redisPrefix };
  fastify.get(
    '/work/:work_id/image',
    {
      config: access,
      schema: {
        tags: ['teams'],
        description:
          "The team's week work as a picture: the week style's image with the segments its members added uncovered (`segments`, default all they added).",
        params: Type.Object({ work_id: IdParam }),
        querystring: Type.Object(
          {
            team: Type.Literal(true),
            segments: Type.Optional(Type.Integer({ minimum: 0, maximum: SEGMENTS_PER_WORK })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Unknown({ description: 'a PNG' }),
          404: ErrorsSchema,
          422: ErrorsSchema,
        },
      },
    },
    async (request, reply) => {
      const picture = await teamWorkPicture(fastify.db, request.user!, request.params.work_id);
      const segments = request.query.segments ?? picture.segments_available;
      if (segments > picture.segments_available) throw unprocessable(NOT_REVEALED_YET);
      const data = await workImage(deps, picture.work, 'display', segments);
      return reply
        .headers(pngHeaders('inline', `team-work-${picture.work.id}-${segments}.png`))
        .send(data);
    },
  );
};
