import { notFound, unprocessable } from '@wellness/platform';
import { Behavior, Competition } from '@wellness/schema';
import type { DataSource } from 'typeorm';
import { behaviourDates } from './rules';

export const NEEDS_COMPETITION = 'A behaviour that is not a default needs its competition.';

/** The behaviour form (spec 3 s3 Behavior); `default` is the spec's name of the flag. */
export interface BehaviorInput {
  name: string;
  start?: string | null;
  end?: string | null;
  sequence?: number;
  default?: boolean;
  behaviorable_type?: 'Competition';
  behaviorable_id?: number | null;
}

export const serializeBehavior = (behavior: Behavior) => ({
  id: behavior.id,
  promotion_id: behavior.promotion_id,
  name: behavior.name,
  start: behavior.start,
  end: behavior.end,
  sequence: behavior.sequence,
  default: Boolean(behavior.is_default),
  behaviorable_type: behavior.behaviorable_type,
  behaviorable_id: behavior.behaviorable_id,
});

/** Spec 3 s7: "behaviors index with page_size 0 and competition_id, or default true". */
export async function behaviorsOfPromotion(
  db: DataSource,
  promotionId: number,
  filter: { competition_id?: number; default?: boolean },
) {
  const where: Record<string, unknown> = {
    promotion_id: promotionId,
    behaviorable_type: 'Competition',
  };
  if (filter.competition_id !== undefined) where.behaviorable_id = filter.competition_id;
  if (filter.default !== undefined) where.is_default = filter.default;
  return db.getRepository(Behavior).find({ where, order: { sequence: 'ASC', id: 'ASC' } });
}

export async function behaviorOfPromotion(db: DataSource, promotionId: number, id: number) {
  const behavior = await db.getRepository(Behavior).findOneBy({ id, promotion_id: promotionId });
  if (!behavior) throw notFound('Behavior');
  return behavior;
}

/** A default behaviour has no competition; any other belongs to one of the promotion's. */
async function checked(db: DataSource, promotionId: number, input: BehaviorInput) {
  const isDefault = input.default ?? false;
  const competitionId = isDefault ? null : (input.behaviorable_id ?? null);
  if (!isDefault && competitionId === null) throw unprocessable(NEEDS_COMPETITION);
  const competition =
    competitionId === null
      ? null
      : await db
          .getRepository(Competition)
          .findOneBy({ id: competitionId, promotion_id: promotionId });
  if (competitionId !== null && !competition) throw notFound('Competition');
  return {
    name: input.name.trim(),
    ...behaviourDates(input.start ?? null, input.end ?? null, competition),
    sequence: input.sequence ?? 0,
    is_default: isDefault,
    behaviorable_type: 'Competition',
    behaviorable_id: competitionId,
  };
}

export async function createBehavior(db: DataSource, promotionId: number, input: BehaviorInput) {
  const fields = await checked(db, promotionId, input);
  const repository = db.getRepository(Behavior);
  const { id } = await repository.save(repository.create({ ...fields, promotion_id: promotionId }));
  return behaviorOfPromotion(db, promotionId, id);
}

export async function updateBehavior(
  db: DataSource,
  promotionId: number,
  id: number,
  input: BehaviorInput,
) {
  await behaviorOfPromotion(db, promotionId, id);
  const fields = await checked(db, promotionId, input);
  await db.getRepository(Behavior).update({ id, promotion_id: promotionId }, fields);
  return behaviorOfPromotion(db, promotionId, id);
}

/** Deletes a behaviour and the point thresholds that count it. */
export async function deleteBehavior(db: DataSource, promotionId: number, id: number) {
  await behaviorOfPromotion(db, promotionId, id);
  await db.transaction(async (manager) => {
    await manager.query(
      "DELETE FROM point_thresholds WHERE promotion_id = ? AND pointable_type = 'Behavior' AND pointable_id = ?",
      [promotionId, id],
    );
    await manager.query('DELETE FROM behaviors WHERE id = ? AND promotion_id = ?', [
      id,
      promotionId,
    ]);
  });
  return { id };
}
