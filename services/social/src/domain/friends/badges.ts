import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';
import { queueBadgeCheck } from '@wellness/platform';
import { FRIENDSHIP_STATUS } from '@wellness/schema';
import type { FriendshipStatus } from '@wellness/schema';

export interface FriendshipInput {
  promotionId: number;
  frienderId: number;
  friendeeId: number;
  status?: FriendshipStatus;
  message?: string | null;
}

interface Deps {
  db: DataSource | EntityManager;
  queue: FastifyInstance['emailQueue'];
  log: FastifyBaseLogger;
}

/**
 * After a friendship was accepted (committed): a buddies_added badge check for both people
 * (services/worker README "Badges"; an accepted friendship counts for both).
 */
export async function queueBuddyChecks(
  deps: Pick<Deps, 'queue' | 'log'>,
  promotionId: number,
  userIds: number[],
): Promise<void> {
  for (const userId of userIds) {
    await queueBadgeCheck(
      deps.queue,
      { promotion_id: promotionId, user_id: userId, category: 'buddies_added' },
      deps.log,
    );
  }
}

/**
 * The one way a friendship row is made (README "Friends"; friend requests arrive with
 * Social II and call it). The unique (friender, friendee) key decides a repeated request:
 * the second insert changes nothing and answers false. An accepted friendship queues the
 * buddies_added checks of both people after the insert (the caller's db must not be an
 * uncommitted transaction when the status is accepted; accepting a pending one later calls
 * queueBuddyChecks itself).
 */
export async function addFriendship(deps: Deps, input: FriendshipInput): Promise<boolean> {
  const status = input.status ?? FRIENDSHIP_STATUS.pending;
  const result: { affectedRows: number } = await deps.db.query(
    `INSERT IGNORE INTO friendships (promotion_id, friender_id, friendee_id, status, message)
     VALUES (?, ?, ?, ?, ?)`,
    [input.promotionId, input.frienderId, input.friendeeId, status, input.message ?? null],
  );
  const created = result.affectedRows === 1;
  if (created && status === FRIENDSHIP_STATUS.accepted) {
    await queueBuddyChecks(deps, input.promotionId, [input.frienderId, input.friendeeId]);
  }
  return created;
}
