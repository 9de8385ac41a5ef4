import { LRUCache } from 'lru-cache';

/** A board's page as sent: its rows already serialized, and the board's size. */
export interface CachedPage {
  /** The rows, serialized as the route's response schema would (a JSON array). */
  rows: string;
  total: number;
}

/**
 * How long a cached page may be used at most, whatever its version says: names written
 * without a board change (a team or location renamed, no rebuild) show within
 * NAMES_TTL_SECONDS plus this.
 */
export const PAGE_MAX_AGE_MS = 5_000;
/** Characters of serialized rows held at once (a 50-row page is about 7,000). */
const MAX_CHARACTERS = 16_000_000;

/**
 * Serialized board pages in this process, each kept with the board version it was read at
 * (keys.ts `versionsKey`): a read asks Redis for the caller's standing and the version
 * (`readBoardStanding`), and uses the page only when the version is the same. Every change of
 * a board bumps its version in the same MULTI, so a write made through any replica makes
 * every replica's copy stale at once.
 */
export class BoardPageCache<P extends CachedPage = CachedPage> {
  private readonly pages = new LRUCache<string, P & { version: string }>({
    maxSize: MAX_CHARACTERS,
    sizeCalculation: (page) => page.rows.length + 64,
    ttl: PAGE_MAX_AGE_MS,
  });

  /** Page reads in flight, by page: callers that find the page stale wait on one (below). */
  private readonly reading = new Map<string, Promise<P & { version: string }>>();

  private static key(promotionId: number, board: string, offset: number, limit: number) {
    return `${promotionId}:${board}:${offset}:${limit}`;
  }

  /** The page at `version`, or undefined (never cached, evicted, older or newer). */
  get(
    promotionId: number,
    board: string,
    window: { offset: number; limit: number },
    version: string,
  ): P | undefined {
    const page = this.pages.get(
      BoardPageCache.key(promotionId, board, window.offset, window.limit),
    );
    return page?.version === version ? page : undefined;
  }

  /** The version of the page held for the window ('' when none): a read may ask if it holds. */
  versionOf(promotionId: number, board: string, window: { offset: number; limit: number }) {
    const key = BoardPageCache.key(promotionId, board, window.offset, window.limit);
    return this.pages.get(key)?.version ?? '';
  }

  /** Keeps a page read at `version` (nothing when the version is unknown). */
  set(
    promotionId: number,
    board: string,
    window: { offset: number; limit: number },
    version: string,
    page: P,
  ) {
    if (!version) return;
    this.pages.set(BoardPageCache.key(promotionId, board, window.offset, window.limit), {
      ...page,
      version,
    });
  }

  /**
   * The page being read for this window now, if any (single flight: callers that find their
   * page stale wait on one read instead of each reading it); the caller uses it only when its
   * version is the one it saw, else reads its own.
   */
  inFlight(promotionId: number, board: string, window: { offset: number; limit: number }) {
    return this.reading.get(BoardPageCache.key(promotionId, board, window.offset, window.limit));
  }

  /** Records a page read under way for the window, and keeps the page when it arrives. */
  reads(
    promotionId: number,
    board: string,
    window: { offset: number; limit: number },
    read: Promise<P & { version: string }>,
  ) {
    const key = BoardPageCache.key(promotionId, board, window.offset, window.limit);
    const tracked = read.then((page) => {
      this.set(promotionId, board, window, page.version, page);
      return page;
    });
    this.reading.set(key, tracked);
    const forget = () => {
      if (this.reading.get(key) === tracked) this.reading.delete(key);
    };
    tracked.then(forget, forget);
    return tracked;
  }
}
