/** Spec 2 section 8, word for word. */
export const UNSUBSCRIBE_FAILED = 'A failure occurred while trying to unsubscribe.';

/** Shown when the promotion has no `unsubscribe` / `unsubscribed` content item. */
export const UNSUBSCRIBED_FALLBACK =
  'You have been unsubscribed. You will not receive these e-mails any more.';

/** A link without an e-mail address: nothing to unsubscribe, so nothing is sent. */
export const NO_EMAIL =
  'This link does not name an e-mail address, so nobody was unsubscribed. Use the unsubscribe link of the e-mail you received, or choose which e-mails you get in Settings.';

/** Spec 2 "Support and other": the unsubscribe screen's loading indicator waits this long. */
export const UNSUBSCRIBE_LOADING_DELAY_MS = 500;

/** The content item the success shows (spec 2 "Content items used"). */
export const UNSUBSCRIBED_CONTENT = { category: 'unsubscribe', key: 'unsubscribed' } as const;
