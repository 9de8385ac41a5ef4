import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';

/** What every board read needs: the database, the boards' Redis and who asks. */
export interface BoardQuery {
  db: DataSource;
  redis: Redis;
  prefix: string;
  promotionId: number;
  callerId: number;
  /** Rows skipped and rows asked for (page_size 0: the first MAX_ALL_ROWS). */
  offset: number;
  limit: number;
  /** A case-insensitive substring of the name (README, "Leaderboards"), trimmed; or empty. */
  search: string;
}

export interface Ranked<T> {
  rows: Array<T & { id: number; score: number; rank: number }>;
  total: number;
  me: { id: number; rank: number; score: number } | null;
  /** The board's version the page was read at (a page of the whole board; not a search). */
  version?: string;
}

/** A search reads at most this many candidates (teams, locations) before ranking them. */
export const SEARCH_CANDIDATES = 1_000;

/**
 * With a search, `total` counts the matches up to the end of this page, plus one when more
 * follow: enough for "load more" without counting every match.
 */
export const searchTotal = (offset: number, shown: number, more: boolean) =>
  offset + shown + (more ? 1 : 0);
