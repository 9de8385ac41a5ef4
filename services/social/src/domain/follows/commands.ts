import type { DataSource } from 'typeorm';
import { HttpError, notFound, unprocessable } from '@wellness/platform';
import { findFollow, isPromotionUser } from './queries';

const FOLLOW_YOURSELF = 'You cannot follow yourself.';
const ALREADY_FOLLOWING = 'You already follow this user.';

/** Follows a user of the same promotion: never yourself, never twice (409). */
export async function createFollow(
  db: DataSource,
  input: { promotionId: number; userId: number; followeeId: number },
) {
  if (input.followeeId === input.userId) throw unprocessable(FOLLOW_YOURSELF);
  if (!(await isPromotionUser(db, input.followeeId, input.promotionId))) throw notFound('User');
  const result = await db.query(
    'INSERT IGNORE INTO follows (promotion_id, user_id, followee_id) VALUES (?, ?, ?)',
    [input.promotionId, input.userId, input.followeeId],
  );
  if (!result.affectedRows) throw new HttpError(409, ALREADY_FOLLOWING);
  return findFollow(db, input.userId, input.followeeId);
}

export async function deleteFollow(db: DataSource, userId: number, followeeId: number) {
  const follow = await findFollow(db, userId, followeeId);
  await db.query('DELETE FROM follows WHERE user_id = ? AND followee_id = ?', [userId, followeeId]);
  return follow;
}
