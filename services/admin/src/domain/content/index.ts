/**
 * Content and keywords (spec 3 "Content editor", s7): a promotion's items over the default
 * promotion's, the catalogue of categories and who reads and edits what.
 */
export { assertGuestMayReadCategory, assertMayEdit, assertMayRead, isContentStaff } from './access';
export { CONTENT_CATEGORIES, CONTENT_FIELDS } from './catalogue';
export type { ContentField } from './catalogue';
export {
  CONTENT_NOT_FOUND,
  createContent,
  deleteContent,
  parseCustomFields,
  reorderContent,
  resetToDefault,
  saveContent,
} from './editing';
export { appLinkKeyFor, appStoreLink } from './app-links';
export { eopContent, eopLocationKey } from './eop';
export { contentHtml } from './html';
export { mergedCategory } from './queries';
export type { MergedContent } from './queries';
