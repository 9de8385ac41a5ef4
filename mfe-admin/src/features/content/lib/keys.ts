import type { ContentItem } from '@wellness/shared-ui';
import { z } from 'zod';

/** Spec 3 section 5: spaces become underscores and the key is lower-cased. */
export const normalizeKey = (key: string) => key.trim().replace(/\s+/g, '_').toLowerCase();

export const KEY_EXISTS = 'Key already exists!!';
export const GROUP_EXISTS = 'Group already exists!!';
export const GROUP_REQUIRED = 'Group is required';

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

/**
 * The Add key / Add group form: a group is required and the key must be new (spec 3 section 5's
 * messages, on the field at fault); what it sends is the trimmed group and the normalised key.
 */
export const newContentSchema = (items: ContentItem[], mode: NewKeyInput['mode']) =>
  z
    .object({ group: z.string(), key: z.string() })
    .superRefine(({ group, key }, context) => {
      if (!group.trim()) {
        context.addIssue({ code: 'custom', path: ['group'], message: GROUP_REQUIRED });
        return;
      }
      const { error } = checkNewKey(items, { mode, group, key });
      if (error) {
        const path = [error === GROUP_EXISTS ? 'group' : 'key'];
        context.addIssue({ code: 'custom', path, message: error });
      }
    })
    .transform(({ group, key }) => ({
      group: group.trim(),
      key: checkNewKey(items, { mode, group, key }).key,
    }));

/** Items grouped by their group, groups in the order of their first item. */
export function groupItems(items: ContentItem[]) {
  const groups = new Map<string, ContentItem[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups].map(([group, members]) => ({ group, items: members }));
}
