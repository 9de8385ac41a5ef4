import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AllPageQuery, IdParam, PARTICIPANT_ROLES, ok, responses } from '@wellness/platform';
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
        // Spec 1 s7: page_size 0 asks for the whole board (capped: platform README "Lists").
        querystring: Type.Object(AllPageQuery, { additionalProperties: false }),
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
