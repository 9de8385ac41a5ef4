import type { ContentItem } from '@wellness/shared-ui';

/** Spec 3 section 5: spaces become underscores and the key is lower-cased. */
export const normalizeKey = (key: string) => key.trim().replace(/\s+/g, '_').toLowerCase();

export const KEY_EXISTS = 'Key already exists!!';
export const GROUP_EXISTS = 'Group already exists!!';

export interface NewKeyInput {
  mode: 'key' | 'group';
  group: string;
  key: string;
}

/**
 * The key an Add key / Add group dialog will create (an empty key defaults to the group)
 * and the spec's message when it clashes with what the category already holds.
 */
export function checkNewKey(items: ContentItem[], { mode, group, key }: NewKeyInput) {
  const finalKey = normalizeKey(key.trim() ? key : group);
  const sameGroup = (name: string) => name.trim().toLowerCase() === group.trim().toLowerCase();
  if (mode === 'group' && items.some((item) => sameGroup(item.group))) {
    return { key: finalKey, error: GROUP_EXISTS };
  }
  if (items.some((item) => item.key === finalKey)) return { key: finalKey, error: KEY_EXISTS };
  return { key: finalKey, error: null };
}

/** Items grouped by their group, groups in the order of their first item. */
export function groupItems(items: ContentItem[]) {
  const groups = new Map<string, ContentItem[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups].map(([group, members]) => ({ group, items: members }));
}
