import { HttpError } from '@wellness/platform';
import type { Promotion } from '@wellness/schema';
import type { DataSource, EntityManager } from 'typeorm';

/** Spec 3 s8: the server message that the promotion has no place left ("'closed' or 'max'"). */
export const REGISTRATION_FULL = 'max';

/** Participants are the promotion's users with the role User; staff take no place. */
async function participantCount(db: DataSource | EntityManager, promotionId: number) {
  const [row]: Array<{ count: number | string }> = await db.query(
    "SELECT COUNT(*) AS count FROM users WHERE promotion_id = ? AND role = 'User'",
    [promotionId],
  );
  return Number(row!.count);
}

/** Spec 3 Promotion.full: a capped promotion whose participants fill every place. */
export async function isFull(
  db: DataSource | EntityManager,
  promotion: Pick<Promotion, 'id' | 'max_participants'>,
): Promise<boolean> {
  if (promotion.max_participants === null) return false;
  return (await participantCount(db, promotion.id)) >= promotion.max_participants;
}

/**
 * Takes a place inside the registration transaction, which runs READ COMMITTED: the promotion
 * row is locked FOR UPDATE before counting, so registrations of a capped promotion take turns
 * and each counts the places the ones before it took. Two people racing for the last place:
 * the second waits for the first's commit, counts it, and is refused 403 'max'.
 */
export async function takePlace(manager: EntityManager, promotionId: number): Promise<void> {
  const [unlocked]: Array<{ max_participants: number | null }> = await manager.query(
    'SELECT max_participants FROM promotions WHERE id = ?',
    [promotionId],
  );
  if (unlocked?.max_participants === null || unlocked === undefined) return;
  const [locked]: Array<{ id: number; max_participants: number | null }> = await manager.query(
    'SELECT id, max_participants FROM promotions WHERE id = ? FOR UPDATE',
    [promotionId],
  );
  if (await isFull(manager, { id: promotionId, max_participants: locked!.max_participants })) {
    throw new HttpError(403, REGISTRATION_FULL);
  }
}
