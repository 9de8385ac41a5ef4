import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BoardPageCache,
  fillNames,
  namesKey,
  readBoardPage,
  readFriendsBoard,
  readSessionBoardStanding,
} from '@wellness/platform';
import type { BoardStanding, CachedPage } from '@wellness/platform';
import type { FloorContext } from './context';
import { rows, sessionKeyOf, signedIn, sqlOf } from './context';
import { SQL } from './statements';

type Board = 'individual' | 'team' | 'location';
type Row = Record<string, unknown>;
type BoardRequest = FastifyRequest<{
  Params: { promotion_id: string };
  Querystring: { page_size?: string; friends_of?: string };
}>;

/**
 * The leaderboards' floors: the same Redis calls as the participant service's boards (README
 * "Leaderboards at scale"). The session read and the caller's standing (or the friends page)
 * leave together (auto-pipelining: one round trip); the page of 50 comes from this process's
 * copy while the board's version holds, else from one page read (names from the Redis cache).
 */
export function boardFloors(app: FastifyInstance, context: FloorContext) {
  const { redis, prefix, pool } = context;
  const pages = new BoardPageCache();
  // The names a board's cache lacks (about once a minute, when its hash expires): the same
  // primary-key reads as the participant service's.
  const names = (board: Board) => async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, string>();
    if (board === 'individual') {
      const found = await rows<Row>(pool, SQL.profiles, [ids]);
      return new Map(found.map((row) => [Number(row.id), JSON.stringify(row)]));
    }
    const found = await rows<Row>(pool, board === 'team' ? SQL.teamNames : SQL.locationNames, [
      ids,
    ]);
    return new Map(found.map((row) => [Number(row.id), String(row.name)]));
  };

  const send = (reply: FastifyReply, rows: string, meta: object) =>
    reply
      .type('application/json; charset=utf-8')
      .send(`{"data":${rows},"meta":${JSON.stringify(meta)}}`);

  async function wholeBoard(request: BoardRequest, reply: FastifyReply, board: Board) {
    const promotionId = Number(request.params.promotion_id);
    const key = sessionKeyOf(context, request);
    const early = key ? readSessionBoardStanding(redis, prefix, promotionId, board, key) : null;
    const session = await signedIn(context, request, reply);
    if (!session) return reply;
    const limit = Number(request.query.page_size ?? 50);
    const window = { offset: 0, limit, callerId: session.user_id };
    const standing = (await early) as BoardStanding | null;
    const cached = standing && pages.get(promotionId, board, window, standing.version);
    if (standing && cached) {
      return send(reply, cached.rows, {
        total_records: cached.total,
        page_size: limit,
        me: standing.me,
      });
    }
    const page = await readBoardPage(sqlOf(pool), redis, prefix, promotionId, board, {
      ...window,
      names: names(board),
    });
    const serialized = JSON.stringify(page.rows);
    pages.set(promotionId, board, window, page.version, { rows: serialized, total: page.total });
    return send(reply, serialized, { total_records: page.total, page_size: limit, me: page.me });
  }

  /** Callers' friends pages kept with their version, as the participant service keeps them. */
  const friendsPages = new BoardPageCache<CachedPage & { me: unknown; friends: number }>();

  async function friendsBoard(request: BoardRequest, reply: FastifyReply) {
    const promotionId = Number(request.params.promotion_id);
    const window = {
      userId: Number(request.query.friends_of),
      offset: 0,
      limit: Number(request.query.page_size ?? 50),
    };
    const key = sessionKeyOf(context, request);
    const sql = sqlOf(pool);
    const board = `friends:${window.userId}`;
    const held = friendsPages.versionOf(promotionId, board, window);
    const early = key ? readFriendsBoard(sql, redis, prefix, promotionId, window, key, held) : null;
    const session = await signedIn(context, request, reply);
    if (!session) return reply;
    const read = await early;
    const meta = (page: { total: number; me: unknown; friends: number }) => ({
      total_records: page.total,
      page_size: window.limit,
      me: page.me,
      friends: page.friends,
    });
    const copy =
      read && 'unchanged' in read && friendsPages.get(promotionId, board, window, read.version);
    if (copy) return send(reply, copy.rows, meta(copy));
    const page =
      read && !('unchanged' in read)
        ? read
        : await readFriendsBoard(sql, redis, prefix, promotionId, window);
    await fillNames(
      redis,
      namesKey(prefix, promotionId, 'individual'),
      page.rows,
      names('individual'),
    );
    const serialized = page.rows.flatMap(({ id, name, score, rank }) =>
      name === null ? [] : [`{"id":${id},"profile":${name},"score":${score},"rank":${rank}}`],
    );
    const rowsJson = `[${serialized.join(',')}]`;
    friendsPages.set(promotionId, board, window, page.version, { ...page, rows: rowsJson });
    return send(reply, rowsJson, meta(page));
  }

  app.get('/api/promotions/:promotion_id/leaderboard', (request: BoardRequest, reply) =>
    request.query.friends_of === undefined
      ? wholeBoard(request, reply, 'individual')
      : friendsBoard(request, reply),
  );
  app.get('/api/promotions/:promotion_id/team_leaderboard', (request: BoardRequest, reply) =>
    wholeBoard(request, reply, 'team'),
  );
  app.get('/api/promotions/:promotion_id/location_leaderboard', (request: BoardRequest, reply) =>
    wholeBoard(request, reply, 'location'),
  );
}
