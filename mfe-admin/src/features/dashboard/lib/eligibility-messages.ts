/** Spec 3 s8 and s9: the eligibility screens' messages and constants. */
export const SAVE_FAILED = 'Could not save Eligibility';
export const FILE_ACTION_FAILED = 'Something went wrong';
export const ELIGIBILITIES_FAILED = 'Eligibilities could not be loaded.';
export const FILES_FAILED = 'Eligibility Files could not be loaded.';
export const ELIGIBILITY_FAILED = 'Eligibility could not be loaded.';
export const UPLOADING_TEXT = 'Uploading... this may take a few minutes.';
/** Upload errors are a bullet-list toast cleared after 3 s. */
export const UPLOAD_ERRORS_MS = 3000;
/** A processing file's status is asked for every second. */
export const FILE_POLL_MS = 1000;

/** Spec 3 s3: floor(rows_processed / total_rows * 100), total at least 1. */
export const percentOf = (processed: number, total: number) =>
  Math.min(100, Math.floor((processed / Math.max(1, total)) * 100));
