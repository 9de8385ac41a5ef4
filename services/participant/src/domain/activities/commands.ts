import type { DataSource, EntityManager } from 'typeorm';
import { HttpError, notFound, unprocessable } from '@wellness/platform';
import type { Promotion } from '@wellness/schema';
import { Activity, ActivityCategory, EntryActivity, UserActivity } from '@wellness/schema';
import {
  CATEGORY_NOT_FOUND,
  NAME_REQUIRED,
  allowedMultiplier,
  assertChildKeepsParent,
  defaultWeek,
  inheritedColumns,
  multiplierOnCreate,
  quizColumns,
} from './rules';
import type { ActivityInput } from './rules';
import { weeksIn } from '../promotions';

const LOGGED_NOT_DELETABLE = 'This activity has been logged and cannot be deleted.';
const ANSWERED_NOT_DELETABLE = "This activity's quiz has been answered; it cannot be deleted.";
const PARENT_NOT_DELETABLE = 'This activity has child activities and cannot be deleted.';
const PARENT_FIXED = "An activity's parent cannot be changed.";
const NESTED_CHILD = 'A child activity cannot be the parent of another activity.';

/** The fields a PUT sent: an absent field keeps its stored value. */
const provided = <T extends object>(fields: T) =>
  Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

const categoryByKey = async (manager: EntityManager, promotionId: number, key?: string) => {
  const category = key
    ? await manager.findOneBy(ActivityCategory, { promotion_id: promotionId, key })
    : null;
  if (!category) throw unprocessable(CATEGORY_NOT_FOUND);
  return category;
};

const activityOf = async (manager: EntityManager, promotionId: number, id: number) => {
  const activity = await manager.findOneBy(Activity, { id, promotion_id: promotionId });
  if (!activity) throw notFound('Activity');
  return activity;
};

/** A child's parent: a top-level activity of the same promotion; the child keeps its fields. */
async function parentFor(manager: EntityManager, promotionId: number, input: ActivityInput) {
  const parent = await manager.findOneBy(Activity, {
    id: input.parent_activity_id!,
    promotion_id: promotionId,
  });
  if (!parent) throw unprocessable('Parent activity could not be found');
  if (parent.parent_activity_id !== null) throw unprocessable(NESTED_CHILD);
  const category = await manager.findOneByOrFail(ActivityCategory, { id: parent.category_id });
  assertChildKeepsParent(input, parent, category.key);
  return parent;
}

export async function createActivity(db: DataSource, promotion: Promotion, input: ActivityInput) {
  return db.transaction(async (manager) => {
    const parent = input.parent_activity_id ? await parentFor(manager, promotion.id, input) : null;
    if (!parent && !input.name?.trim()) throw unprocessable(NAME_REQUIRED);
    const category = parent
      ? { id: parent.category_id }
      : await categoryByKey(manager, promotion.id, input.category);
    const inCategory = await manager.countBy(Activity, { category_id: category.id });
    const columns = parent
      ? inheritedColumns(parent)
      : {
          category_id: category.id,
          name: input.name!,
          blurb: input.blurb ?? '',
          content: input.content ?? null,
          image_url: input.image_url ?? null,
          is_one_time: input.is_one_time ?? false,
          multiplier: String(multiplierOnCreate(input.is_one_time ?? false, input.multiplier)),
          point_value: input.point_value ?? 10,
          ...quizColumns(
            input.question ?? null,
            input.answers ?? null,
            input.correct_answer ?? null,
          ),
        };
    return manager.save(Activity, {
      ...columns,
      promotion_id: promotion.id,
      parent_activity_id: parent?.id ?? null,
      week_available: input.week_available ?? defaultWeek(inCategory, weeksIn(promotion)),
      sequence: input.sequence ?? 1,
    });
  });
}

export async function updateActivity(
  db: DataSource,
  promotion: Promotion,
  id: number,
  input: ActivityInput,
) {
  return db.transaction(async (manager) => {
    const activity = await activityOf(manager, promotion.id, id);
    const { week_available = activity.week_available, sequence = activity.sequence } = input;
    const parentId = input.parent_activity_id;
    if (parentId !== undefined && parentId !== activity.parent_activity_id)
      throw unprocessable(PARENT_FIXED);
    if (activity.parent_activity_id !== null) {
      await parentFor(manager, promotion.id, {
        ...input,
        parent_activity_id: activity.parent_activity_id,
      });
      await manager.update(Activity, id, { week_available, sequence });
      return manager.findOneByOrFail(Activity, { id });
    }
    const { name, blurb, content, image_url, is_one_time, point_value } = input;
    const changes = {
      ...provided({ name, blurb, content, image_url, is_one_time, point_value }),
      ...(input.category === undefined
        ? {}
        : { category_id: (await categoryByKey(manager, promotion.id, input.category)).id }),
      ...(input.multiplier === undefined
        ? {}
        : { multiplier: String(allowedMultiplier(input.multiplier)) }),
      ...quizColumns(
        input.question === undefined ? activity.question : input.question,
        input.answers === undefined ? JSON.parse(activity.answers ?? 'null') : input.answers,
        input.correct_answer === undefined ? activity.correct_answer : input.correct_answer,
      ),
      week_available,
      sequence,
    };
    if (changes.name !== undefined && !changes.name.trim()) throw unprocessable(NAME_REQUIRED);
    await manager.update(Activity, id, changes);
    const saved = await manager.findOneByOrFail(Activity, { id });
    // Children show their parent's fields: they follow every change of it.
    await manager.update(Activity, { parent_activity_id: id }, inheritedColumns(saved));
    return saved;
  });
}

/** Deletes an activity nobody has logged or answered, with the bookmarks pointing at it. */
export async function deleteActivity(db: DataSource, promotion: Promotion, id: number) {
  await db.transaction(async (manager) => {
    const activity = await activityOf(manager, promotion.id, id);
    const conflict = (message: string) => new HttpError(409, message);
    if (await manager.existsBy(Activity, { parent_activity_id: activity.id }))
      throw conflict(PARENT_NOT_DELETABLE);
    if (await manager.existsBy(EntryActivity, { activity_id: activity.id }))
      throw conflict(LOGGED_NOT_DELETABLE);
    if (
      await manager.existsBy(UserActivity, { activity_id: activity.id, answered_correctly: true })
    )
      throw conflict(ANSWERED_NOT_DELETABLE);
    await manager.delete(UserActivity, { activity_id: activity.id });
    await manager.delete(Activity, { id: activity.id });
  });
}
