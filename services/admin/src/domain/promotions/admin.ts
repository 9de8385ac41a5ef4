import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  HttpError,
  currentDate,
  isDuplicateEntry,
  notFound,
  unprocessable,
} from '@wellness/platform';
import type { SessionUser } from '@wellness/platform';
import { Competition, Organization, Promotion, seedPromotionDefaults } from '@wellness/schema';
import { inScope } from '../organizations';
import type { ResellerScope } from '../organizations';
import {
  DATE_FIELDS,
  FLAG_FIELDS,
  ID_FIELDS,
  LABEL_FIELDS,
  NUMBER_FIELDS,
  TEXT_FIELDS,
} from './fields';
import type { PromotionInput } from './fields';
import {
  NOT_A_PARENT,
  NO_ORGANIZATION,
  OWN_PARENT,
  PARENT_WITH_PARENT,
  SUBDOMAIN_TAKEN,
  coordinatorList,
  defaultGoal,
  endDate,
  promotionProblems,
} from './rules';

export type Caller = Pick<SessionUser, 'id' | 'role' | 'promotion_id'>;

/** A promotion as the editor and the view page read it (spec 3 s3 "Promotion"). */
export function promotionView(promotion: Promotion, organization: Organization | null) {
  const today = currentDate();
  const copy = (keys: readonly string[]) =>
    Object.fromEntries(
      keys.map((key) => [key, (promotion as unknown as Record<string, unknown>)[key] ?? null]),
    );
  const flags = Object.fromEntries(
    FLAG_FIELDS.map((key) => [key, Boolean(promotion[key])]),
  ) as Record<(typeof FLAG_FIELDS)[number], boolean>;
  return {
    id: promotion.id,
    name: promotion.name,
    subdomain: promotion.subdomain,
    program_name: promotion.program_name,
    program_length: promotion.program_length,
    weeks: Math.ceil(promotion.program_length / 7),
    starts_on: promotion.starts_on,
    ends_on: promotion.ends_on,
    is_parent: Boolean(promotion.is_parent),
    organization_name: organization?.name ?? null,
    reseller_id: organization?.reseller_id ?? null,
    has_started: promotion.starts_on <= today,
    has_launched: promotion.launch_on === null || promotion.launch_on <= today,
    disabled: promotion.disabled_on !== null && promotion.disabled_on < today,
    ...(copy([
      ...TEXT_FIELDS,
      ...LABEL_FIELDS,
      ...DATE_FIELDS,
      ...NUMBER_FIELDS,
      ...ID_FIELDS,
    ]) as Record<string, string | number | null>),
    ...flags,
  };
}

export type PromotionView = ReturnType<typeof promotionView>;

const organizationOf = (db: DataSource | EntityManager, id: number | null) =>
  id === null ? Promise.resolve(null) : db.getRepository(Organization).findOneBy({ id });

/** One promotion the caller manages (the route's `managed` scope has checked the id). */
export async function showPromotion(db: DataSource, id: number) {
  const promotion = await db.getRepository(Promotion).findOneBy({ id });
  if (!promotion) throw notFound('Promotion');
  return promotionView(promotion, await organizationOf(db, promotion.organization_id));
}

const trimmedOrNull = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;

/** The columns a body sets; absent fields keep what is stored. */
function columnsOf(input: PromotionInput): Partial<Promotion> {
  const columns: Record<string, unknown> = {};
  for (const key of ['name', 'program_name', 'starts_on', 'program_length'] as const) {
    if (input[key] !== undefined)
      columns[key] = typeof input[key] === 'string' ? input[key].trim() : input[key];
  }
  if (input.subdomain !== undefined) columns.subdomain = input.subdomain.trim().toLowerCase();
  for (const key of [...TEXT_FIELDS, ...DATE_FIELDS, ...ID_FIELDS]) {
    if (input[key] !== undefined) columns[key] = trimmedOrNull(input[key]);
  }
  for (const key of [...LABEL_FIELDS, ...NUMBER_FIELDS, ...FLAG_FIELDS]) {
    if (input[key] !== undefined)
      columns[key] = typeof input[key] === 'string' ? input[key].trim() : input[key];
  }
  if (input.coordinators !== undefined) {
    const list = coordinatorList(
      typeof input.coordinators === 'string' ? input.coordinators : null,
    );
    columns.coordinators = list.length ? list.join(',') : null;
  }
  return columns as Partial<Promotion>;
}

/** The organization must exist and be the caller's to use (a reseller's own). */
async function checkOrganization(
  manager: EntityManager,
  scope: ResellerScope,
  organizationId: number | null,
) {
  if (organizationId === null) {
    if (!scope.all) throw unprocessable(NO_ORGANIZATION);
    return;
  }
  const organization = await manager.getRepository(Organization).findOneBy({ id: organizationId });
  if (!organization || !inScope(scope, organization.reseller_id)) {
    throw unprocessable(NO_ORGANIZATION);
  }
}

