import type { DataSource } from 'typeorm';
import { HttpError, canManagePromotion } from '@wellness/platform';
import type { SessionUser } from '@wellness/platform';

/** Spec 3 s8 loader message; the server's 404 too (services/admin README "Keywords"). */
export const KEYWORDS_NOT_FOUND = 'Keywords could not be found';

export interface Keyword {
  keyword: string;
  value: string;
}

const dateText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '').slice(0, 10);

/**
 * Spec 3 s3 "Keyword: listed for a promotion or a user": the words content and e-mails may
 * carry in braces (`{program_name}`), each with the value it stands for.
 */
async function promotionWords(db: DataSource, promotionId: number): Promise<Keyword[] | null> {
  const [p] = await db.query(
    `SELECT name, program_name, subdomain, starts_on, ends_on, default_goal, point_label,
       point_label_plural FROM promotions WHERE id = ?`,
    [promotionId],
  );
  if (!p) return null;
  return [
    { keyword: 'promotion_name', value: String(p.name) },
    { keyword: 'program_name', value: String(p.program_name) },
    { keyword: 'subdomain', value: String(p.subdomain ?? '') },
    { keyword: 'starts_on', value: dateText(p.starts_on) },
    { keyword: 'ends_on', value: dateText(p.ends_on) },
    { keyword: 'default_goal', value: String(p.default_goal) },
    { keyword: 'point_label', value: String(p.point_label) },
    { keyword: 'point_label_plural', value: String(p.point_label_plural) },
  ];
}

export async function promotionKeywords(db: DataSource, promotionId: number) {
  const words = await promotionWords(db, promotionId);
  if (!words) throw new HttpError(404, KEYWORDS_NOT_FOUND);
  return words;
}

/**
 * A user's keywords (their names, e-mail and points, then their promotion's): for the user, or
 * for staff who manage the user's promotion; anyone else is told none could be found.
 */
export async function userKeywords(
  db: DataSource,
  caller: Pick<SessionUser, 'id' | 'role' | 'promotion_id'>,
  userId: number,
) {
  const [u] = await db.query(
    'SELECT id, promotion_id, first_name, last_name, email, total_points FROM users WHERE id = ?',
    [userId],
  );
  const staff = ['Coordinator', 'Master', 'Reseller', 'Super Coordinator'].includes(caller.role);
  const mayRead =
    u &&
    (Number(u.id) === caller.id ||
      (staff && (await canManagePromotion(db, caller, Number(u.promotion_id)))));
  if (!mayRead) throw new HttpError(404, KEYWORDS_NOT_FOUND);
  return [
    { keyword: 'first_name', value: String(u.first_name) },
    { keyword: 'last_name', value: String(u.last_name) },
    { keyword: 'full_name', value: `${u.first_name} ${u.last_name}`.trim() },
    { keyword: 'email', value: String(u.email) },
    { keyword: 'total_points', value: String(u.total_points) },
    ...(await promotionKeywords(db, Number(u.promotion_id))),
  ];
}
