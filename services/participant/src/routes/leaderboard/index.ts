import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdParam, notFound, ok, pageWindow, responses } from '@wellness/platform';
import { friendCount, friendsBoard, groupBoard, individualBoard } from '../../domain/leaderboard';
import type { BoardQuery } from '../../domain/leaderboard';
import { LeaderboardRowSchema } from '../schemas';
import {
  BoardMeta,
  GroupQuerySchema,
  GroupRowSchema,
  IndividualMeta,
  IndividualQuerySchema,
} from './schemas';

const Params = Type.Object({ promotion_id: IdParam });
const access = { allow: 'signed-in', scope: 'promotion' } as const;

function boardQuery(
  fastify: FastifyInstance,
  request: FastifyRequest,
  query: { page_size?: number; page?: number; search?: string },
): BoardQuery & { page_size: number } {
  const { page_size = 50, page = 1 } = query;
  return {
    db: fastify.db,
    redis: fastify.redis,
    prefix: fastify.config.redisPrefix,
    promotionId: request.user!.promotion_id,
    callerId: request.user!.id,
    ...pageWindow({ page_size, page }),
    search: (query.search ?? '').trim(),
    page_size,
  };
}

/** The four leaderboards (README, "Leaderboards"); every one pages 50 rows by default. */
export const leaderboardRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/leaderboard',
    {
      config: { access },
      schema: {
        tags: ['leaderboards'],
        params: Params,
        querystring: IndividualQuerySchema,
        response: responses(Type.Array(LeaderboardRowSchema), IndividualMeta),
      },
    },
    async (request) => {
      const query = boardQuery(fastify, request, request.query);
      const { friends_of } = request.query;
      if (friends_of === undefined) {
        const board = await individualBoard(query);
        return ok(board.rows, {
          total_records: board.total,
          page_size: query.page_size,
          me: board.me,
        });
      }
      // Only one's own friends board is readable.
      if (friends_of !== query.callerId) throw notFound('User');
      const [board, friends] = await Promise.all([friendsBoard(query), friendCount(query)]);
      return ok(board.rows, {
        total_records: board.total,
        page_size: query.page_size,
        me: board.me,
        friends,
      });
    },
  );

  for (const [path, group] of [
    ['/promotions/:promotion_id/team_leaderboard', 'team'],
    ['/promotions/:promotion_id/location_leaderboard', 'location'],
  ] as const) {
    fastify.get(
      path,
      {
        config: { access },
        schema: {
          tags: ['leaderboards'],
          params: Params,
          querystring: GroupQuerySchema,
          response: responses(Type.Array(GroupRowSchema), BoardMeta),
        },
      },
      async (request) => {
        const query = boardQuery(fastify, request, request.query);
        const board = await groupBoard(query, group);
        return ok(board.rows, {
          total_records: board.total,
          page_size: query.page_size,
          me: board.me,
        });
      },
    );
  }
};