async function checkParent(manager: EntityManager, id: number | null, parentId: number | null) {
  if (parentId === null) return;
  if (parentId === id) throw unprocessable(OWN_PARENT);
  const parent = await manager.getRepository(Promotion).findOneBy({ id: parentId });
  if (!parent?.is_parent) throw unprocessable(NOT_A_PARENT);
}

/** Every rule of the form (README "Promotions"); 422 with each problem, the first shown. */
async function checkPromotion(
  manager: EntityManager,
  scope: ResellerScope,
  id: number | null,
  promotion: Promotion,
) {
  const problems = promotionProblems(promotion);
  if (problems.length) throw new HttpError(422, problems[0], problems);
  await checkOrganization(manager, scope, promotion.organization_id ?? null);
  await checkParent(manager, id, promotion.parent_promotion_id ?? null);
  if (id === null && promotion.is_parent && promotion.parent_promotion_id) {
    throw unprocessable(PARENT_WITH_PARENT);
  }
}

/** The subdomain's unique index decides a race between two saves of one subdomain. */
async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDuplicateEntry(error)) throw unprocessable(SUBDOMAIN_TAKEN);
    throw error;
  }
}

const NEW_PROMOTION: Partial<Promotion> = {
  organization_id: null,
  parent_promotion_id: null,
  is_parent: false,
  coordinators: null,
  static_tiles: null,
  dynamic_tiles: null,
  logging_ends_on: null,
  registration_starts_on: null,
  registration_ends_on: null,
  trivia_points: 5,
  bonus_points: 0,
  entry_points: 0,
  works_point_value: 0,
};

/**
 * Creates a promotion with what makes it work at once, in one transaction (spec 3 s9;
 * README "Promotions"): the activity catalogue and avatars, and the default competition
 * (team size 4 to 4, scores frozen, works value 500) over the programme.
 */
export async function createPromotion(
  db: DataSource,
  scope: ResellerScope,
  input: Required<
    Pick<PromotionInput, 'name' | 'subdomain' | 'program_name' | 'starts_on' | 'program_length'>
  > &
    PromotionInput,
): Promise<Promotion> {
  return saving(() =>
    db.transaction(async (manager) => {
      const columns = columnsOf(input);
      const promotion = { ...NEW_PROMOTION, ...columns } as Promotion;
      promotion.default_goal = input.default_goal ?? defaultGoal(promotion.program_length);
      await checkPromotion(manager, scope, null, promotion);
      promotion.ends_on = endDate(promotion.starts_on, promotion.program_length);
      promotion.websocket_channel = randomBytes(12).toString('hex');
      const saved = await manager.getRepository(Promotion).save(promotion);
      await seedPromotionDefaults(manager, saved.id);
      const enrolmentStart =
        saved.registration_starts_on && saved.registration_starts_on < saved.starts_on
          ? saved.registration_starts_on
          : saved.starts_on;
      await manager.getRepository(Competition).save({
        promotion_id: saved.id,
        enrollment_starts_on: enrolmentStart,
        enrollment_ends_on: saved.starts_on,
        competition_starts_on: saved.starts_on,
        comp_length: saved.program_length,
        competition_ends_on: saved.ends_on,
        team_size_min: 4,
        team_size_max: 4,
        freeze_team_scores: true,
        works_value: 500,
        collection_id: saved.default_competition_collection_id ?? null,
      });
      return saved;
    }),
  );
}

/** Saves a partial body over the stored promotion, its row locked; the end follows the start. */
export async function updatePromotion(
  db: DataSource,
  scope: ResellerScope,
  id: number,
  input: PromotionInput,
): Promise<{ before: Promotion; after: Promotion }> {
  return saving(() =>
    db.transaction(async (manager) => {
      const repository = manager.getRepository(Promotion);
      const current = await repository.findOne({
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) throw notFound('Promotion');
      const columns = columnsOf(input);
      const merged = { ...current, ...columns } as Promotion;
      await checkPromotion(manager, scope, id, merged);
      if (merged.is_parent && merged.parent_promotion_id) throw unprocessable(PARENT_WITH_PARENT);
      columns.ends_on = endDate(merged.starts_on, merged.program_length);
      await repository.update({ id }, columns);
      return { before: current, after: { ...merged, ends_on: columns.ends_on } as Promotion };
    }),
  );
}

/**
 * POST /promotions/{id}/make_parent (spec 3 s7): the promotion becomes a parent that others
 * may name; a promotion that has a parent cannot (422, the screen shows 'Could not make
 * Promotion a Parent. Contact a Developer.'). Making a parent twice changes nothing.
 */
export async function makeParent(db: DataSource, id: number) {
  await db.transaction(async (manager) => {
    const repository = manager.getRepository(Promotion);
    const current = await repository.findOne({
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!current) throw notFound('Promotion');
    if (current.parent_promotion_id) throw unprocessable(PARENT_WITH_PARENT);
    await repository.update({ id }, { is_parent: true });
  });
}
