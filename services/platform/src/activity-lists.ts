import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * A promotion's activity list (GET /promotions/{id}/activities) kept serialized in each
 * process, valid while the list's version in Redis holds (services/participant README,
 * "Activities"): every write of the promotion's activities or categories sets a new version
 * after it commits (`activitiesChanged`), through any replica or service, so every copy is
 * known stale at once.
 */
export const activitiesVersionKey = (prefix: string, promotionId: number) =>
  `${prefix}activities:${promotionId}:version`;

// Versions are never repeated: this process's random part and a counter.
const PROCESS = randomBytes(8).toString('hex');
let made = 0;
const newVersion = () => `${PROCESS}:${(made += 1)}`;

/**
 * The list's version: one GET (it leaves with the session read when started in the same tick).
 * A list never written since Redis started (or was emptied) gets one here, first writer wins.
 * Read it before the rows: a write that commits after the rows were read sets a new version
 * after its commit, so those rows are never kept under the version that follows it.
 */
export async function readActivitiesVersion(redis: Redis, prefix: string, promotionId: number) {
  const key = activitiesVersionKey(prefix, promotionId);
  const version = await redis.get(key);
  if (version !== null) return version;
  await redis.set(key, newVersion(), 'NX');
  return (await redis.get(key)) ?? '';
}

/** Says the promotion's activities changed: call it after the write's transaction commits. */
export async function activitiesChanged(redis: Redis, prefix: string, promotionId: number) {
  await redis.set(activitiesVersionKey(prefix, promotionId), newVersion());
}

/**
 * How long a copy may be used at most, whatever its version says: rows changed behind the
 * services' back (a SQL console, a seed) show within this.
 */
export const ACTIVITY_LIST_MAX_AGE_MS = 5_000;

/** The list as sent: each activity already serialized (a JSON object), one list per audience. */
export interface SerializedActivities {
  participants: string[];
  /** The same activities with their correct answers. */
  staff: string[];
}

/**
 * This process's copies of promotions' activity lists, each with the version it was read at.
 * Callers that find a list stale while it is being read at the version they saw wait on that
 * one read instead of each reading it.
 */
export class ActivityListCache {
  private readonly lists = new LRUCache<number, SerializedActivities & { version: string }>({
    max: 1_000,
    ttl: ACTIVITY_LIST_MAX_AGE_MS,
  });

  private readonly reading = new Map<string, Promise<SerializedActivities>>();

  /** The list at `version`: this process's copy, or `read()` (kept when the version is known). */
  async get(
    promotionId: number,
    version: string,
    read: () => Promise<SerializedActivities>,
  ): Promise<SerializedActivities> {
    const held = this.lists.get(promotionId);
    if (held && held.version === version) return held;
    const key = `${promotionId}:${version}`;
    const pending = this.reading.get(key);
    if (pending) return pending;
    const fresh = read();
    this.reading.set(key, fresh);
    try {
      const list = await fresh;
      if (version) this.lists.set(promotionId, { ...list, version });
      return list;
    } finally {
      this.reading.delete(key);
    }
  }
}

/** `{data, meta}` of a page of serialized activities, as the route's response schema gives it. */
export const activityListBody = (shown: string[], total: number) =>
  `{"data":[${shown.join(',')}],"meta":{"total_records":${total}}}`;
