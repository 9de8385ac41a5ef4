import { readBoardStanding } from '@wellness/platform';
import type { BoardPageCache, BoardStanding, CachedPage } from '@wellness/platform';
import type { BoardQuery, Ranked } from './context';
import { groupBoard } from './groups';
import { individualBoard } from './individual';

export type SortedSetBoard = 'individual' | 'team' | 'location';

export type SerializedBoard = CachedPage & Pick<Ranked<object>, 'me'>;

/** The page read from the boards, each row with its schema's properties in their order. */
async function readPage(query: BoardQuery, board: SortedSetBoard): Promise<Ranked<object>> {
  if (board === 'individual') {
    const read = await individualBoard(query);
    const rows = read.rows.map(({ id, profile, score, rank }) => ({ id, profile, score, rank }));
    return { ...read, rows };
  }
  const read = await groupBoard(query, board);
  return {
    ...read,
    rows: read.rows.map(({ id, name, score, rank }) => ({ id, name, score, rank })),
  };
}

/**
 * A whole board's page (no search, no location filter) with its rows serialized, for the
 * route to send as they are. When this process holds the page at the board's current
 * version, the read is one Redis call (the caller's standing and the version: `read`, when
 * the route had it read with the session, else here); otherwise the page is read and kept
 * for the next caller, and callers that find it stale meanwhile wait on that one read when
 * it turns out to be at the version they saw (README, "Leaderboards at scale").
 */
export async function serializedBoard(
  pages: BoardPageCache,
  query: BoardQuery,
  board: SortedSetBoard,
  read?: BoardStanding | null,
): Promise<SerializedBoard> {
  const { redis, prefix, promotionId } = query;
  const standing = read ?? (await readBoardStanding(redis, prefix, promotionId, board, query));
  const cached = standing && pages.get(promotionId, board, query, standing.version);
  if (standing && cached) return { ...cached, me: standing.me };
  // Another caller of this process is reading the page: its answer, when at this version.
  // (No await without one: the check and the start of a read below stay one synchronous step,
  // so callers arriving together find the first one's read.)
  const pending = standing ? pages.inFlight(promotionId, board, query) : undefined;
  if (standing && pending) {
    const shared = await pending.catch(() => null);
    if (shared?.version === standing.version) {
      return { rows: shared.rows, total: shared.total, me: standing.me };
    }
  }
  const fresh = readPage(query, board);
  const page = await pages.reads(
    promotionId,
    board,
    query,
    fresh.then((read) => ({
      rows: JSON.stringify(read.rows),
      total: read.total,
      version: read.version ?? '',
    })),
  );
  return { rows: page.rows, total: page.total, me: (await fresh).me };
}
