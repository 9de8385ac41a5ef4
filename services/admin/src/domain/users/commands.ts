import type { DataSource, EntityManager } from 'typeorm';
import { applyBoardChange, boardStateOf, friendsChanged, inList } from '@wellness/platform';
import type { BoardWriter } from '@wellness/platform';

export const CANNOT_DELETE_SELF = 'You cannot delete your own account.';

/**
 * Removes a user and everything that is theirs in one transaction: entries and their
 * activities, activity states, posts with their comments (and those posts' likes, tags and
 * notifications), their own likes, tags, follows both ways, notifications and team places.
 * Posts they reported stay flagged with the reporter cleared; eligibility rows become free.
 */
export async function deleteUserData(
  db: DataSource,
  userId: number,
  boards: BoardWriter,
): Promise<void> {
  const friends = await db.transaction(async (manager) => {
    await manager.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
    // Off the boards (and out of their team's and location's sums) before the commit.
    const before = await boardStateOf(manager, userId);
    await deletePosts(manager, userId);
    await manager.query(
      'DELETE ea FROM entry_activities ea JOIN entries e ON e.id = ea.entry_id WHERE e.user_id = ?',
      [userId],
    );
    await manager.query('DELETE FROM entries WHERE user_id = ?', [userId]);
    await manager.query('DELETE FROM user_activities WHERE user_id = ?', [userId]);
    await manager.query('DELETE FROM likes WHERE user_id = ?', [userId]);
    await manager.query('DELETE FROM post_tags WHERE user_id = ?', [userId]);
    await manager.query('DELETE FROM follows WHERE user_id = ? OR followee_id = ?', [
      userId,
      userId,
    ]);
    await manager.query('DELETE FROM notifications WHERE user_id = ? OR `key` = ?', [
      userId,
      `friend_${userId}_follow`,
    ]);
    await manager.query('DELETE FROM team_members WHERE user_id = ?', [userId]);
    await manager.query('DELETE FROM super_coordinator_promotions WHERE user_id = ?', [userId]);
    await manager.query('UPDATE posts SET flagged_by = NULL WHERE flagged_by = ?', [userId]);
    await manager.query('UPDATE eligibilities SET user_id = NULL WHERE user_id = ?', [userId]);
    await manager.query('DELETE FROM users WHERE id = ?', [userId]);
    // Whoever had them as a friend (any status: the sets hold accepted ones) counts one less.
    const friendships: Array<{ id: number | null }> = await manager.query(
      `SELECT friendee_id AS id FROM friendships WHERE friender_id = ?
       UNION SELECT friender_id FROM friendships WHERE friendee_id = ?`,
      [userId, userId],
    );
    await manager.query('DELETE FROM friendships WHERE friender_id = ? OR friendee_id = ?', [
      userId,
      userId,
    ]);
    await applyBoardChange(boards.redis, boards.prefix, before, null);
    const people = friendships.flatMap((row) => (row.id === null ? [] : [Number(row.id)]));
    return { promotionId: before?.promotion_id, people };
  });
  // Their friends' friend sets start again (the friends board's friend count), after the commit.
  if (friends.promotionId !== undefined && friends.people.length > 0) {
    await friendsChanged(boards.redis, boards.prefix, friends.promotionId, friends.people);
  }
}

/** The user's posts and comments, and every comment on their posts, with what hangs on them. */
async function deletePosts(manager: EntityManager, userId: number) {
  const rows: Array<{ id: number }> = await manager.query(
    `SELECT id FROM posts WHERE user_id = ?
     UNION SELECT c.id FROM posts c JOIN posts p ON p.id = c.parent_post_id WHERE p.user_id = ?`,
    [userId, userId],
  );
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return;
  await manager.query("DELETE FROM likes WHERE likeable_type = 'Post' AND likeable_id IN (?)", [
    inList(ids),
  ]);
  await manager.query('DELETE FROM post_tags WHERE post_id IN (?)', [inList(ids)]);
  const keys = ids.flatMap((id) =>
    ['comment', 'like', 'tag'].map((kind) => `wall_post_${id}_${kind}`),
  );
  await manager.query('DELETE FROM notifications WHERE `key` IN (?)', [inList(keys)]);
  await manager.query('DELETE FROM posts WHERE id IN (?)', [inList(ids)]);
}
