import type { DataSource } from 'typeorm';
import { Activity, ActivityCategory } from '@wellness/schema';
import { serializeActivity } from './serialize';

/** The promotion's activities in logging order, with its categories by id. */
export async function promotionActivities(db: DataSource, promotionId: number) {
  const [activities, categories] = await Promise.all([
    db.getRepository(Activity).find({
      where: { promotion_id: promotionId },
      order: { week_available: 'ASC', sequence: 'ASC', id: 'ASC' },
    }),
    db.getRepository(ActivityCategory).findBy({ promotion_id: promotionId }),
  ]);
  return { activities, categories: new Map(categories.map((category) => [category.id, category])) };
}

/** The promotion's activity categories in their order. */
export const promotionCategories = (db: DataSource, promotionId: number) =>
  db.getRepository(ActivityCategory).find({
    where: { promotion_id: promotionId },
    order: { sequence: 'ASC', id: 'ASC' },
  });

/** The category an activity belongs to (undefined when it is gone). */
export const categoryOf = async (db: DataSource, activity: Pick<Activity, 'category_id'>) =>
  (await db.getRepository(ActivityCategory).findOneBy({ id: activity.category_id })) ?? undefined;

/**
 * The promotion's activities serialized for both audiences (participants; staff, who also
 * read the correct answers), each as its response schema gives it: what the list route keeps.
 */
export async function serializedActivities(db: DataSource, promotionId: number) {
  const { activities, categories } = await promotionActivities(db, promotionId);
  const serialized = (forStaff: boolean) =>
    activities.map((activity) =>
      JSON.stringify(
        serializeActivity(activity, categories.get(activity.category_id), { forStaff }),
      ),
    );
  return { participants: serialized(false), staff: serialized(true) };
}
