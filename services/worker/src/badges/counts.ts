import type { BadgeCategory } from '@wellness/schema';
import type { DataSource } from 'typeorm';

/** How far a user has come in a category; goal2 refines it where a category uses it. */
export type BadgeCounter = (
  db: Pick<DataSource, 'query'>,
  userId: number,
  goal2: number | null,
) => Promise<number>;

const countOf = async (db: Pick<DataSource, 'query'>, sql: string, params: unknown[]) => {
  const [row]: Array<{ n: number | string }> = await db.query(sql, params);
  return Number(row?.n ?? 0);
};

/**
 * What each category counts, from MySQL (services/worker README "Badges"). Null: the feature
 * that makes the event is not built yet, so no check is queued and none can award; the
 * feature's issue adds its counter here and calls queueBadgeCheck after its commit.
 */
export const BADGE_COUNTERS: Record<BadgeCategory, BadgeCounter | null> = {
  /** Days with at least goal2 (default 1) activities logged. */
  days_logged: (db, userId, goal2) =>
    countOf(
      db,
      `SELECT COUNT(*) AS n FROM (
         SELECT e.id FROM entries e JOIN entry_activities ea ON ea.entry_id = e.id
          WHERE e.user_id = ? GROUP BY e.id HAVING COUNT(*) >= ?) days`,
      [userId, Math.max(1, goal2 ?? 1)],
    ),
  /** Questionnaires answered (the prestart emotional survey and later ones). */
  survey: (db, userId) =>
    countOf(db, 'SELECT COUNT(*) AS n FROM user_surveys WHERE user_id = ?', [userId]),
  /** Posts (not comments) the user wrote on any wall, still there. */
  wall_posts_created: (db, userId) =>
    countOf(db, 'SELECT COUNT(*) AS n FROM posts WHERE user_id = ? AND depth = 0', [userId]),
  /** People the user has tagged in their posts and comments. */
  wall_posts_tags: (db, userId) =>
    countOf(
      db,
      'SELECT COUNT(*) AS n FROM post_tags t JOIN posts p ON p.id = t.post_id WHERE p.user_id = ?',
      [userId],
    ),
  /** Tips the user has shared on a wall. */
  tips_shared: (db, userId) =>
    countOf(db, "SELECT COUNT(*) AS n FROM posts WHERE user_id = ? AND postable_type = 'Tip'", [
      userId,
    ]),
  /** Evaluations the user completed (the Initial Assessment at registration, and later ones). */
  evaluation: (db, userId) =>
    countOf(db, 'SELECT COUNT(*) AS n FROM evaluations WHERE user_id = ?', [userId]),
  /** Finished works the user put in the promotion's public gallery (the final gallery choice). */
  displayed_art: (db, userId) =>
    countOf(
      db,
      'SELECT COUNT(*) AS n FROM works WHERE user_id = ? AND made_final_gallery_choice = 1 AND public_gallery = 1',
      [userId],
    ),
  /** Friends: friendships the user asked or was asked, accepted (social `addFriendship`). */
  buddies_added: (db, userId) =>
    countOf(
      db,
      `SELECT COUNT(*) AS n FROM friendships
        WHERE (friender_id = ? OR friendee_id = ?) AND status = 'A'`,
      [userId, userId],
    ),
  /**
   * Gift points sent (services/participant README "Gift points"): the points of the offers the
   * user made that were not declined ("Send 100 gift points"); with goal2, none count until
   * they went to at least goal2 different people.
   */
  sent_gift_points: async (db, userId, goal2) => {
    const [row]: Array<{ points: number | string; people: number | string }> = await db.query(
      `SELECT COALESCE(SUM(points), 0) AS points, COUNT(DISTINCT target_user_id) AS people
         FROM work_bonuses WHERE earned_by_id = ? AND (applied IS NULL OR applied = 1)`,
      [userId],
    );
    if (!row || Number(row.people) < (goal2 ?? 0)) return 0;
    return Number(row.points);
  },
  /** Recipes the user has rated (a rating cleared no longer counts). */
  recipes_rated: (db, userId) =>
    countOf(db, 'SELECT COUNT(*) AS n FROM recipe_ratings WHERE user_id = ?', [userId]),
  /** Awarded by staff (POST .../badges/{id}/awards), never counted. */
  custom: null,
};
