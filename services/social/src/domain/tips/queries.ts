import type { DataSource } from 'typeorm';
import { DEFAULT_PROMOTION_ID, inList, notFound } from '@wellness/platform';

/** Spec 2 s7 "Tips": a favourite is a like of a custom content item. */
export const TIP_LIKEABLE_TYPE = 'CustomContent';
export const TIP_CATEGORY = 'tips';
const TIP_NOT_FOUND = 'Custom Content';
export const TIP_LIKE_NOT_FOUND = 'Like';

interface TipLike {
  id: number;
  likeable_id: number;
  likeable_type: string;
  user_id: number;
}

/** The fields of a tips content item that a favourite shows. */
interface TipContent {
  id: number;
  key: string;
  title: string;
  summary: string | null;
  content: string | null;
  image1: string | null;
  thumbnail_image: string | null;
  days_from_start: number | null;
  sequence: number;
}

/** A favourited tip as the caller's promotion sees it. */
interface FavoriteTip extends TipContent {
  favorited: true;
  like_id: number;
}

interface TipRow extends TipContent {
  promotion_id: number;
  hidden: number | boolean;
}

const promotions = (promotionId: number) => [...new Set([promotionId, DEFAULT_PROMOTION_ID])];

/**
 * Every tips row of the caller's promotion and the default promotion (visible or not), so a
 * tip can be resolved to the item the promotion sees for its key.
 */
async function tipRows(db: DataSource, promotionId: number): Promise<TipRow[]> {
  const ids = promotions(promotionId);
  const rows: TipRow[] = await db.query(
    `SELECT id, promotion_id, \`key\`, hidden, title, summary, content, image1, thumbnail_image,
            days_from_start, sequence
       FROM contents WHERE category = ? AND promotion_id IN (?)`,
    [TIP_CATEGORY, inList(ids)],
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    promotion_id: Number(row.promotion_id),
    days_from_start: row.days_from_start === null ? null : Number(row.days_from_start),
    sequence: Number(row.sequence),
  }));
}

/**
 * The item the promotion sees for a key (the content loader's rule): its own item wins over
 * the default promotion's; a hidden winner means the tip is not shown at all.
 */
function effective(rows: TipRow[], promotionId: number, key: string): TipRow | undefined {
  const own = rows.find((row) => row.promotion_id === promotionId && row.key === key);
  const winner =
    own ?? rows.find((row) => row.promotion_id === DEFAULT_PROMOTION_ID && row.key === key);
  return winner && !winner.hidden ? winner : undefined;
}

/**
 * The tip `id` names: a visible `tips` item of the caller's promotion or of the default
 * promotion whose key the promotion has not hidden (a hidden override hides the default too),
 * else 404 `Custom Content could not be found`. Answers the ids of every row of
 * the same key (the default and the promotion's override are the same tip).
 */
export async function resolveTip(db: DataSource, promotionId: number, id: number) {
  const rows = await tipRows(db, promotionId);
  const row = rows.find((candidate) => candidate.id === id);
  if (!row || row.hidden || !effective(rows, promotionId, row.key)) throw notFound(TIP_NOT_FOUND);
  return { row, sameKey: rows.filter((other) => other.key === row.key).map((other) => other.id) };
}

export async function likesOf(db: DataSource, userId: number, contentIds: number[]) {
  const rows: Array<{ id: number; likeable_id: number }> = await db.query(
    `SELECT id, likeable_id FROM likes
      WHERE user_id = ? AND likeable_type = ? AND likeable_id IN (?)
      ORDER BY id`,
    [userId, TIP_LIKEABLE_TYPE, inList(contentIds)],
  );
  return rows.map((row) => ({ id: Number(row.id), likeable_id: Number(row.likeable_id) }));
}

export const asLike = (like: { id: number; likeable_id: number }, userId: number): TipLike => ({
  id: like.id,
  likeable_id: like.likeable_id,
  likeable_type: TIP_LIKEABLE_TYPE,
  user_id: userId,
});

export interface Caller {
  promotionId: number;
  userId: number;
}

/** The caller's favourite of the tip, or null when they have none. */
export async function getTipLike(db: DataSource, caller: Caller, id: number) {
  const { sameKey } = await resolveTip(db, caller.promotionId, id);
  const [like] = await likesOf(db, caller.userId, sameKey);
  return like ? asLike(like, caller.userId) : null;
}

/**
 * The caller's favourite tips as their promotion now sees them, most recently favourited
 * first. A favourite of a default tip the promotion has since overridden shows the override;
 * tips that are hidden or removed since are left out.
 */
export async function favoriteTips(db: DataSource, caller: Caller): Promise<FavoriteTip[]> {
  const likes: Array<{ id: number; likeable_id: number }> = await db.query(
    'SELECT id, likeable_id FROM likes WHERE user_id = ? AND likeable_type = ? ORDER BY id DESC',
    [caller.userId, TIP_LIKEABLE_TYPE],
  );
  if (likes.length === 0) return [];
  const rows = await tipRows(db, caller.promotionId);
  const seen = new Set<number>();
  const favorites: FavoriteTip[] = [];
  for (const like of likes) {
    const liked = rows.find((row) => row.id === Number(like.likeable_id));
    const tip = liked && effective(rows, caller.promotionId, liked.key);
    if (!tip || seen.has(tip.id)) continue;
    seen.add(tip.id);
    favorites.push({
      id: tip.id,
      key: tip.key,
      title: tip.title,
      summary: tip.summary,
      content: tip.content,
      image1: tip.image1,
      thumbnail_image: tip.thumbnail_image,
      days_from_start: tip.days_from_start,
      sequence: tip.sequence,
      favorited: true,
      like_id: Number(like.id),
    });
  }
  return favorites;
}
