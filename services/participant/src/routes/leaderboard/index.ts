import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, PARTICIPANT_ROLES, ok, responses } from '@wellness/platform';
import { leaderboardPage } from '../../domain/leaderboard';
import { LeaderboardRowSchema } from '../schemas';

export const leaderboardRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/leaderboard',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' } },
      schema: {
        tags: ['leaderboards'],
        params: Type.Object({ promotion_id: IdParam }),
        querystring: Type.Object(
          {
            page_size: Type.Optional(Type.Integer({ minimum: 0, maximum: 200 })),
            page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
          },
          { additionalProperties: false },
        ),
        response: responses(
          Type.Array(LeaderboardRowSchema),
          Type.Object({
            total_records: Type.Integer(),
            page_size: Type.Integer(),
            me: Type.Union([
              Type.Object({ rank: Type.Integer(), score: Type.Integer() }),
              Type.Null(),
            ]),
          }),
        ),
      },
    },
    async (request) => {
      const { page_size = 50, page = 1 } = request.query;
      const result = await leaderboardPage(fastify.db, {
        promotionId: request.params.promotion_id,
        roles: PARTICIPANT_ROLES,
        pageSize: page_size,
        page,
        callerId: request.user!.id,
      });
      return ok(result.rows, { total_records: result.total, page_size, me: result.me });
    },
  );
};
