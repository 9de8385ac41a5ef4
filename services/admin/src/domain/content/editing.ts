import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { DEFAULT_PROMOTION_ID, HttpError, notFound, unprocessable } from '@wellness/platform';
import { Content } from '@wellness/schema';
import { categoryEntry, fieldsFor } from './catalogue';
import type { ContentCategory, ContentField } from './catalogue';
import { KEY_CHARSET_MESSAGE, KEY_PATTERN, normalizeKey, sameGroup, uniqueKey } from './keys';
import { eopKeyLocation, isOwnLocationKey } from './eop';
import { mergedCategory, ownKeys } from './queries';
import type { MergedContent } from './queries';

/** What the edit form sends: only the fields the category and key show (and hidden). */
type ContentChanges = Partial<Record<ContentField, string | number | null>> & {
  hidden?: boolean;
  custom_fields?: Record<string, string>;
};

interface NewContent extends ContentChanges {
  category: string;
  group: string;
  key?: string;
  /** Which dialog added it: Add key (into a group) or Add group (a new group). */
  add: 'key' | 'group';
}

export const CONTENT_NOT_FOUND = 'Custom Content';

function knownCategory(category: string): ContentCategory {
  const entry = categoryEntry(category);
  if (!entry) throw unprocessable(`Unknown content category '${category}'`);
  return entry;
}

/** Refuses fields the category and key do not show: the form decides what can be stored. */
function checkFields(entry: ContentCategory, key: string, changes: ContentChanges) {
  const allowed = new Set<string>([...fieldsFor(entry, key), 'hidden', 'custom_fields']);
  for (const field of Object.keys(changes)) {
    if (!allowed.has(field)) {
      throw unprocessable(`${field} is not used by ${entry.category} content`);
    }
  }
  const custom = new Set((entry.custom_fields ?? []).map((field) => field.name));
  for (const name of Object.keys(changes.custom_fields ?? {})) {
    if (!custom.has(name)) throw unprocessable(`${name} is not used by ${entry.category} content`);
  }
}

export function parseCustomFields(text: string | null): Record<string, string> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, string>)
      : {};
  } catch {
    return {};
  }
}

/** Writes the changes onto a row; tips keep days_from_start equal to sequence. */
function apply(row: Content, changes: ContentChanges) {
  const { custom_fields, ...fields } = changes;
  Object.assign(row, fields);
  if (custom_fields) {
    row.custom_fields = JSON.stringify({
      ...parseCustomFields(row.custom_fields),
      ...custom_fields,
    });
  }
  if (row.category === 'tips') {
    if (typeof changes.days_from_start === 'number') row.sequence = changes.days_from_start;
    else row.days_from_start = Math.round(row.sequence);
  }
}

const nextSequence = (items: MergedContent[]) =>
  Math.floor(Math.max(0, ...items.map((item) => item.row.sequence))) + 1;

/** Add key / Add group (spec 3 section 5). */
export async function createContent(db: DataSource, promotionId: number, input: NewContent) {
  const { category, add, group: rawGroup, key: rawKey, ...changes } = input;
  const entry = knownCategory(category);
  const group = rawGroup.trim();
  const key = normalizeKey(rawKey?.trim() ? rawKey : group);
  // The one exception: a location's own end-of-programme item (`location_{id}` in eop).
  const locationEop = category === 'eop' && (await isOwnLocationKey(db, promotionId, key));
  if (entry.read_only_add && !locationEop) {
    throw new HttpError(403, 'Content cannot be added to this category.');
  }
  if (!group) throw unprocessable('Group is required');
  if (!KEY_PATTERN.test(key)) throw unprocessable(KEY_CHARSET_MESSAGE);
  checkFields(entry, key, changes);
  return db.transaction(async (manager) => {
    const items = await mergedCategory(manager, promotionId, category);
    if (add === 'group' && items.some((item) => sameGroup(item.row.group, group))) {
      throw unprocessable('Group already exists!!');
    }
    if (items.some((item) => item.row.key === key)) throw unprocessable('Key already exists!!');
    const row = manager.getRepository(Content).create({
      category,
      promotion_id: promotionId,
      key,
      group,
      title: '',
      hidden: false,
      sequence: nextSequence(items),
    });
    apply(row, changes);
    return manager.getRepository(Content).save(row);
  });
}

