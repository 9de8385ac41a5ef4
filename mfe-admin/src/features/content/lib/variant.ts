import type { ContentCategory, ContentField } from '../api/content-editor-api';

/**
 * /content/{category}/editadd adds and edits; /edit is the read-only-add variant (existing
 * items only); /welcome edits with a preview of the items as the welcome page shows them.
 */
export type EditorVariant = 'editadd' | 'edit' | 'welcome';

export const EDITOR_VARIANTS: readonly EditorVariant[] = ['editadd', 'edit', 'welcome'];

export const defaultVariant = (category: ContentCategory): EditorVariant =>
  category.read_only_add ? 'edit' : 'editadd';

/** Adding (keys, groups) and deleting are for the full editor of an open category. */
export const canAdd = (category: ContentCategory, variant: EditorVariant) =>
  !category.read_only_add && variant !== 'edit';

export const fieldsFor = (category: ContentCategory, key: string): ContentField[] =>
  category.keys[key] ?? category.fields;
