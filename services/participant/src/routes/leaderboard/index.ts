import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BoardPageCache,
  IdParam,
  notFound,
  ok,
  pageWindow,
  readFriendsBoard,
  readSessionBoardStanding,
  responses,
} from '@wellness/platform';
import type { BoardStanding, FriendsPage, FriendsUnchanged } from '@wellness/platform';
import dayjs from 'dayjs';
import {
  FriendsPageCache,
  childLocationsBoard,
  competitionBoard,
  friendsBoard,
  friendsPage,
  groupBoard,
  individualBoard,
  locationPeopleBoard,
  serializedBoard,
} from '../../domain/leaderboard';
import type { BoardQuery, SerializedBoard, SortedSetBoard } from '../../domain/leaderboard';
import { LeaderboardRowSchema } from '../schemas';
import {
  BoardMeta,
  CompetitionMeta,
  CompetitionQuerySchema,
  CompetitionRowSchema,
  GroupQuerySchema,
  GroupRowSchema,
  IndividualMeta,
  IndividualQuerySchema,
  LocationQuerySchema,
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

/**
 * A whole board's page, its rows serialized already (README, "Leaderboards at scale"): the
 * body the route's response schema gives, without serializing 50 rows again per caller.
 */
function sendSerialized(
  reply: FastifyReply,
  board: Pick<SerializedBoard, 'rows' | 'total' | 'me'> & { friends?: number },
  pageSize: number,
) {
  const { total, me, friends } = board;
  const meta = JSON.stringify({ total_records: total, page_size: pageSize, me, friends });
  return reply
    .type('application/json; charset=utf-8')
    .send(`{"data":${board.rows},"meta":${meta}}`);
}

/** Query parameters that take a board off its cached page (a filter, a search). */
const FILTERS = ['friends_of', 'location', 'search'];

/** A query parameter as the client sent it: a whole number, or NaN (left to validation). */
function rawNumber(query: Record<string, unknown>, name: string, absent: number) {
  const value = query[name];
  if (value === undefined) return absent;
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
}

/** The four leaderboards (README, "Leaderboards"); every one pages 50 rows by default. */
export const leaderboardRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // This process's copies of the boards' pages, each valid while its board's version holds.
  const pages = new BoardPageCache();
  // Callers' friends pages, each valid while its version holds (friends-page.ts).
  const friendsPages = new FriendsPageCache();

  /**
   * The caller's standing on a whole board, read with the session (the platform's
   * `alongsideSession`): one Redis round trip for both. Params and query are not validated
   * yet: anything unusual is left to the handler's own read.
   */
  const standingWithSession =
    (board: SortedSetBoard) => (request: FastifyRequest, sessionKey: string) => {
      const promotionId = Number((request.params as { promotion_id?: string }).promotion_id);
      const query = request.query as Record<string, unknown>;
      if (!Number.isSafeInteger(promotionId) || FILTERS.some((name) => name in query)) {
        return Promise.resolve(null);
      }
      const { redis, config } = fastify;
      return readSessionBoardStanding(redis, config.redisPrefix, promotionId, board, sessionKey);
    };
  /**
   * The caller's own friends board (`friends_of`, no search or location), read with the
   * session in one Redis round trip; the handler uses it only for the signed-in caller, the
   * promotion and the page it asked for (domain `friendsPage`).
   */
  const friendsWithSession = (request: FastifyRequest, sessionKey: string) => {
    const query = request.query as Record<string, unknown>;
    const promotionId = Number((request.params as { promotion_id?: string }).promotion_id);
    const userId = rawNumber(query, 'friends_of', NaN);
    const page_size = rawNumber(query, 'page_size', 50);
    const page = rawNumber(query, 'page', 1);
    const numbers = [promotionId, userId, page_size, page];
    if ('search' in query || 'location' in query || !numbers.every(Number.isSafeInteger)) {
      return Promise.resolve(null);
    }
    const window = { userId, ...pageWindow({ page_size, page }) };
    const { db, redis, config } = fastify;
    const held = friendsPages.versionOf(promotionId, FriendsPageCache.board(userId), window);
    return readFriendsBoard(db, redis, config.redisPrefix, promotionId, window, sessionKey, held);
  };
  const individualStanding = standingWithSession('individual');
  const individualWithSession = (request: FastifyRequest, sessionKey: string) =>
    'friends_of' in (request.query as object)
      ? friendsWithSession(request, sessionKey)
      : individualStanding(request, sessionKey);
  /** That standing, when it is the signed-in caller's (the access policy has passed). */
  const earlyStanding = async (request: FastifyRequest) => {
    const standing = (await request.alongsideSession) as BoardStanding | null;
    return standing?.userId === request.user!.id ? standing : null;
  };
  fastify.get(
    '/promotions/:promotion_id/leaderboard',
    {
      config: { access, alongsideSession: individualWithSession },
      schema: {
        tags: ['leaderboards'],
        params: Params,
        querystring: IndividualQuerySchema,
        response: responses(Type.Array(LeaderboardRowSchema), IndividualMeta),
      },
    },
    async (request, reply) => {
      const query = boardQuery(fastify, request, request.query);
      const { friends_of, location } = request.query;
      if (friends_of === undefined && location === undefined && !query.search) {
        const board = await serializedBoard(
          pages,
          query,
          'individual',
          await earlyStanding(request),
        );
        return sendSerialized(reply, board, query.page_size);
      }
      if (friends_of === undefined) {
        const board =
          location === undefined
            ? await individualBoard(query)
            : await locationPeopleBoard(query, location);
        return ok(board.rows, {
          total_records: board.total,
          page_size: query.page_size,
          me: board.me,
        });
      }
      // Only one's own friends board is readable.
      if (friends_of !== query.callerId) throw notFound('User');
      if (location === undefined && !query.search) {
        const early = (await request.alongsideSession) as FriendsPage | FriendsUnchanged | null;
        const board = await friendsPage(query, early, friendsPages);
        return sendSerialized(reply, board, query.page_size);
      }
      const board = await friendsBoard(query, location);
      return ok(board.rows, {
        total_records: board.total,
        page_size: query.page_size,
        me: board.me,
        friends: board.friends,
      });
    },
  );

  const groupRoute = { tags: ['leaderboards'], params: Params };
  const groupResponse = responses(Type.Array(GroupRowSchema), BoardMeta);
  const groupReply = (board: Awaited<ReturnType<typeof groupBoard>>, pageSize: number) =>
    ok(board.rows, { total_records: board.total, page_size: pageSize, me: board.me });

  fastify.get(
    '/promotions/:promotion_id/team_leaderboard',
    {
      config: { access, alongsideSession: standingWithSession('team') },
      schema: { ...groupRoute, querystring: GroupQuerySchema, response: groupResponse },
    },
    async (request, reply) => {
      const query = boardQuery(fastify, request, request.query);
      if (!query.search) {
        const board = await serializedBoard(pages, query, 'team', await earlyStanding(request));
        return sendSerialized(reply, board, query.page_size);
      }
      return groupReply(await groupBoard(query, 'team'), query.page_size);
    },
  );

  fastify.get(
    '/promotions/:promotion_id/location_leaderboard',
    {
      config: { access, alongsideSession: standingWithSession('location') },
      schema: { ...groupRoute, querystring: LocationQuerySchema, response: groupResponse },
    },
    async (request, reply) => {
      const query = boardQuery(fastify, request, request.query);
      const { location } = request.query;
      if (location === undefined && !query.search) {
        const board = await serializedBoard(pages, query, 'location', await earlyStanding(request));
        return sendSerialized(reply, board, query.page_size);
      }
      const board =
        location === undefined
          ? await groupBoard(query, 'location')
          : await childLocationsBoard(query, location);
      return groupReply(board, query.page_size);
    },
  );

  fastify.get(
    '/competitions/:competition_id/leaderboard',
    {
      config: { access },
      schema: {
        tags: ['leaderboards'],
        params: Type.Object({ competition_id: IdParam }),
        querystring: CompetitionQuerySchema,
        response: responses(Type.Array(CompetitionRowSchema), CompetitionMeta),
      },
    },
    async (request) => {
      const query = boardQuery(fastify, request, request.query);
      const board = await competitionBoard(
        query,
        request.params.competition_id,
        dayjs().format('YYYY-MM-DD'),
        request.query.location,
      );
      return ok(board.rows, {
        total_records: board.total,
        page_size: query.page_size,
        me: board.me,
        scoring_rule: board.scoring_rule,
      });
    },
  );
};
