import type { DataSource } from 'typeorm';
import type { ShareMedium } from '@wellness/schema';
import { likesOf, resolveTip } from './queries';

/**
 * One tip as the caller's promotion shows it (spec 2 s7 "GET /custom_content/{id}"): the
 * item the id names when visible (README "Tips"), with the caller's favourite.
 */
export async function showTip(
  db: DataSource,
  caller: { userId: number; promotionId: number },
  id: number,
) {
  const { sameKey } = await resolveTip(db, caller.promotionId, id);
  const [row] = await db.query(
    'SELECT id, `key`, category, title, content, summary, image1, days_from_start FROM contents WHERE id = ?',
    [id],
  );
  const likes = await likesOf(db, caller.userId, sameKey);
  return {
    id: Number(row.id),
    key: row.key,
    category: row.category,
    title: row.title,
    content: row.content,
    summary: row.summary,
    image1: row.image1,
    days_from_start: row.days_from_start === null ? null : Number(row.days_from_start),
    favorited: likes.length > 0,
  };
}

/**
 * Records a share of a tip by its medium (spec 2 s7 "POST /tips/{id}/shares?via={media}"):
 * every share counts (sharing twice is two shares). Answers the tip's share count, all media,
 * counting the default tip and the promotion's override of it as one tip.
 */
export async function recordTipShare(
  db: DataSource,
  caller: { userId: number; promotionId: number },
  id: number,
  via: ShareMedium,
) {
  const { sameKey } = await resolveTip(db, caller.promotionId, id);
  const result = await db.query(
    'INSERT INTO tip_shares (promotion_id, user_id, content_id, via) VALUES (?, ?, ?, ?)',
    [caller.promotionId, caller.userId, id, via],
  );
  const [{ n }] = await db.query(
    'SELECT COUNT(*) AS n FROM tip_shares WHERE promotion_id = ? AND content_id IN (?)',
    [caller.promotionId, sameKey],
  );
  return { id: Number(result.insertId), tip_id: id, via, shares_count: Number(n) };
}
