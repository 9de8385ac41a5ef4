import { notFound, unprocessable } from '@wellness/platform';
import { Behavior, PointThreshold } from '@wellness/schema';
import type { PointableType } from '@wellness/schema';
import type { DataSource } from 'typeorm';

export const NEEDS_BEHAVIOR = 'A Behavior point threshold needs a behaviour of this promotion.';

export interface PointThresholdInput {
  pointable_type: PointableType;
  pointable_id?: number | null;
  value: number;
  value_label: string;
}

export const serializePointThreshold = (threshold: PointThreshold) => ({
  id: threshold.id,
  promotion_id: threshold.promotion_id,
  pointable_type: threshold.pointable_type,
  pointable_id: threshold.pointable_id,
  value: threshold.value,
  value_label: threshold.value_label,
});

export const pointThresholdsOfPromotion = (db: DataSource, promotionId: number) =>
  db.getRepository(PointThreshold).find({
    where: { promotion_id: promotionId },
    order: { pointable_type: 'ASC', value: 'ASC', id: 'ASC' },
  });

export async function pointThresholdOfPromotion(db: DataSource, promotionId: number, id: number) {
  const threshold = await db
    .getRepository(PointThreshold)
    .findOneBy({ id, promotion_id: promotionId });
  if (!threshold) throw notFound('Point threshold');
  return threshold;
}

/** Step and Minute thresholds name nothing; a Behavior one names a behaviour of the promotion. */
async function checked(db: DataSource, promotionId: number, input: PointThresholdInput) {
  const pointableId = input.pointable_type === 'Behavior' ? (input.pointable_id ?? null) : null;
  if (input.pointable_type === 'Behavior') {
    const found =
      pointableId !== null &&
      (await db.getRepository(Behavior).existsBy({ id: pointableId, promotion_id: promotionId }));
    if (!found) throw unprocessable(NEEDS_BEHAVIOR);
  }
  return {
    pointable_type: input.pointable_type,
    pointable_id: pointableId,
    value: input.value,
    value_label: input.value_label.trim(),
  };
}

export async function createPointThreshold(
  db: DataSource,
  promotionId: number,
  input: PointThresholdInput,
) {
  const fields = await checked(db, promotionId, input);
  const repository = db.getRepository(PointThreshold);
  const { id } = await repository.save(repository.create({ ...fields, promotion_id: promotionId }));
  return pointThresholdOfPromotion(db, promotionId, id);
}

export async function updatePointThreshold(
  db: DataSource,
  promotionId: number,
  id: number,
  input: PointThresholdInput,
) {
  await pointThresholdOfPromotion(db, promotionId, id);
  const fields = await checked(db, promotionId, input);
  await db.getRepository(PointThreshold).update({ id, promotion_id: promotionId }, fields);
  return pointThresholdOfPromotion(db, promotionId, id);
}

export async function deletePointThreshold(db: DataSource, promotionId: number, id: number) {
  await pointThresholdOfPromotion(db, promotionId, id);
  await db.getRepository(PointThreshold).delete({ id, promotion_id: promotionId });
  return { id };
}
