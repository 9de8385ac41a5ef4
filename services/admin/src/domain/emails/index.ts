/**
 * Custom, one-time and test e-mails (spec 3 "Custom email", s5, s7): the checks of a draft,
 * the stored e-mails and their jobs, the previews the worker's template renders.
 */
export { MESSAGE_BLANK, SUBJECT_BLANK, checkDraft, sendable } from './drafts';
export type { CheckedDraft, EmailDraft } from './drafts';
export {
  ALREADY_SENT,
  BEING_SENT,
  createCustomEmail,
  customEmailOf,
  customEmailsOf,
  deleteCustomEmail,
  updateCustomEmail,
} from './custom-emails';
export type { CustomEmailView } from './custom-emails';
export { brandingOf, previewCustomEmail } from './preview';
export { checkTestRecipients, testEmailContent, testEmailSent } from './test-email';
