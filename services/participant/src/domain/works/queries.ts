import type { DataSource, EntityManager } from 'typeorm';
import { notFound } from '@wellness/platform';
import type { Promotion, User } from '@wellness/schema';
import { StyleImage, Work, WorkStyle } from '@wellness/schema';
import { isStaff } from '../activities';

/** The user's current work, or null (masters and staff-only roles never have one). */
export const currentWork = (db: DataSource | EntityManager, userId: number) =>
  db.getRepository(Work).findOneBy({ current_user_id: userId });

/** The works the user has finished, newest first (the completed-images grid). */
export const completedWorks = (db: DataSource, userId: number) =>
  db.getRepository(Work).find({
    where: { user_id: userId, user_completed: true },
    order: { user_completed_at: 'DESC', id: 'DESC' },
  });

/**
 * A work the reader may see: their own, or any work of their promotion for its staff; its
 * display picture (`picture`) also when it shows in the promotion's public art gallery
 * (README "Works"); anything else is not found.
 */
export async function readableWork(
  db: DataSource,
  reader: Pick<User, 'id' | 'role' | 'promotion_id'>,
  id: number,
  options: { picture?: boolean } = {},
) {
  const work = await db.getRepository(Work).findOneBy({ id, promotion_id: reader.promotion_id });
  if (!work) throw notFound('Work');
  const mayRead =
    work.user_id === reader.id ||
    isStaff(reader.role) ||
    (options.picture === true && (await inPublicGallery(db, id)));
  if (!mayRead) throw notFound('Work');
  return work;
}

/** Whether the work's gallery post shows in the public gallery (everyone of the promotion sees it). */
async function inPublicGallery(db: DataSource, workId: number) {
  const rows = await db.query(
    "SELECT id FROM posts WHERE wallable_type = 'Gallery' AND postable_type = 'Work' AND postable_id = ? AND public_gallery = TRUE",
    [workId],
  );
  return rows.length > 0;
}

/**
 * The styles a participant may pick (the 'Select Category' panel): those of the promotion's
 * collection (or made for the promotion) whose week has begun, in week order.
 */
export function availableStyles(
  db: DataSource | EntityManager,
  promotion: Promotion,
  week: number,
) {
  return db
    .getRepository(WorkStyle)
    .createQueryBuilder('s')
    .where('(s.collection_id = :collection OR s.promotion_id = :promotion)', {
      collection: promotion.collection_id ?? -1,
      promotion: promotion.id,
    })
    .andWhere('s.week <= :week', { week })
    .andWhere('EXISTS (SELECT 1 FROM style_images i WHERE i.style_id = s.id)')
    .orderBy('s.week', 'ASC')
    .addOrderBy('s.id', 'ASC')
    .getMany();
}

/** The styles and pictures works refer to, by id (for serializing a list of works). */
export async function styleDetails(db: DataSource | EntityManager, works: Work[]) {
  const styleIds = [...new Set(works.map((w) => w.style_id))];
  const imageIds = [...new Set(works.map((w) => w.style_image_id))];
  const [styles, images] = await Promise.all([
    styleIds.length ? db.getRepository(WorkStyle).findBy(styleIds.map((id) => ({ id }))) : [],
    imageIds.length ? db.getRepository(StyleImage).findBy(imageIds.map((id) => ({ id }))) : [],
  ]);
  return {
    style: (id: number) => styles.find((s) => s.id === id) ?? null,
    image: (id: number) => images.find((i) => i.id === id) ?? null,
  };
}

/**
 * Whether a final bonus choice applies: the user is on a team or has an accepted friend
 * (README "Gift points": the bonus may then be shared or gifted).
 */
export async function bonusAvailable(
  db: DataSource | EntityManager,
  user: Pick<User, 'id' | 'team_id'>,
): Promise<boolean> {
  if (user.team_id !== null) return true;
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM friendships WHERE status = 'A' AND (friender_id = ? OR friendee_id = ?) LIMIT 1`,
    [user.id, user.id],
  );
  return rows.length > 0;
}
