/** The delays and formats of spec 1 section 9 that the logging view uses, in one place. */

/** Refetch entries and user activities this long after a single-activity dialog (quiz) closes. */
export const SINGLE_ACTIVITY_REFRESH_MS = 1000;

/** Refetch entries and user activities this long after an entry-activity dialog (log, unlog) closes. */
export const ENTRY_ACTIVITY_REFRESH_MS = 1500;

/** A dialog that reports success ("That's right!") closes itself after this long. */
export const SAVED_DIALOG_CLOSE_MS = 500;

/** Dates in toasts and confirmations, e.g. "Thursday, November 19". */
export const TOAST_DATE_FORMAT = 'dddd, MMMM D';

/** Spec 3 s9 "paint start delay 300 ms": Start painting goes home to pick a style this long after. */
export const PAINT_START_DELAY_MS = 300;
