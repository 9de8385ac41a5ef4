import { HttpError, notFound } from '@wellness/platform';
import { Promotion, SsoExtra } from '@wellness/schema';
import type { DataSource } from 'typeorm';

/** The loader's name in the spec ('SsoExtra could not be loaded.'): the 404 says it too. */
const RECORD = 'SSO extra';
export const CLAIM_ALREADY_MAPPED = 'This claim is already mapped for the promotion.';

export interface SsoExtraInput {
  name: string;
  data_type?: string;
  path?: string;
}

export const serializeSsoExtra = (extra: SsoExtra) => ({
  id: extra.id,
  promotion_id: extra.promotion_id,
  name: extra.name,
  data_type: extra.data_type,
  path: extra.path,
});

export const ssoExtrasOf = (db: DataSource, promotionId: number) =>
  db.getRepository(SsoExtra).find({ where: { promotion_id: promotionId }, order: { id: 'ASC' } });

export async function ssoExtraById(db: DataSource, id: number, promotionId?: number) {
  const extra = await db
    .getRepository(SsoExtra)
    .findOneBy(promotionId === undefined ? { id } : { id, promotion_id: promotionId });
  if (!extra) throw notFound(RECORD);
  return extra;
}

async function promotionExists(db: DataSource, promotionId: number) {
  if (!(await db.getRepository(Promotion).existsBy({ id: promotionId }))) {
    throw notFound('Promotion');
  }
}

/**
 * Creates or updates one mapping. A claim is mapped once per promotion (compared without
 * case): the promotion's row is locked first, so two saves of one name cannot both pass.
 */
export async function saveSsoExtra(
  db: DataSource,
  promotionId: number,
  input: SsoExtraInput,
  id?: number,
) {
  await promotionExists(db, promotionId);
  const name = input.name.trim();
  const savedId = await db.transaction(async (manager) => {
    await manager.query('SELECT id FROM promotions WHERE id = ? FOR UPDATE', [promotionId]);
    const repository = manager.getRepository(SsoExtra);
    const existing = id ? await repository.findOneBy({ id, promotion_id: promotionId }) : null;
    if (id && !existing) throw notFound(RECORD);
    const [clash] = await manager.query(
      'SELECT id FROM sso_extras WHERE promotion_id = ? AND LOWER(name) = LOWER(?) AND id <> ?',
      [promotionId, name, id ?? 0],
    );
    if (clash) throw new HttpError(422, CLAIM_ALREADY_MAPPED);
    const values = {
      name,
      data_type: input.data_type ?? existing?.data_type ?? 'string',
      path: input.path ?? existing?.path ?? 'User:udfs',
    };
    if (existing) {
      await repository.update({ id: existing.id }, values);
      return existing.id;
    }
    const inserted = await repository.insert({ promotion_id: promotionId, ...values });
    return Number(inserted.identifiers[0]!.id);
  });
  return ssoExtraById(db, savedId);
}

export async function deleteSsoExtra(db: DataSource, promotionId: number, id: number) {
  const result = await db.getRepository(SsoExtra).delete({ id, promotion_id: promotionId });
  if (!result.affected) throw notFound(RECORD);
  return { id };
}