/** The promotion's own item, or the default one it sees: the only ones it may touch. */
async function visibleRow(db: DataSource | EntityManager, promotionId: number, id: number) {
  const row = await db.getRepository(Content).findOneBy({
    id,
    promotion_id: In([...new Set([promotionId, DEFAULT_PROMOTION_ID])]),
  });
  if (!row) throw notFound(CONTENT_NOT_FOUND);
  return row;
}

/** A fresh copy of a default item for the promotion; a key it already holds gets '+N'. */
async function copyForPromotion(manager: EntityManager, source: Content, promotionId: number) {
  const taken = await ownKeys(manager, promotionId, source.category);
  const { id: _id, created_at: _created, updated_at: _updated, ...fields } = source;
  return manager.getRepository(Content).create({
    ...fields,
    promotion_id: promotionId,
    key: uniqueKey(source.key, taken),
  });
}

/**
 * Saves an item. Copy on write: saving another promotion's item (a default, while working
 * on promotion 2) stores a fresh copy for the promotion, leaving the default untouched.
 */
export async function saveContent(
  db: DataSource,
  promotionId: number,
  id: number,
  changes: ContentChanges,
): Promise<{ row: Content; copied: boolean }> {
  return db.transaction(async (manager) => {
    const source = await visibleRow(manager, promotionId, id);
    checkFields(knownCategory(source.category), source.key, changes);
    const copied = source.promotion_id !== promotionId;
    const row = copied ? await copyForPromotion(manager, source, promotionId) : source;
    apply(row, changes);
    return { row: await manager.getRepository(Content).save(row), copied };
  });
}

/** Reset to default: deletes the promotion's override, so the default shows again. */
export async function resetToDefault(db: DataSource, promotionId: number, id: number) {
  return db.transaction(async (manager) => {
    const row = await visibleRow(manager, promotionId, id);
    const fallback =
      row.promotion_id === promotionId && promotionId !== DEFAULT_PROMOTION_ID
        ? await manager.getRepository(Content).findOneBy({
            category: row.category,
            key: row.key,
            promotion_id: DEFAULT_PROMOTION_ID,
          })
        : null;
    if (!fallback) throw unprocessable('Only edited default content can be reset to default');
    await manager.getRepository(Content).delete({ id: row.id });
    return fallback;
  });
}

/**
 * Deletes one of the promotion's own items; read-only-add categories keep their items (but a
 * location's eop item goes as it came).
 */
export async function deleteContent(db: DataSource, promotionId: number, id: number) {
  const row = await visibleRow(db, promotionId, id);
  if (row.promotion_id !== promotionId) {
    throw unprocessable('Default content cannot be deleted from a promotion');
  }
  const locationEop = row.category === 'eop' && eopKeyLocation(row.key) !== null;
  if (knownCategory(row.category).read_only_add && !locationEop) {
    const hasDefault =
      promotionId !== DEFAULT_PROMOTION_ID &&
      (await db.getRepository(Content).existsBy({
        category: row.category,
        key: row.key,
        promotion_id: DEFAULT_PROMOTION_ID,
      }));
    if (!hasDefault) throw new HttpError(403, 'Content cannot be deleted from this category.');
  }
  await db.getRepository(Content).delete({ id: row.id });
}

/**
 * Renumbers the category in the order given (1, 2, 3 ...). A default item whose place
 * changes is copied for the promotion first (copy on write), so the order holds for it alone.
 */
export async function reorderContent(
  db: DataSource,
  promotionId: number,
  category: string,
  ids: number[],
  includeHidden: boolean,
) {
  return db.transaction(async (manager) => {
    const items = (await mergedCategory(manager, promotionId, category)).filter(
      (item) => includeHidden || !item.row.hidden,
    );
    const byId = new Map(items.map((item) => [item.row.id, item]));
    const unknown = ids.find((id) => !byId.has(id));
    if (unknown !== undefined) throw unprocessable(`Content ${unknown} is not in ${category}`);
    const repository = manager.getRepository(Content);
    for (const [index, id] of ids.entries()) {
      const { row, is_default } = byId.get(id)!;
      const sequence = index + 1;
      if (row.sequence === sequence) continue;
      const target = is_default ? await copyForPromotion(manager, row, promotionId) : row;
      target.sequence = sequence;
      if (category === 'tips') target.days_from_start = sequence;
      await repository.save(target);
    }
    return mergedCategory(manager, promotionId, category);
  });
}
