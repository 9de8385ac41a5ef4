import { notFound } from '@wellness/platform';
import { Level } from '@wellness/schema';
import type { DataSource, EntityManager } from 'typeorm';

export interface LevelInput {
  name: string;
  sequence?: number;
}

export const serializeLevel = (level: Level) => ({
  id: level.id,
  promotion_id: level.promotion_id,
  name: level.name,
  sequence: level.sequence,
});

export const levelsOfPromotion = (db: DataSource | EntityManager, promotionId: number) =>
  db.getRepository(Level).find({
    where: { promotion_id: promotionId },
    order: { sequence: 'ASC', id: 'ASC' },
  });

export async function levelOfPromotion(
  db: DataSource | EntityManager,
  promotionId: number,
  id: number,
) {
  const level = await db.getRepository(Level).findOneBy({ id, promotion_id: promotionId });
  if (!level) throw notFound('Level');
  return level;
}

/** A new level goes last unless it names its place. */
export async function createLevel(db: DataSource, promotionId: number, input: LevelInput) {
  const repository = db.getRepository(Level);
  const sequence = input.sequence ?? (await repository.countBy({ promotion_id: promotionId }));
  const { id } = await repository.save(
    repository.create({ promotion_id: promotionId, name: input.name.trim(), sequence }),
  );
  return levelOfPromotion(db, promotionId, id);
}

export async function updateLevel(
  db: DataSource,
  promotionId: number,
  id: number,
  input: LevelInput,
) {
  const level = await levelOfPromotion(db, promotionId, id);
  await db
    .getRepository(Level)
    .update(
      { id, promotion_id: promotionId },
      { name: input.name.trim(), sequence: input.sequence ?? level.sequence },
    );
  return levelOfPromotion(db, promotionId, id);
}

export async function deleteLevel(db: DataSource, promotionId: number, id: number) {
  await levelOfPromotion(db, promotionId, id);
  await db.getRepository(Level).delete({ id, promotion_id: promotionId });
  return { id };
}

/**
 * Bulk save (spec 3 s7 "bulk save (POST body levels)"): in one transaction, each listed level
 * is updated (with an id of the promotion's) or created (without), and takes its place in the
 * list as its sequence. Levels not listed stay. An id of another promotion fails the whole save.
 */
export async function saveLevels(
  db: DataSource,
  promotionId: number,
  levels: Array<{ id?: number; name: string }>,
) {
  return db.transaction(async (manager) => {
    const repository = manager.getRepository(Level);
    for (const [sequence, level] of levels.entries()) {
      const name = level.name.trim();
      if (level.id === undefined) {
        await repository.save(repository.create({ promotion_id: promotionId, name, sequence }));
      } else {
        await levelOfPromotion(manager, promotionId, level.id);
        await repository.update({ id: level.id, promotion_id: promotionId }, { name, sequence });
      }
    }
    return levelsOfPromotion(manager, promotionId);
  });
}
